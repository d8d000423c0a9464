/**
 * The contact form's check, the same in the browser (a lazily loaded chunk) and in the Worker (a plain
 * HTML submission): the inquiry contract plus what only the form demands, ticking the consent box.
 */
import { CONTACT_FIELD_ORDER, type ContactField } from "./contactForm.ts";
import { inquiryInputSchema, isFieldErrorCode, type FieldErrorCode } from "./inquiry.ts";
import { z } from "./zod.ts";

export const contactFormSchema = inquiryInputSchema.extend({
  consent: z.literal(true, { error: "consent_required" }),
});

export type ContactFormInput = z.output<typeof contactFormSchema>;

/** The validated inquiry, or the first problem of each field the visitor can fix (in the form's order). */
export function checkContactForm(
  input: Record<string, unknown>,
):
  | { ok: true; data: ContactFormInput }
  | { ok: false; errors: Partial<Record<ContactField, FieldErrorCode>>; other: Record<string, FieldErrorCode> } {
  const result = contactFormSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const found: Record<string, FieldErrorCode> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    found[field] ??= isFieldErrorCode(issue.message) ? issue.message : "invalid";
  }
  const errors: Partial<Record<ContactField, FieldErrorCode>> = {};
  for (const field of CONTACT_FIELD_ORDER) if (found[field]) errors[field] = found[field];
  const other = Object.fromEntries(Object.entries(found).filter(([field]) => !(CONTACT_FIELD_ORDER as readonly string[]).includes(field)));
  return { ok: false, errors, other };
}
