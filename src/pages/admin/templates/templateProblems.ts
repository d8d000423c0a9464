import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiError } from "../../../api/http";
import { describeError } from "../../../api/errorText";

const problemText = {
  first_contact_health_terms: msg`A first-contact template, a visit's message or a study invitation may name only the clinic, the coordinator, the phone number and the visit's time and place: no condition, no study.`,
  names_no_sender: msg`A study invitation must say who is writing: put ${"{clinic}"} in both languages.`,
  unknown_placeholder: msg`Use only the placeholders ${"{clinic}"}, ${"{coordinator}"} and ${"{phone}"} (a visit's message also ${"{date}"}, ${"{time}"} and ${"{place}"}).`,
  required: msg`Fill in every field, in both languages.`,
  too_many_segments: msg`Sent as a text, these words would take more than three parts with the longest names, dates and places. Use fewer words.`,
  too_long: msg`A text is too long: texts fit in about 300 characters.`,
};

/** The server's answer to a template that was refused, as one sentence for the admin. */
export function templateProblem(failure: unknown, i18n: I18n): string {
  if (failure instanceof ApiError && failure.code === "validation_failed") {
    const codes = Object.values(failure.fields).flat();
    const known = codes.find((code): code is keyof typeof problemText => code in problemText);
    if (known) return i18n._(problemText[known]);
  }
  return describeError(failure, i18n);
}
