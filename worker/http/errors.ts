import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Machine-readable error codes the API answers with; the client maps them to translated text. */
export type ErrorCode =
  | "bad_request"
  | "validation_failed"
  | "unauthorized"
  | "forbidden"
  | "invalid_credentials"
  | "otp_required"
  | "invalid_otp"
  | "totp_enrollment_required"
  | "conflict"
  | "erased"
  | "invalid_transition"
  | "reason_required"
  | "unknown_staff"
  | "last_admin"
  | "username_taken"
  | "precondition_failed"
  | "range_not_satisfiable"
  | "not_found"
  | "method_not_allowed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "storage_unavailable"
  | "internal_error";

export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: Record<string, string[]> } };

/** The one JSON error shape every failing API response uses. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string[]>,
) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status);
}
