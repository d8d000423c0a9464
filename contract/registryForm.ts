/**
 * The registry's sign-up page as a plain HTML form (`/registry`, `/es/registry`): the fields' names and the
 * state the Worker renders the page with when it refuses a submission or has stored it (src/prerender/pageData.ts
 * carries it to the browser). How the Worker reads and checks one is in registryFormCheck.ts, apart, so the
 * page never downloads the validation library.
 */
import type { Language } from "./language";
import type { VolunteerChannel, VolunteerTopic } from "./volunteers";

/** The fields in the order the page shows them: the first with an error is where the page opens. */
export const REGISTRY_FIELD_ORDER = [
  "name",
  "phone",
  "email",
  "language",
  "birthYear",
  "zip",
  "topics",
  "channels",
  "textConsent",
  "consent",
] as const;
export type RegistryField = (typeof REGISTRY_FIELD_ORDER)[number];

/** What the visitor typed or chose, as the page keeps it (strings and lists, never parsed). */
export type RegistryFormValues = {
  name: string;
  phone: string;
  email: string;
  language: Language;
  birthYear: string;
  zip: string;
  topics: VolunteerTopic[];
  channels: VolunteerChannel[];
  textConsent: boolean;
  consent: boolean;
};

/** Why a sign-up was not stored, beyond its fields. */
export type RegistryProblem = "fields" | "rate_limited" | "storage_unavailable";

export type RegistryFormState = {
  /** The page this state belongs to, as the router names it without the language ("/registry"). */
  path: string;
  values: RegistryFormValues;
  errors: Partial<Record<RegistryField, string>>;
  problem: RegistryProblem | null;
  /** Set once stored: the person's reference, shown on the page. */
  joined: { reference: string } | null;
};

export function emptyRegistryForm(language: Language): RegistryFormValues {
  return { name: "", phone: "", email: "", language, birthYear: "", zip: "", topics: [], channels: [], textConsent: false, consent: false };
}
