/**
 * The API's machine-readable error codes: every failing answer is `{ error: { code, message, fields? } }`
 * with one of these. The client's table of translated messages (src/api/errorText.ts) is typed as a
 * record over this union, so a new code without a message fails the typecheck.
 */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "invalid_credentials",
  "otp_required",
  "invalid_otp",
  "otp_confirmation_required",
  "totp_enrollment_required",
  "conflict",
  "erased",
  "invalid_transition",
  "reason_required",
  "unknown_staff",
  "last_admin",
  "username_taken",
  "precondition_failed",
  "range_not_satisfiable",
  "not_found",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "storage_unavailable",
  "internal_error",
  "channel_unavailable",
  "template_not_approved",
  "first_contact_only",
  "free_text_needs_reply",
  "too_many_segments",
  "template_or_text",
  "invalid_signature",
  "invalid_token",
  "needs_confirmation",
  "invalid_time",
  "text_rules",
  "version_changed",
  "registry_not_found",
  "registry_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string[]> } };
