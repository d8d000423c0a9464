import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import {
  Link,
  useLoaderData,
  useNavigate,
  useOutletContext,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { InquiryDetailDto, InquirySummaryDto } from "../../../../contract/inbox";
import { isClosedStatus } from "../../../../contract/inquiryStatus";
import type { EventInput } from "../../../../contract/inquiryEvents";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { appendInquiryEvent, fetchInquiry } from "../../../api/inbox";
import { eraseInquiry } from "../../../api/inquiries";
import { markRepliesRead } from "../../../api/messages";
import { PageMeta } from "../../../shell/PageMeta";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import type { QueueContext } from "../inbox/QueueList";
import { reasonLabels, statusLabels } from "../labels";
import { sessionEnded, useAuthFailure, useStaffSession, storedToken } from "../session";
import { NextStepForm } from "./actions/NextStepForm";
import { NoteForm } from "./actions/NoteForm";
import { OutcomeButtons } from "./actions/OutcomeButtons";
import { OwnerForm } from "./actions/OwnerForm";
import { StatusForm } from "./actions/StatusForm";
import { EraseDialog } from "./EraseDialog";
import { describeEvent } from "./eventText";
import { InquiryFacts } from "./InquiryFacts";
import { PrescreenCard } from "./prescreen/PrescreenCard";
import { Composer } from "./messages/Composer";
import { Timeline } from "./Timeline";
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

/** The parts of the detail the queue's row shows. */
const SUMMARY_FIELDS = [
  "id",
  "status",
  "assignee",
  "attemptCount",
  "lastAttempt",
  "nextStep",
  "due",
  "waitingSince",
  "unreadSince",
  "overdue",
  "businessMinutesWaiting",
  "firstResponseBusinessMinutes",
] as const satisfies readonly (keyof InquirySummaryDto & keyof InquiryDetailDto)[];

function summaryOf(inquiry: InquiryDetailDto): Partial<InquirySummaryDto> & { id: number } {
  return Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, inquiry[field]])) as Pick<
    InquiryDetailDto,
    (typeof SUMMARY_FIELDS)[number]
  >;
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
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { token, me, assignees } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const [inquiry, setInquiry] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const [erasing, setErasing] = useState(false);
  const focusEvent = useRef<number | null>(null);

  // After an action, focus goes to the entry it added; the page does not scroll to the top.
  useEffect(() => {
    if (focusEvent.current === null) return;
    const entry = document.getElementById(`event-${focusEvent.current}`);
    focusEvent.current = null;
    entry?.focus({ preventScroll: true });
    entry?.scrollIntoView({ block: "nearest" });
  }, [inquiry]);

  const act = async (event: EventInput): Promise<string | null> => {
    const before = inquiry;
    try {
      const { inquiry: updated, eventIds } = await appendInquiryEvent(token, inquiry.id, event);
      const added = updated.events.find((entry) => entry.id === eventIds[0]);
      focusEvent.current = added?.id ?? null;
      setInquiry(updated);
      queue?.updateRow(summaryOf(updated));
      setAnnouncement(added ? t`Saved: ${describeEvent(added, i18n)}` : t`Saved.`);
      if (event.type === "status" && isClosedStatus(event.status) && !isClosedStatus(before.status)) {
        const status = i18n._(statusLabels[event.status]);
        notify({
          type: "success",
          title: t`Inquiry closed`,
          description: t`#${inquiry.id} is now "${status}".`,
          action: { label: t`Undo`, onClick: () => void act({ type: "status", status: before.status }) },
        });
      }
      return null;
    } catch (failure) {
      if (handleAuthFailure(failure)) return null;
      return describeError(failure, i18n);
    }
  };

  // Opening an inquiry with unread replies reads them: it leaves "Unread replies".
  const unread = inquiry.unreadSince !== null;
  useEffect(() => {
    if (!unread) return;
    markRepliesRead(token, inquiry.id).then(
      () => {
        setInquiry((current) => ({ ...current, unreadSince: null }));
        queue?.updateRow({ id: inquiry.id, unreadSince: null });
      },
      (failure: unknown) => void handleAuthFailure(failure),
    );
  }, [unread, token, inquiry.id, queue, handleAuthFailure]);

  const messageSent = (updated: InquiryDetailDto, messageId: number) => {
    const added = updated.events.find((entry) => entry.message?.id === messageId);
    focusEvent.current = added?.id ?? null;
    setInquiry(updated);
    queue?.updateRow(summaryOf(updated));
    setAnnouncement(added ? t`Saved: ${describeEvent(added, i18n)}` : t`Saved.`);
  };

  // A visit changed: the inquiry's status, next step and timeline changed with it.
  const visitChanged = async (what: string) => {
    try {
      const updated = await fetchInquiry(token, inquiry.id);
      setInquiry(updated);
      queue?.updateRow(summaryOf(updated));
    } catch (failure) {
      if (handleAuthFailure(failure)) return;
    }
    setAnnouncement(what);
    notify({ type: "success", title: t`Saved`, description: what });
  };

  const erase = async () => {
    try {
      await eraseInquiry(token, inquiry.id);
      notify({
        type: "success",
        title: t`Personal data erased`,
        description: t`Inquiry #${inquiry.id} no longer holds any personal data.`,
      });
      queue?.removeRow(inquiry.id);
      navigate(queue?.listHref ?? "/admin", { replace: true });
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: describeError(failure, i18n) });
    }
  };

  const closed = isClosedStatus(inquiry.status);
  const offerUnreachable = inquiry.nextStep?.kind === "offer_unreachable" && inquiry.due;
  return (
    <article aria-labelledby="inquiry-title" className="px-1 py-3">
      <PageMeta title={t`Inquiry #${inquiry.id}`} description={t`An inquiry, its timeline and the next steps.`} noIndex />
      {back}
      <h1 id="inquiry-title" className="mt-1 text-2xl font-bold text-brand-900">
        <bdi>{inquiry.name}</bdi> <span className="text-base font-medium text-slate-600">#{inquiry.id}</span>
      </h1>
      {inquiry.origin === "text_reply" ? (
        <p className="mt-1 text-sm font-medium text-violet-900">
          <Trans>Came as a text message to the clinic's number (no form was filled in).</Trans>
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        {i18n._(statusLabels[inquiry.status])}
        {inquiry.closedReason ? ` · ${i18n._(reasonLabels[inquiry.closedReason])}` : ""}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {offerUnreachable ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
          <p className="text-amber-950">
            <Trans>{inquiry.attemptCount} tries without an answer. Close it as unreachable?</Trans>
          </p>
          <button
            type="button"
            className={`${buttonStyles.primary} ${compactButton}`}
            onClick={() =>
              void act({
                type: "status",
                status: "unreachable",
                reasonCode: inquiry.lastAttempt?.outcome === "wrong_number" ? "wrong_number" : "no_answer",
              })
            }
          >
            <Trans>Close as unreachable</Trans>
          </button>
        </div>
      ) : null}
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
            <Timeline events={inquiry.events} />
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
