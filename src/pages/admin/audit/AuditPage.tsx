import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { AuditEntryDto, AuditPageDto } from "../../../../contract/audit";
import { fetchAuditPage } from "../../../api/audit";
import { describeError } from "../../../api/errorText";
import { PageMeta } from "../../../shell/PageMeta";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { sessionEnded, useAuthFailure, useStaffSession, storedToken } from "../session";
import { AuditTable } from "./AuditTable";

/** The newest 50 entries, read before the page renders. */
export async function loader({ request }: LoaderFunctionArgs): Promise<AuditPageDto> {
  return fetchAuditPage(storedToken(), null, request.signal).catch(sessionEnded);
}

/** /admin/audit: the append-only audit log, newest first, 50 entries at a time (admins only). */
export default function AuditPage() {
  const { t, i18n } = useLingui();
  const first = useLoaderData() as AuditPageDto;
  const { token } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const [entries, setEntries] = useState<AuditEntryDto[]>(first.items);
  const [cursor, setCursor] = useState<string | null>(first.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");

  const loadMore = async () => {
    if (!cursor) return;
    setLoading(true);
    setError("");
    try {
      const page = await fetchAuditPage(token, cursor);
      setEntries((current) => [...current, ...page.items]);
      setCursor(page.nextCursor);
    } catch (failure) {
      if (!handleAuthFailure(failure)) setError(describeError(failure, i18n));
    } finally {
      setLoading(false);
    }
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
      <ErrorAlert message={error} />
      <div aria-busy={loading} className="mt-4">
        {entries.length > 0 ? (
          <AuditTable entries={entries} />
        ) : (
          <p className="mt-4 text-slate-600">
            <Trans>No entries yet.</Trans>
          </p>
        )}
        {cursor ? (
          <button
            type="button"
            disabled={loading}
            className={`${buttonStyles.secondary} ${compactButton} mt-4`}
            onClick={() => void loadMore()}
          >
            {loading ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        ) : null}
      </div>
    </div>
  );
}
