/**
 * The registry's public sign-up (`POST /api/registry`, and the page `/registry` without JavaScript): its own
 * consent, never the contact form's (docs/registry.md). Error messages are codes, as on the contact form.
 */
import { emailField, honeypotField, personNameField, phoneField, submissionIdField } from "./inquiry";
import { LANGUAGES } from "./language";
import { REGISTRY_CONSENT_STATEMENTS, REGISTRY_TEXT_STATEMENTS, VOLUNTEER_CHANNELS, VOLUNTEER_TOPICS } from "./volunteers";
import { z } from "./zod";

/** The youngest age the registry takes: studies decide their own ages, but only adults sign up themselves. */
export const REGISTRY_MIN_AGE = 18;

const statementVersions = Object.keys(REGISTRY_CONSENT_STATEMENTS) as [keyof typeof REGISTRY_CONSENT_STATEMENTS];
const textStatementVersions = Object.keys(REGISTRY_TEXT_STATEMENTS) as [keyof typeof REGISTRY_TEXT_STATEMENTS];

/** A year of birth an adult alive today could have, given the year it is now. */
export function isAdultBirthYear(year: number, thisYear: number): boolean {
  return Number.isInteger(year) && year >= thisYear - 110 && year <= thisYear - REGISTRY_MIN_AGE;
}

/**
 * What a person on the list tells about themselves, the same on the sign-up and on a paper sheet: name, a number
 * and/or an address, language, year of birth, ZIP, topics and how they may be reached.
 */
export const volunteerPersonFields = {
  name: personNameField,
  phone: phoneField.optional(),
  email: emailField.optional(),
  /** The language the person wants to be written to in (the page's, unless they chose the other). */
  language: z.enum(LANGUAGES, { error: "invalid" }),
  birthYear: z.coerce
    .number({ error: "invalid" })
    .refine((year) => isAdultBirthYear(year, new Date().getUTCFullYear()), { error: "adults_only" })
    .optional(),
  zip: z
    .string({ error: "invalid" })
    .trim()
    .regex(/^\d{5}$/, { error: "invalid_zip" })
    .optional(),
  topics: z
    .array(z.enum(VOLUNTEER_TOPICS, { error: "invalid" }))
    .max(VOLUNTEER_TOPICS.length, { error: "invalid" })
    .default([]),
  /** How the person may be reached; a text also needs its own yes. */
  channels: z
    .array(z.enum(VOLUNTEER_CHANNELS, { error: "invalid" }))
    .min(1, { error: "required" })
    .max(VOLUNTEER_CHANNELS.length, { error: "invalid" }),
};

/**
 * The contact rules of those fields: a number or an address; the number for a text or a call, the address for an
 * e-mail; and, for texts, the person's own yes (`textYes`, reported on `textField`).
 */
export function checkContacts(
  value: { phone?: string; email?: string; channels: readonly string[] },
  textYes: boolean,
  textField: string,
  ctx: z.RefinementCtx,
): void {
  if (!value.phone && !value.email) ctx.addIssue({ code: "custom", path: ["phone"], message: "phone_or_email" });
  if (value.channels.some((channel) => channel !== "email") && !value.phone)
    ctx.addIssue({ code: "custom", path: ["phone"], message: "required" });
  if (value.channels.includes("email") && !value.email) ctx.addIssue({ code: "custom", path: ["email"], message: "required" });
  if (value.channels.includes("text") && !textYes) ctx.addIssue({ code: "custom", path: [textField], message: "required" });
}

export const volunteerSignUpSchema = z
  .strictObject({
    ...volunteerPersonFields,
    /** The registry's statement, and the version of it the person read. */
    consent: z.literal(true, { error: "consent_required" }),
    consentVersion: z.enum(statementVersions, { error: "invalid" }),
    /** "You may text me about future studies": its own yes, and the version of those words. */
    textConsent: z.literal(true, { error: "invalid" }).optional(),
    textConsentVersion: z.enum(textStatementVersions, { error: "invalid" }).optional(),
    submissionId: submissionIdField,
    website: honeypotField,
  })
  .superRefine((value, ctx) => {
    checkContacts(value, value.textConsent === true, "textConsent", ctx);
    if (value.textConsent && !value.textConsentVersion) ctx.addIssue({ code: "custom", path: ["textConsentVersion"], message: "required" });
  });

export type VolunteerSignUpInput = z.input<typeof volunteerSignUpSchema>;
export type VolunteerSignUp = z.output<typeof volunteerSignUpSchema>;

/** `201` answer: the person's reference (what they quote when they call). */
export type VolunteerJoinedDto = { reference: string };
