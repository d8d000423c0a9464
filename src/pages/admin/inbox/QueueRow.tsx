import { prescreenBadgeStyles, prescreenResultLabels } from "../inquiry/prescreen/prescreenLabels";
import { Trans, useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import { Link, useFetcher } from "react-router";
import type { InquirySummaryDto } from "../../../../contract/inbox";
import { isClosedStatus } from "../../../../contract/inquiryStatus";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { formatBusinessMinutes } from "../businessMinutes";
import { channelLabels, interestLabels, languageNames, nextStepLabels, outcomeLabels, statusLabels } from "../labels";
import { clinicDateTime, relativeTime } from "../timeText";

type Props = {
  inquiry: InquirySummaryDto;
  href: string;
  selected: boolean;
  /** Where the row is in the list (after a resolve, focus goes to the row that takes its place). */
  index: number;
};

/**
 * One inquiry in the queue: who, since when they wait, what was last tried and what comes next, in
 * which language, about what, whose it is. The name links to the inquiry; j/k move between rows. "Mark as
 * Resolved" is the queue's action (the queue's fetcher: one change at a time, answered in InboxRoute).
 */
export const QueueRow = forwardRef<HTMLAnchorElement, Props>(function QueueRow({ inquiry, href, selected, index }, ref) {
  const { i18n } = useLingui();
  const queue = useFetcher({ key: "queue" });
  const resolving = queue.state !== "idle" && queue.formData?.get("id") === String(inquiry.id);
  const headingId = `inquiry-${inquiry.id}`;
  const about = inquiry.studyId ?? (inquiry.interest ? i18n._(interestLabels[inquiry.interest]) : null);
  const last = inquiry.lastAttempt;
  const next = inquiry.nextStep;
  const attempts = inquiry.attemptCount;
  return (
    <li
      className={`grid gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-3 last:border-b-0 sm:grid-cols-[1fr_auto] ${
        inquiry.due ? "border-l-4 border-l-red-700 bg-red-50" : ""
      } ${selected ? "outline-2 -outline-offset-2 outline-brand-600" : ""}`}
      data-testid="inquiry-row"
      data-overdue={inquiry.overdue || undefined}
      data-due={inquiry.due || undefined}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link
            ref={ref}
            id={headingId}
            to={href}
            aria-current={selected ? "true" : undefined}
            className="min-w-0 text-base font-semibold [overflow-wrap:anywhere] text-brand-800 underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            <bdi>{inquiry.name}</bdi>
          </Link>
          <span className="text-sm text-slate-600">#{inquiry.id}</span>
          {inquiry.overdue && inquiry.businessMinutesWaiting !== null ? (
            <span className="badge bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">
              <Trans>Overdue: waiting {formatBusinessMinutes(inquiry.businessMinutesWaiting, i18n)}</Trans>
            </span>
          ) : inquiry.due && next ? (
            <span className="badge bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">
              <Trans>Due {relativeTime(next.at, i18n)}</Trans>
            </span>
          ) : null}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-2 gap-y-1 text-sm">
          <span className="badge bg-slate-100 px-2 py-0.5 font-medium text-slate-800">{i18n._(statusLabels[inquiry.status])}</span>
          {inquiry.language ? (
            <span className="badge bg-sky-100 px-2 py-0.5 text-sky-900">{i18n._(languageNames[inquiry.language])}</span>
          ) : null}
          {about ? <span className="badge bg-emerald-100 px-2 py-0.5 text-emerald-900">{about}</span> : null}
          <span className="text-slate-700">
            {inquiry.assignee ? (
              <Trans>
                Owner: <bdi>{inquiry.assignee.displayName}</bdi>
              </Trans>
            ) : (
              <Trans>No owner</Trans>
            )}
          </span>
          {inquiry.unreadSince ? (
            <span className="badge bg-violet-100 px-2 py-0.5 font-semibold text-violet-900" data-testid="unread-badge">
              <Trans>Unread reply</Trans>
            </span>
          ) : null}
          {inquiry.prescreen ? (
            <span
              className={`badge px-2 py-0.5 font-medium ${prescreenBadgeStyles[inquiry.prescreen.result]}`}
              title={inquiry.prescreen.decidedBy?.[i18n.locale === "es" ? "es" : "en"]}
            >
              {i18n._(prescreenResultLabels[inquiry.prescreen.result])}
            </span>
          ) : null}
          {inquiry.possibleDuplicate ? (
            <span className="badge bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
              <Trans>Possible duplicate</Trans>
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {last ? (
            <Trans>
              Last try: {i18n._(channelLabels[last.channel])}, {i18n._(outcomeLabels[last.outcome])} ({clinicDateTime(last.at, i18n)};{" "}
              {attempts} in all)
            </Trans>
          ) : (
            <Trans>Not contacted yet (received {relativeTime(inquiry.createdAt, i18n)})</Trans>
          )}
          {next ? (
            <>
              {" · "}
              <Trans>
                Next: {i18n._(nextStepLabels[next.kind])}, {clinicDateTime(next.at, i18n)}
              </Trans>
            </>
          ) : null}
        </p>
        <p dir="auto" className="mt-1 truncate text-sm text-slate-600 [unicode-bidi:plaintext]">
          {inquiry.excerpt}
        </p>
      </div>
      {!isClosedStatus(inquiry.status) ? (
        <queue.Form method="post" className="flex items-center">
          <input type="hidden" name="id" value={inquiry.id} />
          <input type="hidden" name="index" value={index} />
          {/* The status it goes back to with Undo. */}
          <input type="hidden" name="status" value={inquiry.status} />
          <button
            type="submit"
            name="intent"
            value="resolve"
            disabled={queue.state !== "idle"}
            aria-describedby={headingId}
            aria-busy={resolving || undefined}
            // Quieter than the row's name (the work is opening it): one click closes, and the notification offers Undo.
            className={`${buttonStyles.ghost} ${compactButton} px-2 font-medium underline underline-offset-4`}
          >
            <Trans>Mark as Resolved</Trans>
          </button>
        </queue.Form>
      ) : null}
    </li>
  );
});
