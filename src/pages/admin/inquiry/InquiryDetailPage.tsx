import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { InquiryDetailDto, StaffRef } from "../../../../contract/inbox";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { appendInquiryEvent, fetchInquiry } from "../../../api/inbox";
import { eraseInquiry } from "../../../api/inquiries";
import { fetchAssignees } from "../../../api/staff";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles } from "../../../ui/styles";
import { notify } from "../../../ui/notify";
import { StaffArea } from "../StaffArea";
import { StaffNav } from "../StaffNav";
import { useStaffSession } from "../useStaffSession";
import { AssignForm, ContactAttemptForm, NoteForm, StatusForm, type Submit } from "./ActionForms";
import { EraseDialog } from "./EraseDialog";
import { InquiryFacts } from "./InquiryFacts";
import { Timeline } from "./Timeline";
import { ErrorAlert } from "../../../ui/ErrorAlert";

/** /admin/inquiries/:id: one inquiry, its context and timeline, and what staff can do next. */
export default function InquiryDetailPage() {
  return <StaffArea>{(token) => <InquiryDetail token={token} />}</StaffArea>;
}

function InquiryDetail({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const { me, handleAuthFailure } = useStaffSession(token);
  const [inquiry, setInquiry] = useState<InquiryDetailDto | null>(null);
  const [assignees, setAssignees] = useState<StaffRef[]>([]);
  const [error, setError] = useState("");
  const [erasing, setErasing] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setInquiry(await fetchInquiry(token, id, signal));
        setError("");
      } catch (failure) {
        if (signal?.aborted || handleAuthFailure(failure)) return;
        const gone = failure instanceof ApiError && (failure.status === 404 || failure.status === 410);
        setError(gone ? t`This inquiry does not exist or its personal data was erased.` : describeError(failure, i18n));
      }
    },
    [token, id, handleAuthFailure, t, i18n],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    fetchAssignees(token, controller.signal).then(setAssignees, () => undefined);
    return () => controller.abort();
  }, [load, token]);

  const submit: Submit = async (event) => {
    try {
      await appendInquiryEvent(token, id, event);
      await load();
      notify({ type: "success", title: t`Saved`, description: t`The timeline was updated.` });
      return null;
    } catch (failure) {
      if (handleAuthFailure(failure)) return null;
      return describeError(failure, i18n);
    }
  };

  const erase = async () => {
    try {
      await eraseInquiry(token, id);
      notify({ type: "success", title: t`Personal data erased`, description: t`Inquiry #${id} no longer holds any personal data.` });
      navigate("/admin", { replace: true });
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: describeError(failure, i18n) });
    }
  };

  return (
    <>
      <PageMeta title={inquiry ? t`Inquiry #${id}` : t`Inquiry`} description={t`An inquiry, its timeline and the next steps.`} noIndex />
      <StaffNav me={me} />
      <Link to="/admin" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
        <span aria-hidden="true">← </span>
        <Trans>All inquiries</Trans>
      </Link>
      {error ? (
        <ErrorAlert message={error} />
      ) : !inquiry ? (
        <p role="status" className="mt-6 text-slate-600">
          <Trans>Loading...</Trans>
        </p>
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-bold text-brand-900">
            <bdi>{inquiry.name}</bdi> <span className="text-lg font-medium text-slate-600">#{inquiry.id}</span>
          </h1>
          <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
            <div className="space-y-8">
              <InquiryFacts inquiry={inquiry} />
              <section aria-labelledby="timeline-title">
                <h2 id="timeline-title" className="text-xl font-bold text-slate-900">
                  <Trans>Timeline</Trans>
                </h2>
                <Timeline events={inquiry.events} />
              </section>
            </div>
            <section aria-labelledby="actions-title" className="space-y-4">
              <h2 id="actions-title" className="text-xl font-bold text-slate-900">
                <Trans>Next steps</Trans>
              </h2>
              <ContactAttemptForm submit={submit} />
              <NoteForm submit={submit} />
              <StatusForm key={inquiry.status} current={inquiry.status} submit={submit} />
              <AssignForm key={inquiry.assignee?.id ?? "none"} current={inquiry.assignee} assignees={assignees} meId={me?.id ?? null} submit={submit} />
              {me?.role === "admin" ? (
                <button type="button" onClick={() => setErasing(true)} className={`${buttonStyles.ghost} text-red-800`}>
                  <Trans>Erase personal data</Trans>
                </button>
              ) : null}
            </section>
          </div>
          <EraseDialog inquiry={erasing ? { id: inquiry.id, name: inquiry.name } : null} onCancel={() => setErasing(false)} onConfirm={erase} />
        </>
      )}
    </>
  );
}
