import { Trans, useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StaffRef } from "../../../../../contract/inbox";
import type { StudyCode } from "../../../../../contract/studies";
import {
  VISIT_PLACE_DETAIL_LIMIT,
  VISIT_PLACES,
  VISIT_TYPES,
  type BookingWarning,
  type VisitDto,
  type VisitPlace,
  type VisitType,
} from "../../../../../contract/visits";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { visitPlaceLabels, visitTypeLabels } from "../../labels";
import { FormField } from "../../../../ui/form/FormField";
import { FormActions } from "../../form/FormActions";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { useVisitForm, type VisitFormValues } from "./useVisitForm";

const warningText: Record<BookingWarning, MessageDescriptor> = {
  outside_office_hours: msg`This time is outside office hours.`,
  overlap: msg`This staff member already has a visit at that time.`,
  repeated_hour: msg`The clocks go back that night, so this time happens twice. The visit is booked at the first one (daylight time).`,
};

/**
 * Booking a visit, or moving one (`moving`): the clinic's local day and time (Pacific), how long, where,
 * with whom. A time outside office hours or one that overlaps another visit of the same staff member is
 * shown to the coordinator, who books it anyway or picks another time.
 */
export function VisitForm({
  moving,
  studyId,
  assignees,
  studyCodes,
  meId,
  onSubmit,
  onCancel,
}: {
  moving?: VisitDto;
  studyId: StudyCode | null;
  assignees: StaffRef[];
  studyCodes: StudyCode[];
  meId: number;
  onSubmit: (values: VisitFormValues, confirm: BookingWarning[]) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const { values, set, chooseType, warnings, fields, error, busy, send, submit } = useVisitForm({ moving, studyId, meId, onSubmit });
  const typeOptions = VISIT_TYPES.map((type) => [type, i18n._(visitTypeLabels[type])] as const);
  const placeOptions = VISIT_PLACES.map((place) => [place, i18n._(visitPlaceLabels[place])] as const);
  const staffOptions = assignees.map((staff) => [String(staff.id), staff.displayName] as const);

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label={moving ? t`Move the visit` : t`Book a visit`}>
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
