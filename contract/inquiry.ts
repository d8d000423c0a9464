/**
 * The contact-form contract, shared by the client form and the Worker route. Error messages are codes;
 * the client turns them into translated text (src/pages/contact/fieldErrors.ts).
 */
import { CONSENT_VERSIONS } from "./consent";
import {
  CONTACT_METHODS,
  CONTACT_TIMES,
  HEARD_FROM_OPTIONS,
  INQUIRY_LIMITS,
  INTEREST_OPTIONS,
  SOURCE_LIMITS,
  type Interest,
} from "./inquiryFields";
import { STUDY_IDS } from "./studies";
import type { InquiryStatus } from "./inquiryStatus";
import { LANGUAGES, type Language } from "./language";
import { z } from "./zod";

export * from "./inquiryFields";

// C0/C1 control characters (tab, line feed and carriage return are allowed only in the message).
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARS_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Digits with the usual separators, optional leading +; 7 to 15 digits (E.164 maximum).
const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;

// Half of a UTF-16 surrogate pair: not a character, and it would be stored as garbage.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Characters that change how text around them is shown without being seen: bidi controls and marks,
 * zero-width and joiner characters, word joiner and invisible operators, BOM, line/paragraph separators,
 * Hangul and other fillers, soft hyphen, variation selectors and tag characters. A name, e-mail or phone
 * has no use for them, and they let one inquiry pose as another in the staff area.
 */
const INVISIBLE =
  /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;

/** Trimmed, NFC-normalized text of 1..max characters with no control characters or broken surrogates. */
const requiredText = (max: number, control: RegExp) =>
  z
    .string({ error: "invalid" })
    .refine((value) => !LONE_SURROGATE.test(value), { error: "invalid", abort: true })
    .normalize("NFC")
    .trim()
    .min(1, { error: "required", abort: true })
    .max(max, { error: "too_long", abort: true })
    .refine((value) => !control.test(value), { error: "invalid", abort: true });

/** The same, for short identifying fields: no invisible or formatting characters either. */
const identifyingText = (max: number) =>
  requiredText(max, CONTROL_CHARS).refine((value) => !INVISIBLE.test(value), { error: "invalid_characters", abort: true });

/** A UTM value: short, printable, no hidden characters. */
const sourceText = (max: number) =>
  z
    .string({ error: "invalid" })
    .trim()
    .max(max, { error: "too_long" })
    .refine((value) => !CONTROL_CHARS.test(value) && !INVISIBLE.test(value) && !LONE_SURROGATE.test(value), { error: "invalid" })
    .optional();

export const inquiryInputSchema = z.strictObject({
  name: identifyingText(INQUIRY_LIMITS.name).refine((value) => /\p{L}/u.test(value), { error: "name_needs_letter" }),
  email: identifyingText(INQUIRY_LIMITS.email).pipe(z.email({ error: "invalid_email" })),
  phone: identifyingText(INQUIRY_LIMITS.phone).refine(
    (value) => {
      const digits = value.replace(/\D/g, "").length;
      return PHONE_PATTERN.test(value) && digits >= 7 && digits <= 15;
    },
    { error: "invalid_phone" },
  ),
  message: requiredText(INQUIRY_LIMITS.message, CONTROL_CHARS_EXCEPT_NEWLINES),
  interest: z.enum(INTEREST_OPTIONS, { error: "invalid" }).optional(),
  /** The form always sends `true`; older clients (SPEC §7) send nothing. */
  consent: z.literal(true, { error: "consent_required" }).optional(),
  /** Which consent statement the visitor saw (contract/consent.ts); our form sends it with `consent`. */
  consentVersion: z.enum(CONSENT_VERSIONS, { error: "invalid" }).optional(),
  /** The language of the page the visitor wrote from, which is also the language the statement was shown in. */
  language: z.enum(LANGUAGES, { error: "invalid" }).optional(),
  /** The study the visitor came from ("See if you qualify"); an unknown id is refused. */
  studyId: z.enum(STUDY_IDS, { error: "unknown_study" }).optional(),
  contactMethod: z.enum(CONTACT_METHODS, { error: "invalid" }).optional(),
  contactTime: z.enum(CONTACT_TIMES, { error: "invalid" }).optional(),
  heardFrom: z.enum(HEARD_FROM_OPTIONS, { error: "invalid" }).optional(),
  /** First-touch attribution of the visit, kept by the browser for the session. */
  source: z
    .strictObject({
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
    }, { error: "invalid" })
    .optional(),
  /** Honeypot: invisible to people, filled in by bots. A filled one is stored as spam, answered as usual. */
  website: z.string({ error: "invalid" }).max(500, { error: "too_long" }).optional(),
});

export type InquiryInput = z.input<typeof inquiryInputSchema>;
export type InquiryData = z.output<typeof inquiryInputSchema>;

/** What the admin API returns for each unresolved inquiry (SPEC §7 plus the optional interest). */
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
  /** Null when the visitor's client did not record consent (SPEC §7's four-field payload). */
  consent: { version: string | null; language: Language | null } | null;
};

export type CreatedInquiryDto = { id: number; createdAt: string };
