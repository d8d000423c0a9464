import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { VolunteerPageDto, VolunteerReportDto } from "../../../../contract/volunteerList";
import { describeError } from "../../../api/errorText";
import { fetchVolunteerReport, searchVolunteers } from "../../../api/volunteers";
import { PageMeta } from "../../../shell/PageMeta";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { QueueSearch } from "../inbox/QueueSearch";
import { RegistryFilters } from "./RegistryFilters";
import { searchOf } from "./registryFilters";
import { consentStateLabels } from "./registryLabels";
import { VolunteerTable } from "./VolunteerTable";

type Loaded = { page: VolunteerPageDto; report: VolunteerReportDto };

/** The people for the URL's filters and the list's counts, read before the screen renders. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const [page, report] = await Promise.all([
    searchVolunteers(searchOf(new URL(request.url).searchParams), request.signal),
    fetchVolunteerReport(request.signal),
  ]);
  return { page, report };
}

/**
 * /admin/registry: the people who asked to hear about future studies (docs/registry.md), newest first, with the
 * inbox's rules for search (name, number or address; the text never in a URL) and filters kept in the URL.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { page: loaded, report } = useLoaderData() as Loaded;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const [q, setQ] = useState("");
  const [results, setResults] = useState<VolunteerPageDto | null>(null);
  const [failure, setFailure] = useState<unknown>(undefined);
  const [busy, setBusy] = useState(false);
  const page = results ?? loaded;

  const run = async (text: string, cursor: string | null) => {
    setQ(text);
    setFailure(undefined);
    // No search text and no further page: the loader's first page for the filters is the answer.
    if (!text && !cursor) return setResults(null);
    setBusy(true);
    try {
      const next = await searchVolunteers({ ...searchOf(params), ...(text ? { q: text } : {}), ...(cursor ? { cursor } : {}) });
      setResults(cursor ? { ...next, items: [...page.items, ...next.items] } : next);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  // New filters (a new loader result): their first page, with the search text still applied.
  const [loadedFor, setLoadedFor] = useState(loaded);
  if (loadedFor !== loaded) {
    setLoadedFor(loaded);
    setResults(null);
  }
  useEffect(() => {
    if (q) void run(q, null);
    // Only when the filters' answer changes; the search box runs its own searches.
  }, [loaded]);
  const loading = busy || (navigation.state === "loading" && navigation.location.pathname === "/admin/registry");
  const total = report.total;
  const matches = page.total;

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <PageMeta title={t`Future studies list`} description={t`People who asked to hear about future studies.`} noIndex />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Future studies list</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>People who asked to hear about future studies. Write only to those whose yes is active or due for renewal.</Trans>
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">
            <Trans>Everyone on the list</Trans>
          </dt>
          <dd className="text-xl font-bold text-brand-900">{total}</dd>
        </div>
        {(["active", "renewal_due", "expired", "withdrawn"] as const).map((state) => (
          <div key={state}>
            <dt className="text-slate-600">{i18n._(consentStateLabels[state])}</dt>
            <dd className="text-xl font-bold text-brand-900">{report.byConsent[state]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 space-y-4">
        <QueueSearch
          key={q}
          search={q}
          onSearch={(text) => void run(text, null)}
          label={<Trans>Search name, phone or email</Trans>}
          hint={<Trans>Searches everyone on the list. The filters below narrow it.</Trans>}
        />
        <RegistryFilters />
      </div>
      <ErrorAlert message={failure === undefined ? "" : describeError(failure, i18n)} />
      <div aria-busy={loading} className="mt-4">
        <p className="text-sm text-slate-700" role="status">
          {q ? (
            <Plural value={matches} one="# person matches the search." other="# people match the search." />
          ) : (
            <Plural value={matches} one="# person matches the filters." other="# people match the filters." />
          )}
        </p>
        {page.items.length > 0 ? <VolunteerTable people={page.items} /> : null}
        {page.nextCursor ? (
          <button
            type="button"
            disabled={loading}
            className={`${buttonStyles.secondary} ${compactButton} mt-4`}
            onClick={() => void run(q, page.nextCursor)}
          >
            {loading ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        ) : null}
      </div>
    </div>
  );
}
