import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { InquiryDto } from "../../../contract/inquiry";
import { clearAdminToken } from "../../api/adminToken";
import { logout } from "../../api/auth";
import { describeError } from "../../api/errorText";
import { eraseInquiry, fetchUnresolvedInquiries, resolveInquiry } from "../../api/inquiries";
import { PageMeta } from "../../shell/PageMeta";
import { buttonStyles } from "../../ui/styles";
import { notify } from "../../ui/notify";
import { EraseDialog } from "./EraseDialog";
import { InquiryCard } from "./InquiryCard";
import { StaffNav } from "./StaffNav";
import { useStaffSession } from "./useStaffSession";

export function Dashboard({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { me, handleAuthFailure } = useStaffSession(token);
  const [inquiries, setInquiries] = useState<InquiryDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");
  const [resolving, setResolving] = useState<ReadonlySet<number>>(new Set());
  const [erasing, setErasing] = useState<InquiryDto | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoading(true);
      setError("");
      try {
        const list = await fetchUnresolvedInquiries(token, signal);
        setInquiries(list);
      } catch (failure) {
        if (signal?.aborted) return;
        if (handleAuthFailure(failure)) return;
        setError(t`Failed to fetch inquiries`);
        notify({ type: "error", title: t`Error`, description: t`Failed to fetch inquiries.` });
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [token, handleAuthFailure, t],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const onResolve = async (id: number) => {
    setResolving((current) => new Set(current).add(id));
    try {
      await resolveInquiry(token, id);
      setInquiries((current) => current.filter((inquiry) => inquiry.id !== id));
      notify({ type: "success", title: t`Success`, description: t`Inquiry marked as resolved.` });
    } catch (failure) {
      if (handleAuthFailure(failure)) return;
      notify({ type: "error", title: t`Error`, description: t`Failed to mark inquiry as resolved.` });
    } finally {
      setResolving((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const onErase = async (inquiry: InquiryDto) => {
    try {
      await eraseInquiry(token, inquiry.id);
      setInquiries((current) => current.filter((item) => item.id !== inquiry.id));
      setErasing(null);
      notify({ type: "success", title: t`Personal data erased`, description: t`Inquiry #${inquiry.id} no longer holds any personal data.` });
    } catch (failure) {
      if (handleAuthFailure(failure)) return;
      notify({ type: "error", title: t`Error`, description: describeError(failure, i18n) });
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

  return (
    <>
      <PageMeta title={t`Admin Dashboard`} description={t`Review and resolve the inquiries visitors send.`} noIndex />
      <StaffNav me={me} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand-900">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <div className="flex gap-3">
          <button type="button" className={buttonStyles.primary} disabled={loading} onClick={() => void load()}>
            {loading ? <Trans>Loading...</Trans> : <Trans>Fetch Inquiries</Trans>}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => void onLogout()}>
            <Trans>Logout</Trans>
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <section aria-labelledby="unresolved-title" aria-busy={loading} className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="unresolved-title" className="text-xl font-bold text-slate-900">
          <Trans>Unresolved Inquiries</Trans>
        </h2>
        {loading && inquiries.length === 0 ? (
          <p className="mt-4 text-slate-600">
            <Trans>Loading inquiries...</Trans>
          </p>
        ) : inquiries.length === 0 && !error ? (
          <p className="mt-4 text-slate-600">
            <Trans>No unresolved inquiries found</Trans>
          </p>
        ) : inquiries.length === 0 ? null : (
          <ul className="mt-4 space-y-4">
            {inquiries.map((inquiry) => (
              <InquiryCard
                key={inquiry.id}
                inquiry={inquiry}
                resolving={resolving.has(inquiry.id)}
                onResolve={(id) => void onResolve(id)}
                onErase={me?.role === "admin" ? () => setErasing(inquiry) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      <EraseDialog inquiry={erasing} onCancel={() => setErasing(null)} onConfirm={onErase} />
    </>
  );
}
