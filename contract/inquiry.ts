/**
 * The contact-form contract, shared by the client form and the Worker route. Error messages are codes;
 * the client turns them into translated text (src/pages/contact/form/fieldErrors.ts).
 */
import { prescreenInputSchema } from "./prescreenSchemas.ts";
import { CONSENT_VERSIONS, SMS_CONSENT_VERSIONS } from "./consent";
import {
  CONTACT_METHODS,
  CONTACT_TIMES,
  HEARD_FROM_OPTIONS,
  INQUIRY_LIMITS,
  INTEREST_OPTIONS,
  SOURCE_LIMITS,
  type Interest,
} from "./inquiryFields";
import { normalizePartnerCode, PARTNER_CODE_PATTERN } from "./partnerCode";
import { toE164 } from "./phone";
import { studyCodeSchema } from "./studySchemas";
import { REGISTRY_CONSENT_STATEMENTS } from "./volunteers";
import type { InquiryStatus } from "./inquiryStatus";
import { LANGUAGES, type Language } from "./language";
import { identifyingText, isCleanIdentifier, multilineText } from "./textPolicy";
import { z } from "./zod";

export * from "./inquiryFields";

// Digits with the usual separators, optional leading +; 7 to 15 digits (E.164 maximum).
const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;

/** A UTM value: short, printable, no hidden characters. */
const sourceText = (max: number) =>
  z.string({ error: "invalid" }).trim().max(max, { error: "too_long" }).refine(isCleanIdentifier, { error: "invalid" }).optional();

/** A person's name, e-mail and phone as the public forms take them (the contact form, the registry sign-up). */
export const personNameField = identifyingText(INQUIRY_LIMITS.name).refine((value) => /\p{L}/u.test(value), { error: "name_needs_letter" });
export const emailField = identifyingText(INQUIRY_LIMITS.email).pipe(z.email({ error: "invalid_email" }));
/** A number written as a North American one (10 digits, or 11 from a 1, or +1): it must have the plan's shape. */
function looksNorthAmerican(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return value.trim().startsWith("+") ? digits.startsWith("1") : digits.length === 10 || (digits.length === 11 && digits.startsWith("1"));
}
export const phoneField = identifyingText(INQUIRY_LIMITS.phone).refine(
  (value) => {
    const digits = value.replace(/\D/g, "").length;
    return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15 && (!looksNorthAmerican(value) || toE164(value) !== null);
  },
  { error: "invalid_phone" },
);

/**
 * A random id the form makes for each submission (an idempotency key): sending it again, after the
 * connection dropped, returns the first answer instead of storing a second copy.
 */
export const submissionIdField = z.uuid({ error: "invalid" }).optional();
/** Honeypot: invisible to people, filled in by bots. A filled one is answered as usual and never reaches staff. */
export const honeypotField = z.string({ error: "invalid" }).max(500, { error: "too_long" }).optional();

export const inquiryInputSchema = z.strictObject({
  name: personNameField,
  email: emailField,
  phone: phoneField,
  message: multilineText(INQUIRY_LIMITS.message),
  interest: z.enum(INTEREST_OPTIONS, { error: "invalid" }).optional(),
  /** The form always sends `true`; older clients (docs/product.md#calls) send nothing. */
  consent: z.literal(true, { error: "consent_required" }).optional(),
  /** Which consent statement the visitor saw (contract/consent.ts); our form sends it with `consent`. */
  consentVersion: z.enum(CONSENT_VERSIONS, { error: "invalid" }).optional(),
  /** "You may text me at this number" (optional), and the version of that statement the visitor saw. */
  smsConsent: z.literal(true, { error: "invalid" }).optional(),
  smsConsentVersion: z.enum(SMS_CONSENT_VERSIONS, { error: "invalid" }).optional(),
  /**
   * The form's optional box "keep me on the list for future studies": the version of the registry's own
   * statement the visitor ticked (contract/volunteers.ts). Present means yes; the inquiry's consent never
   * stands in for it (docs/registry.md).
   */
  registryConsent: z
    .enum(Object.keys(REGISTRY_CONSENT_STATEMENTS) as [keyof typeof REGISTRY_CONSENT_STATEMENTS], { error: "invalid" })
    .optional(),
  /** The language of the page the visitor wrote from, which is also the language the statement was shown in. */
  language: z.enum(LANGUAGES, { error: "invalid" }).optional(),
  /** The study the visitor came from ("See if you qualify"); an unknown id is refused. */
  studyId: studyCodeSchema("unknown_study").optional(),
  /** Answers to that study's pre-screening questions (scored by the server, never by the page). */
  prescreen: prescreenInputSchema.optional(),
  contactMethod: z.enum(CONTACT_METHODS, { error: "invalid" }).optional(),
  contactTime: z.enum(CONTACT_TIMES, { error: "invalid" }).optional(),
  heardFrom: z.enum(HEARD_FROM_OPTIONS, { error: "invalid" }).optional(),
  /** "Who referred you?": a partner's code from their card (docs/partners.md); the server checks a partner has it. */
  referralCode: z
    .string({ error: "invalid" })
    .max(20, { error: "unknown_partner_code" })
    .transform(normalizePartnerCode)
    .pipe(z.string().regex(PARTNER_CODE_PATTERN, { error: "unknown_partner_code" }))
    .optional(),
  /** First-touch attribution of the visit, kept by the browser for the session. */
  source: z
    .strictObject(
      {
        utmSource: sourceText(SOURCE_LIMITS.utm),
        utmMedium: sourceText(SOURCE_LIMITS.utm),
        utmCampaign: sourceText(SOURCE_LIMITS.utm),
        referrer: z
          .string({ error: "invalid" })
          .trim()
          .toLowerCase()
          .max(SOURCE_LIMITS.referrer, { error: "too_long" })
          .regex(/^[a-z0-9.-]+$/, { error: "invalid" })
          .optional(),
      },
      { error: "invalid" },
    )
    .optional(),
  submissionId: submissionIdField,
  /** A filled honeypot is stored as spam, out of the inbox. */
  website: honeypotField,
});

export type InquiryInput = z.input<typeof inquiryInputSchema>;

/** What the admin API returns for each unresolved inquiry (docs/product.md#calls plus the optional interest). */
export type InquiryDto = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  interest: Interest | null;
  createdAt: string;
  status: InquiryStatus;
  language: Language | null;
  /** Null when the visitor's client did not record consent (docs/product.md#calls's four-field payload). */
  consent: { version: string | null; language: Language | null } | null;
};

export type CreatedInquiryDto = { id: number; createdAt: string };
