import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSearchParamsAhead } from "../searchParamsAhead";
import { Link, useLoaderData, useNavigation, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type { VolunteerPageDto, VolunteerReportDto } from "../../../../contract/volunteerList";
import { fetchVolunteerReport, searchVolunteers } from "../../../api/volunteers";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { PAGES_PARAM, pagesOf, readPages } from "../pagedList";
import { QueueSearch } from "../inbox/QueueSearch";
import { useStaffSession } from "../session";
import { RegistryFilters } from "./RegistryFilters";
import { registrySearchText, searchOf } from "./registryFilters";
import { consentStateLabels } from "./registryLabels";
import { VolunteerTable } from "./VolunteerTable";

type Loaded = { page: VolunteerPageDto & { moreFailed: boolean }; report: VolunteerReportDto; q: string };

/**
 * As many pages of people as the URL says ("Load more"), for the URL's filters and the tab's search text, with the
 * list's counts. The router runs it again for a new filter, a new search or one more page, and drops an answer
 * that came too late; a session that ended sends the screen to the sign-in page.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const params = new URL(request.url).searchParams;
  const q = registrySearchText.read();
  const search = searchOf(params, q);
  const [{ page, moreFailure }, report] = await Promise.all([
    readPages(
      params,
      (cursor, limit) => searchVolunteers({ ...search, ...(cursor ? { cursor } : {}), limit }, request.signal),
      request.signal,
    ),
    fetchVolunteerReport(request.signal),
  ]);
  return { page: { ...page, moreFailed: moreFailure !== undefined }, report, q };
}

/**
 * /admin/registry: the people who asked to hear about future studies (docs/registry.md), newest first, with the
 * inbox's rules for search (name, number or address; the text never in a URL) and filters kept in the URL.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { me } = useStaffSession();
  const { page, report, q } = useLoaderData() as Loaded;
  const matches = page.total;
  const [params, setParams] = useSearchParamsAhead();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = revalidator.state === "loading" || (navigation.state === "loading" && navigation.location.pathname === "/admin/registry");
  // A new search starts again from one page.
  const setSearch = (text: string) => {
    registrySearchText.write(text);
    if (!params.has(PAGES_PARAM)) return void revalidator.revalidate();
    const next = new URLSearchParams(params);
    next.delete(PAGES_PARAM);
    setParams(next, { preventScrollReset: true });
  };
  const showMore = () => {
    const next = new URLSearchParams(params);
    next.set(PAGES_PARAM, String(pagesOf(params) + 1));
    setParams(next, { preventScrollReset: true, replace: true });
  };

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <PageMeta title={t`Future studies list`} description={t`People who asked to hear about future studies.`} noIndex />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-brand-900">
          <Trans>Future studies list</Trans>
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/registry/new" className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Enter sign-up sheets</Trans>
          </Link>
          {me.role === "admin" ? (
            <Link to="/admin/registry/import" className={`${buttonStyles.secondary} ${compactButton}`}>
              <Trans>Import the clinic's list</Trans>
            </Link>
          ) : null}
        </div>
      </div>
      <p className="mt-2 text-slate-700">
        <Trans>People who asked to hear about future studies. Write only to those whose yes is active or due for renewal.</Trans>
      </p>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-600">
            <Trans>Everyone on the list</Trans>
          </dt>
          <dd className="text-xl font-bold text-brand-900">{report.total}</dd>
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
          search={q}
          onSearch={setSearch}
          label={<Trans>Search name, phone or email</Trans>}
          hint={<Trans>Searches everyone on the list. The filters below narrow it.</Trans>}
        />
        <RegistryFilters />
      </div>
      <div aria-busy={loading} className="mt-4">
        <p className="text-sm text-slate-700" role="status">
          {q ? (
            <Plural value={matches} one="# person matches the search." other="# people match the search." />
          ) : (
            <Plural value={matches} one="# person matches the filters." other="# people match the filters." />
          )}
        </p>
        {page.items.length > 0 ? <VolunteerTable people={page.items} /> : null}
        {page.moreFailed ? (
          <p role="alert" className="mt-4 text-sm font-medium text-red-800">
            <Trans>The next people could not be loaded. Try "Load more" again.</Trans>
          </p>
        ) : null}
        {page.nextCursor ? (
          <button type="button" disabled={loading} className={`${buttonStyles.secondary} ${compactButton} mt-4`} onClick={showMore}>
            {loading ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        ) : null}
      </div>
    </div>
  );
}
