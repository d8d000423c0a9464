import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import { jsonError } from "../http/errors";
import type { AppEnv } from "../env";
import { findLiveSession } from "./sessions";

/** Guards admin routes: a live session's bearer token or a 401 (never cached). */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("Authorization") ?? "";
  const match = /^Bearer ([^\s]+)$/.exec(header);
  const session = match?.[1] ? await findLiveSession(drizzle(c.env.DB), match[1]) : null;
  if (!session) {
    c.header("Cache-Control", "no-store");
    c.header("WWW-Authenticate", 'Bearer realm="admin"');
    return jsonError(c, 401, "unauthorized", "Your session has ended. Please log in again.");
  }
  c.set("session", session);
  await next();
});
