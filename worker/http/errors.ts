import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorCode } from "../../contract/errors";

export type { ErrorBody, ErrorCode };

/** The one JSON error shape every failing API response uses. */
export function jsonError(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string, fields?: Record<string, string[]>) {
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return c.json(body, status);
}
