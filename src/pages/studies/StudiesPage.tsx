import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useId } from "react";
import { Link } from "react-router";
import { STUDY_CATEGORIES } from "../../../contract/studies";
import { patientCategoryLabels } from "../../content/categories";
import { localizedPath } from "../../../contract/sitePaths";
import { parseCategory, STUDY_SEARCH_MAX } from "../../../contract/studyFilter";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { SkeletonCards } from "../../ui/Skeleton";
import { buttonStyles, inputStyles } from "../../ui/styles";
import { OptionSelect } from "../../ui/form/OptionSelect";
import { ResultCount, StudyResults } from "./StudyResults";
import { useStudyFilter } from "./useStudyFilter";

export default function StudiesPage() {
  const { t, i18n } = useLingui();
  const language = i18n.locale === "es" ? "es" : "en";
  const { search, category, update, reset, searchInput } = useStudyFilter();
  const searchId = useId();

  const options = [
    ["all", t`All Categories`] as const,
    ...STUDY_CATEGORIES.map((value) => [value, i18n._(patientCategoryLabels[value])] as const),
  ];

  return (
    <>
      <PageMeta
        title={t`Current Studies`}
        description={t`See the studies at our clinic. Our team can tell you whether one may be right for you.`}
      />
      <PageHero title={<Trans>Current Studies</Trans>}>
        <p>
          <Trans>See the studies at our clinic. Our team can tell you whether one may be right for you.</Trans>
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
              defaultValue={search}
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
              New studies open during the year. Send us a message. Someone from our team will call you to talk about studies that may fit
              you.
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
