/**
 * The contact-form contract, shared by the client form and the Worker route. Error messages are codes;
 * the client turns them into translated text (src/pages/contact/fieldErrors.ts).
 */
import { INQUIRY_LIMITS, INTEREST_OPTIONS, type Interest } from "./inquiryFields";
import { z } from "./zod";

export * from "./inquiryFields";

// C0/C1 control characters (tab, line feed and carriage return are allowed only in the message).
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARS_EXCEPT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Digits with the usual separators, optional leading +; 7 to 15 digits (E.164 maximum).
const PHONE_PATTERN = /^\+?[0-9\s().-]+$/;

// Half of a UTF-16 surrogate pair: not a character, and it would be stored as garbage.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const requiredText = (max: number, control: RegExp) =>
  z
    .string({ error: "invalid" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "too_long" })
    .refine((value) => !control.test(value) && !LONE_SURROGATE.test(value), { error: "invalid" });

export const inquiryInputSchema = z.strictObject({
  name: requiredText(INQUIRY_LIMITS.name, CONTROL_CHARS),
  email: requiredText(INQUIRY_LIMITS.email, CONTROL_CHARS).pipe(z.email({ error: "invalid_email" })),
  phone: requiredText(INQUIRY_LIMITS.phone, CONTROL_CHARS).refine(
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
  /** Honeypot: invisible to people, filled in by bots. A non-empty value is accepted but not stored. */
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
};

export type CreatedInquiryDto = { id: number; createdAt: string };
