/**
 * The contact form's field vocabulary, without the validation library, so the form can render before
 * zod has loaded (the schema itself is in ./inquiry.ts).
 */
export const INTEREST_OPTIONS = [
  "diabetes",
  "hypertension",
  "asthma-copd",
  "weight-management",
  "chronic-pain",
  "other",
] as const;
export type Interest = (typeof INTEREST_OPTIONS)[number];

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

export const FIELD_ERROR_CODES = [
  "required",
  "invalid_email",
  "invalid_phone",
  "too_long",
  "invalid",
  "invalid_characters",
  "name_needs_letter",
  "consent_required",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(code: string): code is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code);
}
