/**
 * The registry of people who want to hear about future studies (issue #39, docs/registry.md): its own
 * consent, apart from the contact form's, that lasts REGISTRY_CONSENT_MONTHS and is renewed, never assumed.
 * In code the registry's people are "volunteers", so they are never confused with ClinicalTrials.gov's
 * registry (contract/registry.ts).
 */
import { DAY_MS } from "./clinicTime.ts";
import { INTEREST_OPTIONS } from "./inquiryFields.ts";
import type { Language } from "./language.ts";

/** Health topics a person may want to hear about: the site's own list, without "Other". */
export const VOLUNTEER_TOPICS = INTEREST_OPTIONS.filter((topic) => topic !== "other");
export type VolunteerTopic = (typeof VOLUNTEER_TOPICS)[number];

/** Where a consent to the registry was given. */
export const VOLUNTEER_SOURCES = ["web", "event_sheet", "import", "phone"] as const;
export type VolunteerSource = (typeof VOLUNTEER_SOURCES)[number];

/** How a person may be reached about a study (texts still need their own opt-in in the messaging ledger). */
export const VOLUNTEER_CHANNELS = ["text", "email", "phone"] as const;
export type VolunteerChannel = (typeof VOLUNTEER_CHANNELS)[number];

/** What happened to a person's registry consent: every change is an appended event. */
export const VOLUNTEER_CONSENT_ACTIONS = ["granted", "renewed", "withdrawn", "expired"] as const;
export type VolunteerConsentAction = (typeof VOLUNTEER_CONSENT_ACTIONS)[number];

/**
 * The registry's consent statements, by version, in both languages. A version never changes once people
 * agreed to it; new words are a new version.
 */
export const REGISTRY_CONSENT_STATEMENTS = {
  "2026-11-26": {
    en: "You may contact me about future studies that may fit me, by text, e-mail or phone. This is separate from any study: I can say no to any study, and I can leave this list at any time.",
    es: "Pueden comunicarse conmigo sobre estudios futuros que tal vez sean para mí, por mensaje de texto, correo electrónico o teléfono. Esto es aparte de cualquier estudio: puedo decir que no a cualquier estudio y puedo salir de esta lista cuando quiera.",
  },
  "2026-11-26.2": {
    en: "You may contact me about future studies that may fit me, by text, e-mail or phone. This is separate from any study. I can say no to any study, and I can leave this list at any time.",
    es: "Pueden comunicarse conmigo sobre estudios futuros que tal vez sean para mí. Pueden hacerlo por mensaje de texto, correo electrónico o teléfono. Esto es aparte de cualquier estudio. Puedo decir que no a cualquier estudio y puedo salir de esta lista cuando quiera.",
  },
  // 2026-11-28: for adults, said by the person; no "by text" (the contact form's box records no yes to texts; the
  // sign-up asks for texts with their own box), issue #50.
  "2026-11-28": {
    en: "I am 18 or older. You may contact me about future studies that may fit me. This is separate from any study. I can say no to any study. I can leave this list at any time.",
    es: "Soy una persona adulta: tengo 18 años o más. Pueden llamarme o escribirme sobre estudios futuros que tal vez sean para mí. Esto es aparte de cualquier estudio. Puedo decir que no a cualquier estudio. Puedo salir de esta lista cuando quiera.",
  },
} as const;
export type RegistryStatementVersion = keyof typeof REGISTRY_CONSENT_STATEMENTS;

/**
 * The registry's own texting opt-in, beside its box on the sign-up form: texting needs its own yes, as on the
 * contact form. The consent ledger records it as `registry:<version>`. Its "up to 4 a month" covers the
 * confirmation, the yearly renewal and at most one study invitation a month.
 */
export const REGISTRY_TEXT_STATEMENTS = {
  "2026-11-26": {
    en: "You may text me at this number about future studies (optional). Frontera Research will send up to 4 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.",
    es: "Pueden mandarme mensajes de texto a este número sobre estudios futuros (opcional). Frontera Research mandará hasta 4 mensajes al mes. Pueden aplicar tarifas de mensajes y datos. Responda AYUDA para recibir ayuda o PARAR para no recibir más mensajes.",
  },
  // 2026-11-28: the same promise in plainer Spanish (INFLESZ 65 or more), issue #50.
  "2026-11-28": {
    en: "You may text me at this number about future studies (optional). Frontera Research will send up to 4 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to stop.",
    es: "Pueden mandarme textos a este número sobre estudios futuros. Es opcional. Frontera Research va a mandar hasta 4 mensajes al mes. Pueden aplicar tarifas de mensajes y datos. Responda AYUDA si necesita ayuda o PARAR para no recibir más.",
  },
} as const;
export type RegistryTextStatementVersion = keyof typeof REGISTRY_TEXT_STATEMENTS;
/** The "up to 4 texts a month" of the registry's text statements (the statements spell it; a version never changes). */
export const REGISTRY_TEXTS_PER_MONTH = 4;
export const CURRENT_REGISTRY_TEXT_STATEMENT: RegistryTextStatementVersion = "2026-11-28";
// 2026-11-26.2: the same promise in shorter sentences, as the sign-up page shows it (docs/content.md's limit).
export const CURRENT_REGISTRY_STATEMENT: RegistryStatementVersion = "2026-11-28";

export function isRegistryStatement(version: string): version is RegistryStatementVersion {
  return Object.hasOwn(REGISTRY_CONSENT_STATEMENTS, version);
}

/** The registry's messages (worker/volunteers/messages): after joining, a month before the yes ends, and campaigns' invitations. */
export const VOLUNTEER_MESSAGE_KINDS = ["confirmation", "renewal", "invitation"] as const;
export type VolunteerMessageKind = (typeof VOLUNTEER_MESSAGE_KINDS)[number];
export const VOLUNTEER_MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "failed", "cancelled"] as const;
export type VolunteerMessageStatus = (typeof VOLUNTEER_MESSAGE_STATUSES)[number];

/** The renewal message goes this many days before the consent ends. */
export const RENEWAL_NOTICE_DAYS = 30;

/** When a consent given at `from` (ISO) ends: the same day and time `months` later (the month's last day if shorter). */
export function consentEndsAt(from: string, months: number): string {
  const start = new Date(from);
  const end = new Date(start);
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

/** Where a person's registry consent stands at `now`. Only "active" and "renewal_due" are in any audience. */
export type VolunteerConsentState = "active" | "renewal_due" | "expired" | "withdrawn";

export function volunteerConsentState(person: { consentEndsAt: string; withdrawnAt: string | null }, now: Date): VolunteerConsentState {
  if (person.withdrawnAt) return "withdrawn";
  const ends = Date.parse(person.consentEndsAt);
  if (ends <= now.getTime()) return "expired";
  return ends - now.getTime() <= RENEWAL_NOTICE_DAYS * DAY_MS ? "renewal_due" : "active";
}

/** What the person sees on their own page (`/registry/me`): enough to know it is theirs, nothing more. */
export type VolunteerSelfDto = {
  reference: string;
  firstName: string;
  language: Language;
  topics: VolunteerTopic[];
  channels: VolunteerChannel[];
  consent: VolunteerConsentState;
  consentEndsAt: string;
};

/** Age bands for the filter, by birth year at the time of the search. */
export const AGE_BANDS = ["18-39", "40-59", "60-74", "75+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
/** Each band's ages, youngest and oldest, counted by birth year (the list keeps no birth date). */
export const AGE_RANGES: Record<AgeBand, readonly [number, number]> = {
  "18-39": [18, 39],
  "40-59": [40, 59],
  "60-74": [60, 74],
  "75+": [75, 130],
};
