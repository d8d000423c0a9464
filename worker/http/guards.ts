import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { ZodType } from "zod";
import { isFieldErrorCode } from "../../contract/inquiry";
import type { AppEnv } from "../env";
import { jsonError } from "./errors";

/** 415 unless the request body is declared as JSON. */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return jsonError(c, 415, "unsupported_media_type", "Send the request body as application/json.");
  }
  await next();
});

/** 413 for bodies over `maxBytes`, counted while streaming (a missing or false Content-Length does not help). */
export const limitBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => jsonError(c, 413, "payload_too_large", "The request body is too large."),
  });

/** Validates the JSON body with `schema`; every failure is one 400 with a code per field. */
export const validJson = <T extends ZodType>(schema: T) =>
  zValidator("json", schema, (result, c) => {
    if (result.success) return;
    const fields: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? issue.path.join(".") : "_body";
      const code =
        issue.code === "unrecognized_keys" ? "unknown_field" : isFieldErrorCode(issue.message) ? issue.message : "invalid";
      (fields[key] ??= []).push(code);
    }
    return jsonError(c, 400, "validation_failed", "Some fields are missing or invalid.", fields);
  });

/** Applies a Workers Rate Limiting binding to `key`; false when over the limit. */
export async function withinRateLimit(limiter: RateLimit, key: string): Promise<boolean> {
  const { success } = await limiter.limit({ key });
  return success;
}

export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("CF-Connecting-IP") ?? "unknown";
}
