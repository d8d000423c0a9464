import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { STUDY_CATEGORIES } from "../../../contract/studies";
import { categoryLabels } from "../../content/categories";
import { localizedPath } from "../../../contract/sitePaths";
import { parseCategory, STUDY_SEARCH_MAX, studyFilterQuery, type CategoryFilter } from "../../../contract/studyFilter";
import { useRenderedState } from "../../prerender/renderedState";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { SkeletonCards } from "../../ui/Skeleton";
import { buttonStyles, inputStyles } from "../../ui/styles";
import { OptionSelect } from "../../ui/form/OptionSelect";
import { useHydrated } from "../../ui/useHydrated";
import { ResultCount, StudyResults } from "./StudyResults";

export default function StudiesPage() {
  const { t, i18n } = useLingui();
  const language = i18n.locale === "es" ? "es" : "en";
  const params = useFilterParams();
  const [, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const category = parseCategory(params.get("category"));
  const searchId = useId();
  // The box shows what was typed at once; the URL follows. A change of the URL from elsewhere (Back, Reset)
  // is copied into the box, but not the echo of our own typing, which can arrive after the next key.
  const [typed, setTyped] = useState(search);
  const pendingEchoes = useRef<string[]>([]);
  useEffect(() => {
    const echo = pendingEchoes.current.indexOf(search);
    if (echo >= 0) pendingEchoes.current.splice(0, echo + 1);
    else {
      pendingEchoes.current = [];
      setTyped(search);
    }
  }, [search]);

  // Filters live in the URL: a filtered view can be shared, and Back returns to the previous one.
  const update = (next: { q?: string; category?: CategoryFilter }) => {
    const merged = new URLSearchParams(params);
    const q = next.q ?? typed;
    if (next.q !== undefined) {
      setTyped(next.q);
      pendingEchoes.current.push(next.q);
    }
    const c = next.category ?? category;
    if (q) merged.set("q", q);
    else merged.delete("q");
    if (c !== "all") merged.set("category", c);
    else merged.delete("category");
    // Typing replaces the entry; choosing a category or resetting adds one.
    setParams(merged, { replace: next.q !== undefined, preventScrollReset: true });
  };
  const searchInput = useRef<HTMLInputElement>(null);
  // The Reset link disappears with the empty result: focus goes back to the search box.
  const reset = () => {
    setTyped("");
    pendingEchoes.current.push("");
    setParams(new URLSearchParams(), { preventScrollReset: true });
    searchInput.current?.focus();
  };

  const options = [
    ["all", t`All Categories`] as const,
    ...STUDY_CATEGORIES.map((value) => [value, i18n._(categoryLabels[value])] as const),
  ];

  return (
    <>
      <PageMeta
        title={t`Current Studies`}
        description={t`See the studies that are looking for people now, and find out whether you may qualify.`}
      />
      <PageHero title={<Trans>Current Studies</Trans>}>
        <p>
          <Trans>See the studies that are looking for people now, and find out whether you may qualify.</Trans>
        </p>
      </PageHero>
      <section aria-labelledby="study-list" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="study-list" className="sr-only">
          <Trans>Study list</Trans>
        </h2>
        {/*
          A real form: before the page's code has arrived (or without it), "Show studies" asks the Worker for
          the list narrowed by the URL; once it has, the list follows every key and choice, and the button
          only keeps the list as it is.
        */}
        <form
          role="search"
          method="get"
          action={localizedPath("/studies", language)}
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-end"
        >
          <div>
            <label htmlFor={searchId} className="block font-medium text-slate-900">
              <Trans>Search</Trans>
            </label>
            <input
              ref={searchInput}
              id={searchId}
              type="search"
              name="q"
              maxLength={STUDY_SEARCH_MAX}
              value={typed}
              placeholder={t`Search studies...`}
              onChange={(event) => update({ q: event.target.value })}
              className={inputStyles}
            />
          </div>
          {/* The browser's own select: usable from the first paint, and nothing extra to download. */}
          <OptionSelect
            name="category"
            labelSize="base"
            label={t`Category`}
            options={options}
            value={category}
            onChange={(value) => update({ category: parseCategory(value) })}
          />
          <button type="submit" className={buttonStyles.secondary}>
            <Trans>Show studies</Trans>
          </button>
        </form>
        <p role="status" aria-live="polite" className="mt-4 text-sm text-slate-600">
          <Suspense fallback={<Trans>Loading studies...</Trans>}>
            <ResultCount search={search} category={category} />
          </Suspense>
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="study-grid">
          <Suspense fallback={<SkeletonCards count={3} className="h-[36rem]" />}>
            <StudyResults search={search} category={category} onReset={reset} />
          </Suspense>
        </div>
      </section>
      <section aria-labelledby="join-database" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="join-database" className="text-3xl font-bold text-brand-900">
            <Trans>Don't See a Study That Fits?</Trans>
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            <Trans>
              New studies open during the year. Send us a message: we will call you and tell you which studies you may be able to join now.
            </Trans>
          </p>
          <Link to="/contact" className={`${buttonStyles.primary} mt-8`}>
            <Trans>Send Us a Message</Trans>
          </Link>
        </div>
      </section>
    </>
  );
}

/**
 * The filter the list shows: the URL's once the page has hydrated; before that, the one the Worker rendered
 * the page with (a filtered URL), else none, so hydration sees exactly the server's markup.
 */
function useFilterParams(): URLSearchParams {
  const hydrated = useHydrated();
  const rendered = useRenderedState("studyFilter");
  const [params] = useSearchParams();
  if (hydrated) return params;
  return new URLSearchParams(rendered ? studyFilterQuery(rendered) : "");
}
