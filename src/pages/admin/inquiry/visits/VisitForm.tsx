import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { localDayOf } from "../../../../../contract/businessTime";
import type { StudyCode } from "../../../../../contract/studies";
import {
  BOOKING_WARNINGS,
  DEFAULT_DURATION,
  DEFAULT_PLACE,
  localTimeOf,
  VISIT_PLACE_DETAIL_LIMIT,
  VISIT_PLACES,
  VISIT_TYPES,
  type BookingWarning,
  type VisitDto,
  type VisitPlace,
  type VisitType,
} from "../../../../../contract/visits";
import { describeError } from "../../../../api/errorText";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { visitPlaceLabels, visitTypeLabels } from "../../labels";
import { FormField } from "../../../../ui/form/FormField";
import { FormActions } from "../../form/FormActions";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { useStaffSession } from "../../session";
import type { InquiryAnswer } from "../inquiryAnswer";
import type { VisitFormValues } from "../inquiryAction";
import { inquiryFetcherKey } from "../inquiryReads";

const warningText: Record<BookingWarning, MessageDescriptor> = {
  outside_office_hours: msg`This time is outside office hours.`,
  overlap: msg`This staff member already has a visit at that time.`,
  repeated_hour: msg`The clocks go back that night, so this time happens twice. The visit is booked at the first one (daylight time).`,
};

const fieldText: Record<string, MessageDescriptor> = {
  not_a_time: msg`That time does not exist that day (the clocks change). Choose another.`,
  in_past: msg`Choose a day and time that have not passed.`,
  invalid_time: msg`Write the time as hours and minutes.`,
  invalid_date: msg`Choose a day.`,
  too_short: msg`A visit lasts at least 5 minutes.`,
  too_long: msg`A visit lasts at most 8 hours.`,
  unknown_staff: msg`Choose an active staff member.`,
  place_too_long: msg`Keep the place short: it goes into texts.`,
  place_health_terms: msg`Write only where, with no health word (not "cardiology" or "hospital room"): texts can be read by anyone holding the phone.`,
};

/**
 * Booking a visit, or moving one (`moving`): the clinic's local day and time (Pacific), how long, where,
 * with whom. A time outside office hours or one that overlaps another visit of the same staff member is
 * shown to the coordinator, who books it anyway (the same values, with the warnings accepted) or picks
 * another time. Sent to the inquiry's action; its answer says what to fix.
 */
