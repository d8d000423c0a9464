import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { STORAGE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import type { AppEnv } from "../env";
import { log } from "../observability/log";
import { clientNetwork } from "./clientNetwork";
import { discardBody } from "./guards";

/**
 * Whether a submission comes from one of our own pages: the browser's Fetch Metadata when it sends it,
 * else its Origin. Anything else (another site's form, a script sending neither) is refused.
 */
function fromOurPage(c: Context<AppEnv>): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  return c.req.header("Origin") === new URL(c.req.url).origin;
}

/**
 * The one way in for a form the browser posts itself (before the page's code has arrived, or without it):
 * from our own pages only (403), url-encoded (415). The size limit is the route's (`limitBody`).
 */
export const plainFormPost = createMiddleware<AppEnv>(async (c, next) => {
  if (!fromOurPage(c)) {
    await discardBody(c);
    return c.text("This form can only be sent from our own pages.", 403);
  }
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header("Content-Type") ?? "")) {
    await discardBody(c);
    return c.text("Send the form as application/x-www-form-urlencoded.", 415);
  }
  await next();
});

/** The fields of a plain form submission. */
export async function formFields(c: Context<AppEnv>): Promise<URLSearchParams> {
  return new URLSearchParams(await c.req.text());
}

/** A plain form or page asked for while the database was busy: logged without values, the browser told when to retry. */
export function noteStorageBusy(c: Context<AppEnv>, route: string): void {
  log.warn("storage_unavailable", { requestId: c.get("requestId"), route, method: c.req.method, status: 503, code: "storage_unavailable" });
  c.header("Retry-After", String(STORAGE_RETRY_AFTER_SECONDS));
}

/** How long the same plain form from the same network is taken as one submission (a double press, a resend). */
const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * The idempotency key of a plain form submission (a page the Worker cannot stamp with one: it is prerendered
 * and cached): the same fields to the same page from the same network within the window give the same key, so
 * a second press racing the first finds the stored one through the table's unique key instead of filing twice.
 * A UUID (version 8) like the keys the page's code sends. Only a hash is kept.
 */
export async function plainSubmissionKey(c: Context<AppEnv>, fields: URLSearchParams, now = Date.now()): Promise<string> {
  const sorted = [...fields].sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1));
  const window = Math.floor(now / REPEAT_WINDOW_MS);
  const bytes = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(JSON.stringify([c.req.path, clientNetwork(c), window, sorted])),
  );
  const hex = [...new Uint8Array(bytes).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
