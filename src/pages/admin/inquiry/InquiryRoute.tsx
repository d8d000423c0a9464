import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import {
  Link,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { isClosedStatus } from "../../../../contract/inquiryStatus";
import { describeError } from "../../../api/errorText";
import { ApiError } from "../../../api/http";
import { fetchInquiry } from "../../../api/inbox";
import { PageMeta } from "../../../shell/PageMeta";
import { ErrorAlert } from "../../../ui/ErrorAlert";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { statusLabels } from "../labels";
import { useStaffSession } from "../session";
import { changedByAction, useAnswered } from "../staffActions";
import { NextStepForm } from "./actions/NextStepForm";
import { NoteForm } from "./actions/NoteForm";
import { OutcomeButtons } from "./actions/OutcomeButtons";
import { OwnerForm } from "./actions/OwnerForm";
import { StatusForm } from "./actions/StatusForm";
import { EraseDialog } from "./EraseDialog";
import { describeEvent } from "./eventText";
import { InquiryFacts } from "./InquiryFacts";
import { InquiryHeader } from "./InquiryHeader";
import type { InquiryAnswer } from "./inquiryAnswer";
import { inquiryFetcherKey, newestInquiry, nextRead, type LoadedInquiry } from "./inquiryReads";
import { Composer } from "./messages/Composer";
import { SkipToActions } from "./SkipToActions";
import { PrescreenCard } from "./prescreen/PrescreenCard";
import { Timeline } from "./Timeline";
import { visitAnnouncement } from "./visits/visitText";
import { VisitsCard } from "./visits/VisitsCard";

export { action } from "./inquiryAction";

export type Loaded = LoadedInquiry | { gone: true };

/** The inquiry, read before its page renders; one that no longer exists (or was erased) says so. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Loaded> {
  const readAt = nextRead();
  try {
    return { inquiry: await fetchInquiry(Number(params.id), request.signal), readAt };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 400)) return { gone: true };
    throw error;
  }
}

/**
 * Read again when another inquiry is opened, or when a change touched this one without answering it as it now
 * is (a visit, a resolve from the list); an answer that carries the inquiry is shown as it is. Filters changing
 * in the list beside it do not read it again.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  const afterChange = changedByAction(args, `inquiry:${Number(args.currentParams.id)}`);
  if (afterChange !== null) return afterChange;
  if (args.currentParams.id !== args.nextParams.id) return true;
  return args.currentUrl.href === args.nextUrl.href ? args.defaultShouldRevalidate : false;
}

/** /admin/inquiries/:id: one inquiry, its context and timeline, and what staff can do next, in one click. */
export function Component() {
  const loaded = useLoaderData() as Loaded;
  const { t } = useLingui();
  const { search } = useLocation();
  const back = (
    <Link
      to={`/admin${search}`}
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
  return <InquiryPage key={loaded.inquiry.id} loaded={loaded} back={back} />;
}

function InquiryPage({ loaded, back }: { loaded: LoadedInquiry; back: React.ReactNode }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { me } = useStaffSession();
  // Every change on this page goes through this one fetcher (one at a time); its answer is the newest word.
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(loaded.inquiry.id) });
  const answer = fetcher.data;
  // The inquiry as the last change answered it, unless the loader has read it since.
  const inquiry = newestInquiry(loaded, answer);
  // What the status region says: what was saved (the new timeline entry), or what a visit's change did.
  const added = answer?.inquiry?.events.find((item) => item.id === answer.eventId);
  const said =
    !answer || answer.failure || answer.problem
      ? ""
      : answer.visit
        ? visitAnnouncement(answer.visit, i18n)
        : added
          ? t`Saved: ${describeEvent(added, i18n)}`
          : answer.inquiry
            ? t`Saved.`
            : "";
  const [erasing, setErasing] = useState(false);
  const closed = isClosedStatus(inquiry.status);

  // Opened (from the list, a link, a reload): its heading takes focus, so the next Tab is on the inquiry, not
  // on the list before it. The page is keyed by the inquiry, so this runs once per inquiry opened.
  useEffect(() => {
    document.getElementById("inquiry-title")?.focus({ preventScroll: true });
  }, []);

  // Opening an inquiry with unread replies reads them (the queue's row and count follow).
  const read = useFetcher();
  const unread = loaded.inquiry.unreadSince !== null;
  useEffect(() => {
    if (unread && read.state === "idle" && read.data === undefined) void read.submit({ intent: "read" }, { method: "post" });
  }, [unread, read]);

  // After a change: focus on the timeline entry it added (the page does not scroll to the top), a notification
  // where there is something to undo or to know, and back to the list once the person's data is erased.
  useAnswered(fetcher, (done) => {
    if (done.failure || done.problem) {
      if (done.intent === "erase") notify({ type: "error", title: t`Error`, description: describeError(done.failure, i18n) });
      return;
    }
    if (done.erased) {
      notify({
        type: "success",
        title: t`Personal data erased`,
        description: t`Inquiry #${inquiry.id} no longer holds any personal data.`,
      });
      return void navigate(`/admin${search}`, { replace: true });
    }
    const entry = done.eventId === undefined ? null : document.getElementById(`event-${done.eventId}`);
    entry?.focus({ preventScroll: true });
    entry?.scrollIntoView({ block: "nearest" });
    if (done.reopenAs && done.inquiry) {
      const status = i18n._(statusLabels[done.inquiry.status]);
      const reopenAs = done.reopenAs;
      notify({
        type: "success",
        title: t`Inquiry closed`,
        description: t`#${inquiry.id} is now "${status}".`,
        action: {
          label: t`Undo`,
          onClick: () => void fetcher.submit({ intent: "status", status: reopenAs, from: done.inquiry?.status ?? "" }, { method: "post" }),
        },
      });
    }
    if (done.intent === "reply-owner") notify({ type: "success", title: t`Saved`, description: t`This reply is now this inquiry's.` });
    if (done.visit) notify({ type: "success", title: t`Saved`, description: visitAnnouncement(done.visit, i18n) });
  });

  return (
    <article aria-labelledby="inquiry-title" className="px-1 py-3">
      <PageMeta title={t`Inquiry #${inquiry.id}`} description={t`An inquiry, its timeline and the next steps.`} noIndex />
      {back}
      <InquiryHeader inquiry={inquiry} />
      <SkipToActions />
      <p role="status" className="sr-only">
        {said}
      </p>
      {/* The timeline comes right before the actions: after an action, focus is on its new entry, and the
          next Tab is back on the actions (beside it on wide screens, right below it on a phone). */}
      <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <InquiryFacts inquiry={inquiry} />
          {inquiry.prescreen ? <PrescreenCard prescreen={inquiry.prescreen} /> : null}
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="text-lg font-bold text-slate-900">
              <Trans>Timeline</Trans>
            </h2>
            <Timeline events={inquiry.events} />
          </section>
        </div>
        <section aria-labelledby="actions-title" className="space-y-3">
          <h2 id="actions-title" tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
            <Trans>Next steps</Trans>
          </h2>
          {closed ? null : <OutcomeButtons inquiryId={inquiry.id} />}
          {closed ? null : <Composer inquiry={inquiry} />}
          <VisitsCard inquiry={inquiry} />
          {closed ? null : <NextStepForm inquiryId={inquiry.id} nextStep={inquiry.nextStep} />}
          <StatusForm key={inquiry.status} inquiryId={inquiry.id} current={inquiry.status} />
          <OwnerForm key={inquiry.assignee?.id ?? "none"} inquiryId={inquiry.id} current={inquiry.assignee} />
          <NoteForm inquiryId={inquiry.id} />
          {me.role === "admin" ? (
            <button type="button" onClick={() => setErasing(true)} className={`${buttonStyles.ghost} ${compactButton} text-red-800`}>
              <Trans>Erase personal data</Trans>
            </button>
          ) : null}
        </section>
      </div>
      <EraseDialog inquiry={inquiry} open={erasing} onCancel={() => setErasing(false)} />
    </article>
  );
}
