import { Trans } from "@lingui/react/macro";
import type { InquiryDetailDto, StaffRef } from "../../../../../contract/inbox";
import { isClosedStatus } from "../../../../../contract/inquiryStatus";
import { isUpcoming, type VisitDto } from "../../../../../contract/visits";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { useStaffSession } from "../../session";
import { ActionCard } from "../actions/ActionCard";
import { useVisits } from "./useVisits";
import { VisitForm } from "./VisitForm";
import { VisitItem } from "./VisitItem";

type Props = { inquiry: InquiryDetailDto; token: string; assignees: StaffRef[]; meId: number; onChanged: (announcement: string) => void };

/**
 * The inquiry's screening visits (docs/visits.md): each with its state and marks, the buttons its state allows,
 * and the form that books one (or moves one). Every change reloads the inquiry (its status, next step and
 * timeline change with it).
 */
export function VisitsCard({ inquiry, token, assignees, meId, onChanged }: Props) {
  const { studyCodes } = useStaffSession();
  const { visits, loadError, error, form, setForm, busy, submitForm, change } = useVisits(inquiry, token, onChanged);

  const closed = isClosedStatus(inquiry.status);
  // Booking a visit, or moving `moving`.
  const visitForm = (moving?: VisitDto) => (
    <VisitForm
      moving={moving}
      studyId={moving ? moving.studyId : inquiry.studyId}
      assignees={assignees}
      studyCodes={studyCodes}
      meId={meId}
      onSubmit={submitForm}
      onCancel={() => setForm("none")}
    />
  );
  const shown = (visits ?? []).filter((visit) => visit.state !== "rescheduled").reverse();
  const missed =
    shown.some((visit) => visit.state === "no_show" || visit.state === "cancelled") && !shown.some((visit) => isUpcoming(visit.state));
  return (
    <ActionCard title={<Trans>Screening visits</Trans>} error={error || loadError}>
      {() => (
        <>
          {visits === null && !loadError ? (
            <p className="text-sm text-slate-700" role="status">
              <Trans>Loading visits…</Trans>
            </p>
          ) : null}
          {visits && shown.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>No visit booked yet.</Trans>
            </p>
          ) : null}
          <ul className="space-y-3" data-testid="visits">
            {shown.map((visit) => (
              <VisitItem
                key={visit.id}
                visit={visit}
                busy={busy}
                closed={closed}
                inquiryStatus={inquiry.status}
                onChange={(next) => void change(visit, next)}
                onMove={() => setForm(visit.id)}
              >
                {form === visit.id ? <div className="mt-3">{visitForm(visit)}</div> : null}
              </VisitItem>
            ))}
          </ul>
          {closed ? null : form === "book" ? (
            visitForm()
          ) : (
            <button type="button" onClick={() => setForm("book")} className={`${buttonStyles.secondary} ${compactButton}`}>
              {missed ? <Trans>Book again</Trans> : <Trans>Book a visit</Trans>}
            </button>
          )}
        </>
      )}
    </ActionCard>
  );
}
