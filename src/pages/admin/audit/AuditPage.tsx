import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { AuditEntryDto } from "../../../../contract/audit";
import { fetchAuditPage } from "../../../api/audit";
import { describeError } from "../../../api/errorText";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles } from "../../../ui/styles";
import { StaffArea } from "../StaffArea";
import { StaffNav } from "../StaffNav";
import { useStaffSession } from "../useStaffSession";
import { AuditTable } from "./AuditTable";
import { ErrorAlert } from "../../../ui/ErrorAlert";

/** /admin/audit: the append-only audit log, newest first, 50 entries at a time (admins only). */
export default function AuditPage() {
  return <StaffArea>{(token) => <Audit token={token} />}</StaffArea>;
}

function Audit({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const { me, handleAuthFailure } = useStaffSession(token);
  const [entries, setEntries] = useState<AuditEntryDto[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");

  const load = useCallback(
    async (after: string | null, signal?: AbortSignal) => {
      setLoading(true);
      setError("");
      try {
        const page = await fetchAuditPage(token, after, signal);
        setEntries((current) => (after ? [...current, ...page.items] : page.items));
        setCursor(page.nextCursor);
      } catch (failure) {
        if (signal?.aborted || handleAuthFailure(failure)) return;
        setError(describeError(failure, i18n));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [token, handleAuthFailure, i18n],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <>
      <PageMeta title={t`Audit log`} description={t`Sign-ins, account changes, erasures and purges.`} noIndex />
      <StaffNav me={me} />
      <h1 className="text-3xl font-bold text-brand-900">
        <Trans>Audit log</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Every sign-in, account change, erasure and purge, newest first. Entries cannot be changed or deleted.</Trans>
      </p>
      <ErrorAlert message={error} />
      <div aria-busy={loading} className="mt-6">
        {entries.length > 0 ? <AuditTable entries={entries} /> : null}
        {loading ? (
          <p role="status" className="mt-4 text-slate-600">
            <Trans>Loading...</Trans>
          </p>
        ) : entries.length === 0 && !error ? (
          <p className="mt-4 text-slate-600">
            <Trans>No entries yet.</Trans>
          </p>
        ) : null}
        {cursor && !loading ? (
          <button type="button" className={`${buttonStyles.secondary} mt-6`} onClick={() => void load(cursor)}>
            <Trans>Load more</Trans>
          </button>
        ) : null}
      </div>
    </>
  );
}
