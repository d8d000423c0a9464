import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import type { StaffRole } from "../../contract/staff";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";
import { findLiveSession } from "./sessions";

// RFC 9110: the scheme is case-insensitive; one or more spaces before the token68.
const BEARER = /^bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

/** The bearer token of a request, or null. */
export function bearerToken(header: string | undefined): string | null {
  return BEARER.exec(header ?? "")?.[1] ?? null;
}

/**
 * Loads the session of the bearer token (401 without a live one). `enroll` sessions pass only where the
 * route allows them (setting up the second factor); everywhere else they get 403 `totp_enrollment_required`.
 */
export const requireSession = (options: { allowEnrollment?: boolean } = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header("Authorization"));
    const session = token ? await findLiveSession(drizzle(c.env.DB), token) : null;
    if (!session) {
      c.header("WWW-Authenticate", 'Bearer realm="staff"');
      return jsonError(c, 401, "unauthorized", "Your session has ended. Please log in again.");
    }
    if (session.scope === "enroll" && !options.allowEnrollment) {
      return jsonError(c, 403, "totp_enrollment_required", "Set up two-step sign-in to continue.");
    }
    c.set("session", session);
    await next();
  });

/** Any signed-in staff member with a full session. */
export const requireStaff = requireSession();

/** A full session whose account has one of `roles` (403 otherwise). */
export const requireRole = (...roles: StaffRole[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.get("session").role)) {
      return jsonError(c, 403, "forbidden", "Your account does not have permission to do this.");
    }
    await next();
  });
