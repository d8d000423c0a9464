import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { localDayOf } from "../../../../../contract/businessTime";
import type { StudyCode } from "../../../../../contract/studies";
import {
  BOOKING_WARNINGS,
  DEFAULT_DURATION,
  DEFAULT_PLACE,
  localTimeOf,
  type BookingWarning,
  type BookVisitInput,
  type VisitDto,
  type VisitType,
} from "../../../../../contract/visits";
import { describeError } from "../../../../api/errorText";
import { ApiError } from "../../../../api/http";

export type VisitFormValues = Omit<BookVisitInput, "confirm">;

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
 * The visit form's values and its one way out: sent as they are, or, when the server warns (outside office
 * hours, an overlap), sent again with the warnings the coordinator accepted; each field's problem in words.
 */
export function useVisitForm({
  moving,
  studyId,
  meId,
  onSubmit,
}: {
  moving?: VisitDto;
  studyId: StudyCode | null;
  meId: number;
  onSubmit: (values: VisitFormValues, confirm: BookingWarning[]) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<VisitFormValues>(() => ({
    studyId: moving?.studyId ?? studyId,
    type: moving?.type ?? "screening_visit",
    date: moving ? localDayOf(new Date(moving.startAt)) : "",
    time: moving ? localTimeOf(new Date(moving.startAt)) : "09:00",
    durationMinutes: moving?.durationMinutes ?? DEFAULT_DURATION.screening_visit,
    place: moving?.place ?? "clinic",
    placeDetail: moving?.placeDetail ?? "",
    staffId: moving?.staff?.id ?? meId,
    notes: moving?.notes ?? "",
  }));
  const [warnings, setWarnings] = useState<BookingWarning[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof VisitFormValues>(key: K, value: VisitFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setWarnings([]);
  };
  const chooseType = (type: VisitType) =>
    setValues((current) => ({ ...current, type, durationMinutes: DEFAULT_DURATION[type], place: DEFAULT_PLACE[type] }));

  const send = async (confirm: BookingWarning[]) => {
    setBusy(true);
    setError("");
    setFields({});
    try {
      await onSubmit(
        { ...values, placeDetail: values.place === "other" ? values.placeDetail : undefined, notes: values.notes || undefined },
        confirm,
      );
      setWarnings([]);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "needs_confirmation") {
        setWarnings(
          (failure.fields.warnings ?? []).filter((w): w is BookingWarning => (BOOKING_WARNINGS as readonly string[]).includes(w)),
        );
      } else if (failure instanceof ApiError && Object.keys(failure.fields).length > 0) {
        setFields(
          Object.fromEntries(
            Object.entries(failure.fields).map(([key, codes]) => [key, i18n._(fieldText[codes[0] ?? ""] ?? msg`Check this field.`)]),
          ),
        );
      } else {
        setError(describeError(failure, i18n));
      }
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{4}-\d\d-\d\d$/.test(values.date)) return setFields({ date: t`Choose a day.` });
    void send([]);
  };

  return { values, set, chooseType, warnings, fields, error, busy, send, submit };
}
