/**
 * How the Worker reads the registry's plain sign-up form into the API's input and checks it with the API's own
 * schema (contract/volunteerSignUp.ts). Worker-only: the page imports contract/registryForm.ts alone.
 */
import type { Language } from "./language";
import { REGISTRY_FIELD_ORDER, type RegistryField, type RegistryFormValues } from "./registryForm";
import { volunteerSignUpSchema, type VolunteerSignUpInput } from "./volunteerSignUp";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT, type VolunteerChannel, type VolunteerTopic } from "./volunteers";

/** A plain submission's fields, as the page keeps them (unknown topics and channels are kept for the check to refuse). */
export function registryValuesOf(fields: URLSearchParams, pageLanguage: Language): RegistryFormValues {
  const language = fields.get("language");
  return {
    name: fields.get("name") ?? "",
    phone: fields.get("phone") ?? "",
    email: fields.get("email") ?? "",
    language: language === "en" || language === "es" ? language : pageLanguage,
    birthYear: fields.get("birthYear") ?? "",
    zip: fields.get("zip") ?? "",
    topics: fields.getAll("topics") as VolunteerTopic[],
    channels: fields.getAll("channels") as VolunteerChannel[],
    textConsent: fields.has("textConsent"),
    consent: fields.has("consent"),
  };
}

/** The API's input for what the page holds: empty fields are left out, the statements' current versions added. */
export function registryInputOf(values: RegistryFormValues, honeypot: string): VolunteerSignUpInput {
  const input: Record<string, unknown> = {
    name: values.name,
    language: values.language,
    topics: values.topics,
    channels: values.channels,
    consentVersion: CURRENT_REGISTRY_STATEMENT,
  };
  if (values.consent) input.consent = true;
  if (values.phone.trim()) input.phone = values.phone;
  if (values.email.trim()) input.email = values.email;
  if (values.birthYear.trim()) input.birthYear = values.birthYear.trim();
  if (values.zip.trim()) input.zip = values.zip;
  if (values.textConsent) Object.assign(input, { textConsent: true, textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT });
  if (honeypot) input.website = honeypot;
  return input as VolunteerSignUpInput;
}

/** The check the Worker runs on a plain submission: the API's own schema, its first problem per field. */
export function checkRegistryForm(input: VolunteerSignUpInput) {
  const parsed = volunteerSignUpSchema.safeParse(input);
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const errors: Partial<Record<RegistryField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "") as RegistryField;
    if (!(REGISTRY_FIELD_ORDER as readonly string[]).includes(field) || errors[field]) continue;
    errors[field] = /^[a-z_]{2,40}$/.test(issue.message) ? issue.message : "invalid";
  }
  return { ok: false as const, errors };
}
