import { loginInputSchema, type LoginResultDto, type MeDto } from "../../contract/auth";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { hashNetwork, hashTypedUsername, recordAudit } from "../audit/record";
import { requireSession } from "../auth/guards";
import { PBKDF2_ITERATIONS, verifyPassword } from "../auth/password";
import { checkSecondFactor } from "../auth/secondFactor";
import { createSession, revokeSession } from "../auth/sessions";
import { requireTotp } from "../config";
import { admins } from "../db/schema";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { jsonError } from "../http/errors";
import { limitBody, requireJsonBody, validJson, withinRateLimit } from "../http/guards";
import { totpRoutes } from "./totp";

// Checked when the username is unknown, so a wrong name costs the same time as a wrong password.
const DECOY_HASH = {
  hash: "8GvjvHKFGIBbL3cHjIcNODXM3Zqo1VRVJXkHPKxXyGc=",
  salt: "AAAAAAAAAAAAAAAAAAAAAA==",
  iterations: PBKDF2_ITERATIONS,
};
const LOGIN_FAILED = "Invalid username or password.";

export const authRoutes = new Hono<AppEnv>()
  .post("/login", requireJsonBody, limitBody(4 * 1024), validJson(loginInputSchema), async (c) => {
    const { username, password, otp } = c.req.valid("json");
    const network = clientNetwork(c);
    // Per network, and per (account, network): never per account alone, so that failures from other
    // places can never stop the real person's correct password (docs/security-privacy.md).
    const account = username.toLowerCase();
    const allowed =
      (await withinRateLimit(c.env.LOGIN_NETWORK_RATE_LIMITER, `login:${network}`)) &&
      (await withinRateLimit(c.env.LOGIN_ACCOUNT_RATE_LIMITER, `login:${account}|${network}`));
    if (!allowed) {
      c.header("Retry-After", "60");
      return jsonError(c, 429, "rate_limited", "Too many login attempts. Please wait a minute and try again.");
    }
    const db = drizzle(c.env.DB);
    const admin = await db
      .select()
      .from(admins)
      .where(eq(sql`lower(${admins.username})`, account))
      .get();
    const stored = admin ? { hash: admin.passwordHash, salt: admin.salt, iterations: admin.iterations } : DECOY_HASH;
    const passwordMatches = await verifyPassword(password, stored);
    const ipHash = await hashNetwork(c.env, network);
    // The name is kept only when it is an account's; anything else typed there (an e-mail address, a
    // password in the wrong box) is kept as a keyed hash, so repeated tries still show.
    const who = admin ? { username: admin.username } : { usernameHash: await hashTypedUsername(c.env, username) };
    const fail = async (reason: string) =>
      recordAudit(db, { action: "login_failed", actorId: admin?.id ?? null, ...who, ipHash, detail: { reason } });

    if (!admin || !passwordMatches || !admin.active) {
      await fail(admin && passwordMatches ? "inactive" : "password");
      return jsonError(c, 401, "invalid_credentials", LOGIN_FAILED);
    }

    let secondFactor: "totp" | "recovery_code" | "none" = "none";
    if (admin.totpSecret) {
      if (!otp) return jsonError(c, 401, "otp_required", "Enter the code from your authenticator app.");
      const result = await checkSecondFactor(c.env, db, admin, otp);
      if (!result.ok) {
        await fail(result.reason === "throttled" ? "otp_throttled" : "otp");
        if (result.reason === "throttled") {
          c.header("Retry-After", "900");
          return jsonError(c, 429, "rate_limited", "Too many wrong codes. Use a recovery code, or wait 15 minutes.");
        }
        return jsonError(c, 401, "invalid_otp", "That code is not valid. Enter the current code from your app.");
      }
      secondFactor = result.method;
      if (result.method === "recovery_code") {
        await recordAudit(db, { action: "recovery_code_used", actorId: admin.id, targetType: "staff", targetId: admin.id, ipHash });
      }
    }

    const enrollmentRequired = !admin.totpSecret && requireTotp(c.env);
    const session = await createSession(db, admin.id, enrollmentRequired ? "enroll" : "full");
    await recordAudit(db, {
      action: "login_succeeded",
      actorId: admin.id,
      username: admin.username,
      ipHash,
      detail: { secondFactor, enrollmentRequired },
    });
    return c.json({ ...session, enrollmentRequired, role: admin.role } satisfies LoginResultDto);
  })
  .post("/logout", requireSession({ allowEnrollment: true }), async (c) => {
    const session = c.get("session");
    const db = drizzle(c.env.DB);
    await revokeSession(db, session.tokenHash);
    await recordAudit(db, { action: "logout", actorId: session.adminId });
    return c.body(null, 204);
  })
  .get("/me", requireSession({ allowEnrollment: true }), async (c) => {
    const session = c.get("session");
    const admin = await drizzle(c.env.DB)
      .select({
        id: admins.id,
        username: admins.username,
        displayName: admins.displayName,
        role: admins.role,
        totpSecret: admins.totpSecret,
      })
      .from(admins)
      .where(eq(admins.id, session.adminId))
      .get();
    if (!admin) return jsonError(c, 401, "unauthorized", "Your session has ended. Please log in again.");
    return c.json({
      id: admin.id,
      username: admin.username,
      displayName: admin.displayName,
      role: admin.role,
      twoFactorEnabled: admin.totpSecret !== null,
      enrollmentRequired: session.scope === "enroll",
    } satisfies MeDto);
  })
  .route("/totp", totpRoutes);
