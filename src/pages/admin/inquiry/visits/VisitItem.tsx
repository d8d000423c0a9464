import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { InquiryStatus } from "../../../../../contract/inquiryStatus";
import { isUpcoming, type VisitChange, type VisitDto } from "../../../../../contract/visits";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { notSentText, visitPlaceLabels, visitStateLabels, visitTypeLabels } from "../../labels";
import { clinicDateTime } from "../../timeText";

/**
 * One screening visit on the inquiry: what, when, where and with whom, its reminders, and the changes its
 * state allows (came or not once its time has come, confirmed, moved, cancelled by either side).
 */
export function VisitItem({
  visit,
  busy,
  closed,
  inquiryStatus,
  onChange,
  onMove,
  children,
}: {
  visit: VisitDto;
  busy: boolean;
  /** The inquiry is closed: its visits are history, nothing to change. */
  closed: boolean;
  inquiryStatus: InquiryStatus;
  onChange: (next: VisitChange) => void;
  onMove: () => void;
  /** The form that moves this visit, while it is open. */
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const due = new Date(visit.startAt).getTime() <= Date.now();
  const upcoming = isUpcoming(visit.state);
  return (
    <li id={`visit-${visit.id}`} tabIndex={-1} className="rounded-lg border border-slate-200 p-3 focus:outline-2 focus:outline-brand-500">
      <p className="font-semibold text-slate-900">
        {i18n._(visitTypeLabels[visit.type])} · {clinicDateTime(visit.startAt, i18n)}
      </p>
      <p className="text-sm text-slate-700">
        <span className="font-medium">{i18n._(visitStateLabels[visit.state])}</span>
        {visit.cancelledBy === "person" ? (
          <Trans> by the person</Trans>
        ) : visit.cancelledBy === "clinic" ? (
          <Trans> by the clinic</Trans>
        ) : null}
        {" · "}
        {visit.durationMinutes} min · {i18n._(visitPlaceLabels[visit.place])}
        {visit.placeDetail ? ` (${visit.placeDetail})` : ""}
        {visit.staff ? ` · ${visit.staff.displayName}` : ""}
        {visit.studyId ? ` · ${visit.studyId}` : ""}
      </p>
      <p className="text-sm text-slate-700">
        {visit.remindedAt ? <Trans>Reminded {clinicDateTime(visit.remindedAt, i18n)}.</Trans> : null}{" "}
        {visit.confirmedAt ? <Trans>Confirmed {clinicDateTime(visit.confirmedAt, i18n)}.</Trans> : null}
      </p>
      {visit.skippedReminders.length > 0 && upcoming ? (
        <p className="text-sm text-amber-900">
          <Trans>Reminders not sent:</Trans> {visit.skippedReminders.map((item) => `${item.kind} ${notSentText(item, i18n)}`).join(", ")}
        </p>
      ) : null}
      {visit.notes ? <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{visit.notes}</p> : null}
      {upcoming && !closed ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {due ? (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => onChange({ state: "attended" })}
                className={`${buttonStyles.primary} ${compactButton}`}
              >
                <Trans>Came</Trans>
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => onChange({ state: "no_show" })}
                className={`${buttonStyles.secondary} ${compactButton}`}
              >
                <Trans>Did not come</Trans>
              </button>
            </>
          ) : null}
          {visit.state === "booked" ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onChange({ state: "confirmed" })}
              className={`${buttonStyles.secondary} ${compactButton}`}
            >
              <Trans>Mark confirmed</Trans>
            </button>
          ) : null}
          <button type="button" data-move disabled={busy} onClick={onMove} className={`${buttonStyles.ghost} ${compactButton}`}>
            <Trans>Move</Trans>
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onChange({ state: "cancelled", by: "person" })}
            className={`${buttonStyles.ghost} ${compactButton}`}
          >
            <Trans>Cancelled by the person</Trans>
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => onChange({ state: "cancelled", by: "clinic" })}
            className={`${buttonStyles.ghost} ${compactButton}`}
          >
            <Trans>Cancel (clinic)</Trans>
          </button>
        </div>
      ) : null}
      {visit.state === "attended" && inquiryStatus === "scheduled" ? (
        <p className="mt-2 text-sm font-medium text-brand-900">
          <Trans>Next: record the screening outcome with the status (for example “Enrolled” or “Not eligible”).</Trans>
        </p>
      ) : null}
      {children}
    </li>
  );
}
