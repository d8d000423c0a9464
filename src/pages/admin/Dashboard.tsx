import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { InboxPageDto, InquirySummaryDto, StaffRef } from "../../../contract/inbox";
import type { InquiryStatus } from "../../../contract/inquiryStatus";
import { clearAdminToken } from "../../api/adminToken";
import { logout } from "../../api/auth";
import { appendInquiryEvent, fetchInboxPage } from "../../api/inbox";
import { resolveInquiry } from "../../api/inquiries";
import { fetchAssignees } from "../../api/staff";
import { PageMeta } from "../../shell/PageMeta";
import { buttonStyles } from "../../ui/styles";
import { notify } from "../../ui/notify";
import { ExportButton } from "./inbox/ExportButton";
import { InboxFilters } from "./inbox/InboxFilters";
import { OverdueSummary } from "./inbox/OverdueSummary";
import { InquiryRow } from "./inbox/InquiryRow";
import { useInboxQuery } from "./inbox/useInboxQuery";
import { StaffNav } from "./StaffNav";
import { useStaffSession } from "./useStaffSession";
import { ErrorAlert } from "../../ui/ErrorAlert";

const UNDO_MS = 10_000;
type Resolved = { inquiry: InquirySummaryDto; previous: InquiryStatus; index: number };

/** /admin: SPEC's dashboard, grown into the inbox (DESIGN §7). The default view is the open inquiries. */
export function Dashboard({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { me, handleAuthFailure } = useStaffSession(token);
  const { query, setFilter, clearFilters, filtered } = useInboxQuery();
  const [page, setPage] = useState<InboxPageDto>({ items: [], nextCursor: null, total: 0, overdueCount: 0, responseTargetMinutes: 60 });
  const [assignees, setAssignees] = useState<StaffRef[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState("");
  const [resolving, setResolving] = useState<ReadonlySet<number>>(new Set());
  const [lastResolved, setLastResolved] = useState<Resolved | null>(null);
  const rowLinks = useRef(new Map<number, HTMLAnchorElement>());
  const listHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoading(true);
      setError("");
      try {
        setPage(await fetchInboxPage(token, query, signal));
      } catch (failure) {
        if (signal?.aborted) return;
        if (handleAuthFailure(failure)) return;
        setError(t`Failed to fetch inquiries`);
        notify({ type: "error", title: t`Error`, description: t`Failed to fetch inquiries.` });
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [token, query, handleAuthFailure, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    const controller = new AbortController();
    fetchAssignees(token, controller.signal).then(setAssignees, () => undefined);
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (!lastResolved) return;
    const timer = window.setTimeout(() => setLastResolved(null), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [lastResolved]);

  const loadMore = async () => {
    if (!page.nextCursor) return;
    setLoadingMore(true);
    try {
      const next = await fetchInboxPage(token, { ...query, cursor: page.nextCursor });
      setPage((current) => ({ ...next, items: [...current.items, ...next.items] }));
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: t`Failed to fetch inquiries.` });
    } finally {
      setLoadingMore(false);
    }
  };

  const onResolve = async (inquiry: InquirySummaryDto) => {
    const index = page.items.findIndex((item) => item.id === inquiry.id);
    setResolving((current) => new Set(current).add(inquiry.id));
    try {
      await resolveInquiry(token, inquiry.id);
      const remaining = page.items.filter((item) => item.id !== inquiry.id);
      setPage((current) => ({ ...current, items: remaining, total: Math.max(0, current.total - 1) }));
      setLastResolved({ inquiry, previous: inquiry.status, index });
      notify({ type: "success", title: t`Success`, description: t`Inquiry marked as resolved.` });
      // Focus moves to the next inquiry (or the list itself when none is left), not to the top of the page.
      const next = remaining[Math.min(index, remaining.length - 1)];
      window.requestAnimationFrame(() => (next ? rowLinks.current.get(next.id)?.focus() : listHeading.current?.focus()));
    } catch (failure) {
      if (handleAuthFailure(failure)) return;
      notify({ type: "error", title: t`Error`, description: t`Failed to mark inquiry as resolved.` });
    } finally {
      setResolving((current) => {
        const next = new Set(current);
        next.delete(inquiry.id);
        return next;
      });
    }
  };

  const undoResolve = async () => {
    if (!lastResolved) return;
    const { inquiry, previous, index } = lastResolved;
    setLastResolved(null);
    try {
      await appendInquiryEvent(token, inquiry.id, { type: "status", status: previous });
      setPage((current) => {
        const items = [...current.items];
        items.splice(Math.min(index, items.length), 0, inquiry);
        return { ...current, items, total: current.total + 1 };
      });
      notify({ type: "success", title: t`Undone`, description: t`The inquiry is open again.` });
      window.requestAnimationFrame(() => rowLinks.current.get(inquiry.id)?.focus());
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: t`The inquiry could not be reopened.` });
    }
  };

  const onLogout = async () => {
    try {
      await logout(token);
    } catch {
      // The token is dropped either way; an already-ended session needs no revoking.
    }
    clearAdminToken();
    navigate("/admin-login", { replace: true });
  };

  const openView = !query.status || query.status === "open";
  return (
    <>
      <PageMeta title={t`Admin Dashboard`} description={t`Review and resolve the inquiries visitors send.`} noIndex />
      <StaffNav me={me} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.primary} disabled={loading} onClick={() => void load()}>
            {loading ? <Trans>Loading...</Trans> : <Trans>Fetch Inquiries</Trans>}
          </button>
          {me?.role === "admin" ? <ExportButton token={token} query={query} onAuthFailure={handleAuthFailure} /> : null}
          <button type="button" className={buttonStyles.secondary} onClick={() => void onLogout()}>
            <Trans>Logout</Trans>
          </button>
        </div>
      </div>
      {!error && (!loading || page.items.length > 0) ? (
        <div className="mt-4">
          <OverdueSummary
            overdueCount={page.overdueCount}
            targetMinutes={page.responseTargetMinutes}
            showingOverdue={query.overdue === "true"}
            onShowOverdue={() => setFilter("overdue", "true")}
          />
        </div>
      ) : null}
      <InboxFilters query={query} assignees={assignees} onChange={setFilter} onClear={clearFilters} filtered={filtered} />
      <ErrorAlert message={error} />
      <div role="status" className="mt-4 min-h-11">
        {lastResolved ? (
          <p className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 px-4 py-2 text-emerald-900">
            <Trans>
              <bdi>{lastResolved.inquiry.name}</bdi> was marked as resolved.
            </Trans>
            <button type="button" onClick={() => void undoResolve()} className={`${buttonStyles.ghost} min-h-11 px-4 py-2 text-sm`}>
              <Trans>Undo</Trans>
            </button>
          </p>
        ) : null}
      </div>
      <section aria-labelledby="unresolved-title" aria-busy={loading} className="mt-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="unresolved-title" ref={listHeading} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {openView ? <Trans>Unresolved Inquiries</Trans> : <Trans>Inquiries</Trans>}
          </h2>
          {!loading ? (
            <p className="text-sm text-slate-700" data-testid="inbox-total">
              <Trans>{page.total} in total</Trans>
            </p>
          ) : null}
        </div>
        {loading && page.items.length === 0 ? (
          <p className="mt-4 text-slate-600">
            <Trans>Loading inquiries...</Trans>
          </p>
        ) : page.items.length === 0 && !error ? (
          <p className="mt-4 text-slate-600">
            {openView && !filtered ? <Trans>No unresolved inquiries found</Trans> : <Trans>No inquiries match these filters.</Trans>}
          </p>
        ) : page.items.length === 0 ? null : (
          <ul className="mt-2">
            {page.items.map((inquiry) => (
              <InquiryRow
                key={inquiry.id}
                ref={(node) => {
                  if (node) rowLinks.current.set(inquiry.id, node);
                  else rowLinks.current.delete(inquiry.id);
                }}
                inquiry={inquiry}
                resolving={resolving.has(inquiry.id)}
                onResolve={(item) => void onResolve(item)}
              />
            ))}
          </ul>
        )}
        {page.nextCursor ? (
          <button type="button" disabled={loadingMore} onClick={() => void loadMore()} className={`${buttonStyles.secondary} mt-4`}>
            {loadingMore ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        ) : null}
      </section>
    </>
  );
}
