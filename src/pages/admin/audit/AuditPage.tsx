import { Trans, useLingui } from "@lingui/react/macro";
import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { AuditPageDto } from "../../../../contract/audit";
import { fetchAuditPage } from "../../../api/audit";
import { describeError } from "../../../api/errorText";
import { PageMeta } from "../../../shell/PageMeta";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { PAGES_PARAM, pagesOf, readPages } from "../pagedList";
import { AuditTable } from "./AuditTable";

/** The log as shown: the pages asked for, and why a page after the first could not be read. */
type AuditShown = AuditPageDto & { moreFailure?: unknown };

/** The newest entries, 50 per page asked for, read before the page renders. */
export async function loader({ request }: LoaderFunctionArgs): Promise<AuditShown> {
  const { page, moreFailure } = await readPages(
    new URL(request.url).searchParams,
    (cursor, limit) => fetchAuditPage(cursor, limit, request.signal),
    request.signal,
  );
  return { ...page, moreFailure };
}

/** /admin/audit: the append-only audit log, newest first, 50 entries at a time (admins only). */
export function Component() {
  const { t, i18n } = useLingui();
  const { items, nextCursor, moreFailure } = useLoaderData() as AuditShown;
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/audit";
  const showMore = () => {
    const next = new URLSearchParams(params);
    next.set(PAGES_PARAM, String(pagesOf(params) + 1));
    setParams(next, { preventScrollReset: true, replace: true });
  };

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6">
      <PageMeta title={t`Audit log`} description={t`Sign-ins, account changes, erasures and purges.`} noIndex />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Audit log</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Every sign-in, account change, export, erasure and purge, newest first. Entries cannot be changed or deleted.</Trans>
      </p>
      <ErrorAlert message={moreFailure === undefined ? "" : describeError(moreFailure, i18n)} />
      <div aria-busy={loading} className="mt-4">
        {items.length > 0 ? (
          <AuditTable entries={items} />
        ) : (
          <p className="mt-4 text-slate-600">
            <Trans>No entries yet.</Trans>
          </p>
        )}
        {nextCursor ? (
          <button type="button" disabled={loading} className={`${buttonStyles.secondary} ${compactButton} mt-4`} onClick={showMore}>
            {loading ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        ) : null}
      </div>
    </div>
  );
}
