import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useState } from "react";
import type { InquiryDetailDto } from "../../../../../contract/inbox";
import type { BookingWarning, VisitChange, VisitDto, VisitResultDto } from "../../../../../contract/visits";
import { describeError } from "../../../../api/errorText";
import { bookVisit, changeVisit, fetchVisits, rescheduleVisit } from "../../../../api/visits";
import { channelLabels, notSentText, visitStateLabels } from "../../labels";
import { useAuthFailure } from "../../session";
import { clinicDateTime } from "../../timeText";
import type { VisitFormValues } from "./useVisitForm";

/**
 * An inquiry's visits, and what staff do with them: book one (`form` "book"), move one (`form` its id),
 * change its state. After each change the visits are read again and `onChanged` is told what happened,
 * with what was (and was not) sent to the person.
 */
export function useVisits(inquiry: InquiryDetailDto, token: string, onChanged: (announcement: string) => void) {
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

  const done = async (result: VisitResultDto, what: string) => {
    setForm("none");
    await load();
    onChanged([what, sentLine(result, i18n)].filter(Boolean).join(" "));
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

  return { visits, loadError, error, form, setForm, busy, submitForm, change };
}

/** What a visit's change sent to the person, and on which channel it did not go and why. */
function sentLine(result: VisitResultDto, i18n: I18n): string {
  const sent = result.messages.sent.map((channel) => i18n._(channelLabels[channel])).join(", ");
  const notSent = result.messages.notSent.map((item) => notSentText(item, i18n)).join(", ");
  if (sent && notSent) return i18n._(msg`Sent to the person by ${sent}; not by ${notSent}.`);
  if (sent) return i18n._(msg`Sent to the person by ${sent}.`);
  if (notSent) return i18n._(msg`Nothing sent to the person: ${notSent}.`);
  return "";
}
