import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { STORAGE_RETRY_AFTER_SECONDS } from "../db/unavailable";
import type { AppEnv } from "../env";
import { log } from "../observability/log";
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
