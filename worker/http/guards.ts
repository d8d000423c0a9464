import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { ZodType } from "zod";
import type { AppEnv } from "../env";
import { jsonError } from "./errors";

const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops the rest of a request body we refuse (up to 16 MB, then gives up), so the connection
 * stays usable: answering with a body still half-sent makes the local runtime (miniflare) fail the next
 * request on that connection with a 500.
 */
export async function discardBody(c: Context<AppEnv>) {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    reader = c.req.raw.body?.getReader();
  } catch {
    return; // already being read (the size limiter stopped part-way)
  }
  if (!reader) return;
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DRAIN_LIMIT_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away; nothing left to drain.
  }
}

/**
 * After any handler: a request body nobody read (a 401, 403 or 404 answered before reading it) is drained,
 * so the connection stays usable for the next request.
 */
export const drainUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.raw.body && !c.req.raw.bodyUsed) await discardBody(c);
});

/** 415 unless the request body is declared as JSON (plain, not compressed: we never decode bodies). */
export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header("Content-Type") ?? "";
  const encoding = (c.req.header("Content-Encoding") ?? "identity").trim().toLowerCase();
  if (!/^application\/json\s*(;|$)/i.test(type) || encoding !== "identity") {
    await discardBody(c);
    return jsonError(c, 415, "unsupported_media_type", "Send the request body as uncompressed application/json.");
  }
  await next();
});

/** 413 for bodies over `maxBytes`, counted while streaming (a missing or false Content-Length does not help). */
export const limitBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: async (c) => {
      await discardBody(c);
      return jsonError(c, 413, "payload_too_large", "The request body is too large.");
    },
  });

/** One code per problem, by field (`_body` for the whole body), from zod's issues. */
export function fieldErrors(
  issues: readonly { path: PropertyKey[]; code: string; message: string; keys?: string[] }[],
): Record<string, string[]> {
  // No prototype: a field named "__proto__" is a key like any other.
  const fields: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  for (const issue of issues) {
    // A field that should not be there is named as such ("q": ["unknown_field"]).
    if (issue.code === "unrecognized_keys" && issue.keys?.length) {
      for (const key of issue.keys) (fields[[...issue.path.map(String), key].join(".")] ??= []).push("unknown_field");
      continue;
    }
    const key = issue.path.length ? issue.path.map(String).join(".") : "_body";
    const code = issue.code === "unrecognized_keys" ? "unknown_field" : /^[a-z_]{2,40}$/.test(issue.message) ? issue.message : "invalid";
    (fields[key] ??= []).push(code);
  }
  return fields;
}

/** Validates the JSON body with `schema`; every failure is one 400 with a code per field. */
export const validJson = <T extends ZodType>(schema: T) =>
  zValidator("json", schema, (result, c) => {
    if (result.success) return;
    return jsonError(c, 400, "validation_failed", "Some fields are missing or invalid.", fieldErrors(result.error.issues));
  });

/** Validates the query string with `schema`; every failure is one 400 with a code per field. */
export const validQuery = <T extends ZodType>(schema: T, message = "Some parameters are missing or invalid.") =>
  zValidator("query", schema, (result, c) => {
    if (result.success) return;
    return jsonError(c, 400, "validation_failed", message, fieldErrors(result.error.issues));
  });

/** Applies a Workers Rate Limiting binding to `key`; false when over the limit. */
export async function withinRateLimit(limiter: RateLimit, key: string): Promise<boolean> {
  const { success } = await limiter.limit({ key });
  return success;
}
