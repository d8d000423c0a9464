import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { LANGUAGES, type Language } from "../../../../../contract/language";
import { SHEET_SOURCES, type SheetSource, type VolunteerSheetInput } from "../../../../../contract/volunteerSheet";
import {
  CURRENT_REGISTRY_TEXT_STATEMENT,
  REGISTRY_CONSENT_STATEMENTS,
  VOLUNTEER_CHANNELS,
  VOLUNTEER_TOPICS,
  type RegistryStatementVersion,
} from "../../../../../contract/volunteers";

const oneOf = <V extends string>(values: readonly V[], value: unknown): V | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as V) : undefined;
const trimmed = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");
const optional = (value: FormDataEntryValue | null) => trimmed(value) || undefined;

/**
 * The sheet form's fields as the API's body (contract/volunteerSheet.ts). Empty optional fields are left out;
 * the server checks everything again. The texts box stands for the text statement printed on today's sheets.
 */
export function sheetFromForm(form: FormData): VolunteerSheetInput {
  const birthYear = trimmed(form.get("birthYear"));
  return {
    source: oneOf(SHEET_SOURCES, form.get("source")) ?? "event_sheet",
    how: trimmed(form.get("how")),
    signedOn: trimmed(form.get("signedOn")),
    consentVersion: trimmed(form.get("consentVersion")) as RegistryStatementVersion,
    name: trimmed(form.get("name")),
    phone: optional(form.get("phone")),
    email: optional(form.get("email")),
    language: oneOf(LANGUAGES, form.get("language")) ?? "es",
    birthYear: birthYear ? Number(birthYear) : undefined,
    zip: optional(form.get("zip")),
    topics: form.getAll("topics").filter((topic) => oneOf(VOLUNTEER_TOPICS, topic)) as VolunteerSheetInput["topics"],
    channels: form.getAll("channels").filter((channel) => oneOf(VOLUNTEER_CHANNELS, channel)) as VolunteerSheetInput["channels"],
    textConsentVersion: form.get("textConsent") === "yes" ? CURRENT_REGISTRY_TEXT_STATEMENT : undefined,
    submissionId: optional(form.get("submissionId")),
  };
}

/** The statement versions a sheet may carry, newest first (the one printed on today's sheets first). */
export const statementVersions = (Object.keys(REGISTRY_CONSENT_STATEMENTS) as RegistryStatementVersion[]).sort().reverse();

/** What the sheet's settings start as: an event today, today's statement. */
export type SheetSettings = {
  source: SheetSource;
  how: string;
  signedOn: string;
  consentVersion: RegistryStatementVersion;
  language: Language;
};

/** Where the server's field names point on the form (the sheet's texts box is `textConsent` there). */
export const formFieldOf = (field: string) => (field === "textConsentVersion" ? "textConsent" : field);

/** A field's problem in words, from the API's code. */
export const sheetFieldProblems: Record<string, MessageDescriptor> = {
  required: msg`This is needed.`,
  phone_or_email: msg`Enter a phone number or an email address.`,
  invalid_phone: msg`Enter a phone number with its area code.`,
  invalid_email: msg`Enter an email address like name@example.com.`,
  name_needs_letter: msg`Enter the name as it is written on the sheet.`,
  adults_only: msg`Only adults (18 or older) can join the list. Check the year.`,
  invalid_zip: msg`Enter a 5-digit ZIP code.`,
  invalid_date: msg`Enter the day the sheet was signed.`,
  out_of_range: msg`Enter the day the sheet was signed.`,
  in_future: msg`The day signed cannot be after today.`,
  consent_expired: msg`This yes has already run out: a sheet this old cannot be entered.`,
  too_long: msg`This is too long.`,
};
export const fallbackProblem = msg`Check this field.`;
