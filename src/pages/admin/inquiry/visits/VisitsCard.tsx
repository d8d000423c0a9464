import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { InquiryDetailDto, StaffRef } from "../../../../../contract/inbox";
import { isClosedStatus } from "../../../../../contract/inquiryStatus";
import { isUpcoming, type BookingWarning, type VisitChange, type VisitDto, type VisitResultDto } from "../../../../../contract/visits";
import { describeError } from "../../../../api/errorText";
import { bookVisit, changeVisit, fetchVisits, rescheduleVisit } from "../../../../api/visits";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { channelLabels, visitSkipLabels, visitStateLabels } from "../../labels";
import { useAuthFailure } from "../../session";
import { clinicDateTime } from "../../timeText";
import { ActionCard } from "../actions/ActionCard";
import { VisitForm } from "./VisitForm";
import type { VisitFormValues } from "./useVisitForm";
import { VisitItem } from "./VisitItem";
import { useStaffSession } from "../../session";

type Props = { inquiry: InquiryDetailDto; token: string; assignees: StaffRef[]; meId: number; onChanged: (announcement: string) => void };

/**
 * The inquiry's screening visits (docs/visits.md): each with its state and marks, the buttons its state allows,
 * and the form that books one (or moves one). Every change reloads the inquiry (its status, next step and
 * timeline change with it).
 */
export function VisitsCard({ inquiry, token, assignees, meId, onChanged }: Props) {
  const { studyCodes } = useStaffSession();
  const { t, i18n } = useLingui();
  const handleAuthFailure = useAuthFailure();
  const [visits, setVisits] = useState<VisitDto[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [error, setError] = useState("");
  const [form, setForm] = useState<"none" | "book" | number>("none");
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchVisits(token, inquiry.id, signal).then(
        ({ visits }) => {
          setVisits(visits);
          setLoadError("");
        },
        (failure: unknown) => {
          if (signal?.aborted || handleAuthFailure(failure)) return;
          setLoadError(describeError(failure, i18n));
        },
      ),
    [token, inquiry.id, handleAuthFailure, i18n],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const sentLine = (result: VisitResultDto) => {
    const sent = result.messages.sent.map((channel) => i18n._(channelLabels[channel])).join(", ");
    const notSent = result.messages.notSent
      .map((item) => `${i18n._(channelLabels[item.channel])} (${i18n._(visitSkipLabels[item.reason] ?? visitSkipLabels.closed!)})`)
      .join(", ");
    if (sent && notSent) return t`Sent to the person by ${sent}; not by ${notSent}.`;
    if (sent) return t`Sent to the person by ${sent}.`;
    if (notSent) return t`Nothing sent to the person: ${notSent}.`;
    return "";
  };
  const done = async (result: VisitResultDto, what: string) => {
    setForm("none");
    await load();
    onChanged([what, sentLine(result)].filter(Boolean).join(" "));
  };

  const submitForm = async (values: VisitFormValues, confirm: BookingWarning[]) => {
    if (form === "book") {
      const result = await bookVisit(token, inquiry.id, { ...values, confirm });
      await done(result, t`Visit booked for ${clinicDateTime(result.visit.startAt, i18n)}.`);
    } else if (typeof form === "number") {
      const { studyId: _study, type: _type, ...when } = values;
      const result = await rescheduleVisit(token, form, { ...when, confirm });
      await done(result, t`Visit moved to ${clinicDateTime(result.visit.startAt, i18n)}.`);
    }
  };
  const change = async (visit: VisitDto, next: VisitChange) => {
    setBusy(true);
    setError("");
    try {
      const result = await changeVisit(token, visit.id, next);
      const state = i18n._(visitStateLabels[result.visit.state]);
      await done(result, t`Visit of ${clinicDateTime(visit.startAt, i18n)}: ${state}.`);
    } catch (failure) {
      if (!handleAuthFailure(failure)) setError(describeError(failure, i18n));
    } finally {
      setBusy(false);
    }
  };

  const closed = isClosedStatus(inquiry.status);
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
                {form === visit.id ? (
                  <div className="mt-3">
                    <VisitForm
                      moving={visit}
                      studyId={visit.studyId}
                      assignees={assignees}
                      studyCodes={studyCodes}
                      meId={meId}
                      onSubmit={submitForm}
                      onCancel={() => setForm("none")}
                    />
                  </div>
                ) : null}
              </VisitItem>
            ))}
          </ul>
          {closed ? null : form === "book" ? (
            <VisitForm
              studyId={inquiry.studyId}
              assignees={assignees}
              studyCodes={studyCodes}
              meId={meId}
              onSubmit={submitForm}
              onCancel={() => setForm("none")}
            />
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
