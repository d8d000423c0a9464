/**
 * The contact form's field vocabulary, without the validation library, so the form can render before
 * zod has loaded (the schema itself is in ./inquiry.ts).
 */
export const INTEREST_OPTIONS = ["heart", "diabetes", "hypertension", "asthma-copd", "weight-management", "chronic-pain", "other"] as const;
export type Interest = (typeof INTEREST_OPTIONS)[number];

export const INQUIRY_LIMITS = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/** How and when the person prefers to be reached (optional on the form). */
export const CONTACT_METHODS = ["phone", "text", "email"] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_TIMES = ["morning", "afternoon", "evening", "any"] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];

/** "How did you hear about us?" */
export const HEARD_FROM_OPTIONS = ["doctor", "friend_family", "social_media", "search", "flyer_event", "radio_tv", "other"] as const;
export type HeardFrom = (typeof HEARD_FROM_OPTIONS)[number];

/** Bounds of the first-touch attribution the browser keeps for the visit (UTM parameters and referrer host). */
export { SOURCE_LIMITS } from "./attribution.ts";

export const FIELD_ERROR_CODES = [
  "required",
  "invalid_email",
  "invalid_phone",
  "too_long",
  "invalid",
  "invalid_characters",
  "name_needs_letter",
  "unknown_study",
  "consent_required",
  "unknown_partner_code",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(code: string): code is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * How an inquiry came: the contact form, a text or e-mail from someone with no open inquiry, a reply to a
 * campaign, or a referral partner's form (docs/partners.md).
 */
export const INQUIRY_ORIGINS = ["form", "text_reply", "email_reply", "campaign", "referral"] as const;
export type InquiryOrigin = (typeof INQUIRY_ORIGINS)[number];
