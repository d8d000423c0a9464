import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link, useLoaderData, useOutletContext, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import type { InquiryDetailDto } from "../../../../contract/inbox";
import { isClosedStatus } from "../../../../contract/inquiryStatus";
import { ApiError } from "../../../api/http";
import { fetchInquiry } from "../../../api/inbox";
import { PageMeta } from "../../../shell/PageMeta";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { buttonStyles, compactButton } from "../../../ui/styles";
import type { QueueContext } from "../inbox/QueueList";
import { sessionEnded, useStaffSession, storedToken } from "../session";
import { NextStepForm } from "./actions/NextStepForm";
import { NoteForm } from "./actions/NoteForm";
import { OutcomeButtons } from "./actions/OutcomeButtons";
import { OwnerForm } from "./actions/OwnerForm";
import { StatusForm } from "./actions/StatusForm";
import { EraseDialog } from "./EraseDialog";
import { InquiryFacts } from "./InquiryFacts";
import { InquiryHeader } from "./InquiryHeader";
import { PrescreenCard } from "./prescreen/PrescreenCard";
import { Composer } from "./messages/Composer";
import { Timeline } from "./Timeline";
import { useInquiry } from "./useInquiry";
import { VisitsCard } from "./visits/VisitsCard";

type Loaded = { inquiry: InquiryDetailDto } | { gone: true };

/** The inquiry, read before its page renders; one that no longer exists (or was erased) says so. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Loaded> {
  const token = storedToken();
  try {
    return { inquiry: await fetchInquiry(token, Number(params.id), request.signal) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 400)) return { gone: true };
    return sessionEnded(error);
  }
}

/** Filters changing in the list beside it do not reload the inquiry; opening another one does. */
export function shouldRevalidate({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentParams.id !== nextParams.id) return true;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

/** /admin/inquiries/:id: one inquiry, its context and timeline, and what staff can do next, in one click. */
export default function InquiryRoute() {
  const loaded = useLoaderData() as Loaded;
  const { t } = useLingui();
  const queue = useOutletContext<QueueContext | undefined>();
  const back = (
    <Link
      to={queue?.listHref ?? "/admin"}
      className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-4 hover:underline lg:hidden"
    >
      <span aria-hidden="true">← </span>
      <Trans>Back to the list</Trans>
    </Link>
  );
  if ("gone" in loaded) {
    return (
      <div className="px-1 py-3">
        <PageMeta title={t`Inquiry`} description={t`An inquiry, its timeline and the next steps.`} noIndex />
        {back}
        <h1 className="mt-2 text-2xl font-bold text-brand-900">
          <Trans>Inquiry</Trans>
        </h1>
        <ErrorAlert message={t`This inquiry does not exist or its personal data was erased.`} />
      </div>
    );
  }
  return <InquiryPage key={loaded.inquiry.id} initial={loaded.inquiry} back={back} queue={queue} />;
}

function InquiryPage({ initial, back, queue }: { initial: InquiryDetailDto; back: React.ReactNode; queue: QueueContext | undefined }) {
  const { t } = useLingui();
  const { token, me, assignees } = useStaffSession();
  const { inquiry, announcement, act, messageSent, visitChanged, erase } = useInquiry(initial, queue);
  const [erasing, setErasing] = useState(false);
  const closed = isClosedStatus(inquiry.status);
  return (
    <article aria-labelledby="inquiry-title" className="px-1 py-3">
      <PageMeta title={t`Inquiry #${inquiry.id}`} description={t`An inquiry, its timeline and the next steps.`} noIndex />
      {back}
      <InquiryHeader inquiry={inquiry} act={act} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {/* The timeline comes right before the actions: after an action, focus is on its new entry, and the
          next Tab is back on the actions (beside it on wide screens, right below it on a phone). */}
      <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <InquiryFacts inquiry={inquiry} />
          {inquiry.prescreen ? <PrescreenCard key={inquiry.id} inquiryId={inquiry.id} prescreen={inquiry.prescreen} token={token} /> : null}
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="text-lg font-bold text-slate-900">
              <Trans>Timeline</Trans>
            </h2>
            <Timeline events={inquiry.events} onOwnerChosen={messageSent} />
          </section>
        </div>
        <section aria-labelledby="actions-title" className="space-y-3">
          <h2 id="actions-title" className="text-lg font-bold text-slate-900">
            <Trans>Next steps</Trans>
          </h2>
          {closed ? null : <OutcomeButtons act={act} />}
          {closed ? null : <Composer inquiry={inquiry} onSent={messageSent} />}
          <VisitsCard inquiry={inquiry} token={token} assignees={assignees} meId={me.id} onChanged={(what) => void visitChanged(what)} />
          {closed ? null : <NextStepForm nextStep={inquiry.nextStep} act={act} />}
          <StatusForm key={inquiry.status} current={inquiry.status} act={act} />
          <OwnerForm key={inquiry.assignee?.id ?? "none"} current={inquiry.assignee} assignees={assignees} meId={me.id} act={act} />
          <NoteForm act={act} />
          {me.role === "admin" ? (
            <button type="button" onClick={() => setErasing(true)} className={`${buttonStyles.ghost} ${compactButton} text-red-800`}>
              <Trans>Erase personal data</Trans>
            </button>
          ) : null}
        </section>
      </div>
      <EraseDialog inquiry={erasing ? { id: inquiry.id, name: inquiry.name } : null} onCancel={() => setErasing(false)} onConfirm={erase} />
    </article>
  );
}