export function VisitForm({
  inquiryId,
  moving,
  studyId,
  onCancel,
}: {
  inquiryId: number;
  moving?: VisitDto;
  studyId: StudyCode | null;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const { me, assignees, studyCodes } = useStaffSession();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiryId) });
  const [values, setValues] = useState<VisitFormValues>(() => ({
    studyId: moving?.studyId ?? studyId,
    type: moving?.type ?? "screening_visit",
    date: moving ? localDayOf(new Date(moving.startAt)) : "",
    time: moving ? localTimeOf(new Date(moving.startAt)) : "09:00",
    durationMinutes: moving?.durationMinutes ?? DEFAULT_DURATION.screening_visit,
    place: moving?.place ?? "clinic",
    placeDetail: moving?.placeDetail ?? "",
    staffId: moving?.staff?.id ?? me.id,
    notes: moving?.notes ?? "",
  }));
  // An answer from before this form opened, or from before a value changed since, says nothing about it.
  const [ignored, setIgnored] = useState(() => fetcher.data);
  const set = <K extends keyof VisitFormValues>(key: K, value: VisitFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setIgnored(fetcher.data);
  };
  const chooseType = (type: VisitType) =>
    setValues((current) => ({ ...current, type, durationMinutes: DEFAULT_DURATION[type], place: DEFAULT_PLACE[type] }));

  const answer = fetcher.data;
  const mine = answer !== ignored && answer?.visitForm === (moving ? moving.id : "book") ? answer : undefined;
  const warnings = (mine?.warnings ?? []).filter((w) => (BOOKING_WARNINGS as readonly string[]).includes(w));
  const fields = Object.fromEntries(
    Object.entries(mine?.fields ?? {}).map(([key, codes]) => [key, i18n._(fieldText[codes[0] ?? ""] ?? msg`Check this field.`)]),
  );
  const error = mine?.failure === undefined ? "" : describeError(mine.failure, i18n);
  const busy = fetcher.state !== "idle";
  const send = (confirm: BookingWarning[]) => {
    const { placeDetail, notes, ...when } = values;
    const sent = { ...when, ...(values.place === "other" && placeDetail ? { placeDetail } : {}), ...(notes ? { notes } : {}) };
    void fetcher.submit(
      { intent: moving ? "move-visit" : "book-visit", visitId: moving?.id ?? null, values: sent, confirm },
      { method: "post", encType: "application/json" },
    );
  };
  // Opened: its first field takes focus, so the keyboard is in the form that was asked for.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>("select, input")?.focus();
  }, []);
  const typeOptions = VISIT_TYPES.map((type) => [type, i18n._(visitTypeLabels[type])] as const);
  const placeOptions = VISIT_PLACES.map((place) => [place, i18n._(visitPlaceLabels[place])] as const);
  const staffOptions = assignees.map((staff) => [String(staff.id), staff.displayName] as const);

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        send([]);
      }}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={moving ? t`Move the visit` : t`Book a visit`}
    >
      {moving ? null : (
        <>
          <OptionSelect
            label={<Trans>Type</Trans>}
            value={values.type}
            onChange={(type) => chooseType(type as VisitType)}
            options={typeOptions}
          />
          <OptionSelect
            label={<Trans>Study</Trans>}
            value={values.studyId ?? ""}
            onChange={(studyId) => set("studyId", (studyId || null) as StudyCode | null)}
            options={studyCodes.map((study) => [study, study] as const)}
            empty={t`No study yet`}
          />
        </>
      )}
      <FormField label={<Trans>Day</Trans>} error={fields.date}>
        {(control) => (
          <input
            {...control}
            type="date"
            required
            value={values.date}
            onChange={(e) => set("date", e.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label={<Trans>Time (Pacific)</Trans>} error={fields.time}>
        {(control) => (
          <input
            {...control}
            type="time"
            required
            value={values.time}
            onChange={(e) => set("time", e.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField label={<Trans>Minutes</Trans>} error={fields.durationMinutes}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={5}
            max={480}
            step={5}
            value={values.durationMinutes}
            onChange={(e) => set("durationMinutes", Number(e.target.value))}
            className={inputStyles}
          />
        )}
      </FormField>
      <OptionSelect
        label={<Trans>With</Trans>}
        value={String(values.staffId)}
        onChange={(staffId) => set("staffId", Number(staffId))}
        options={staffOptions}
        error={fields.staffId}
      />
      <OptionSelect
        label={<Trans>Place</Trans>}
        value={values.place}
        onChange={(place) => set("place", place as VisitPlace)}
        options={placeOptions}
      />
      {values.place === "other" ? (
        <FormField
          label={<Trans>Where (the person sees this)</Trans>}
          hint={
            <Trans>
              Up to {VISIT_PLACE_DETAIL_LIMIT} characters, with no health word: it goes into texts, which anyone holding the phone can read.
            </Trans>
          }
          error={fields.placeDetail}
        >
          {(control) => (
            <input
              {...control}
              value={values.placeDetail ?? ""}
              maxLength={VISIT_PLACE_DETAIL_LIMIT}
              onChange={(e) => set("placeDetail", e.target.value)}
              className={inputStyles}
            />
          )}
        </FormField>
      ) : null}
      <FormField label={<Trans>Notes for the team (optional)</Trans>} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={1000}
            value={values.notes ?? ""}
            onChange={(e) => set("notes", e.target.value)}
            className={inputStyles}
          />
        )}
      </FormField>
      {warnings.length > 0 ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 sm:col-span-2">
          <ul className="list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{i18n._(warningText[warning])}</li>
            ))}
          </ul>
          <button
            type="button"
            disabled={busy}
            onClick={() => void send(warnings)}
            className={`${buttonStyles.primary} ${compactButton} mt-2`}
          >
            {moving ? <Trans>Move it anyway</Trans> : <Trans>Book it anyway</Trans>}
          </button>
        </div>
      ) : null}
      <FormActions
        submit={moving ? <Trans>Move the visit</Trans> : <Trans>Book the visit</Trans>}
        error={error}
        busy={busy}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </form>
  );
}
