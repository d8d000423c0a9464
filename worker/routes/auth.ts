import { loginInputSchema, type LoginResultDto } from "../../contract/auth";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { PBKDF2_ITERATIONS, verifyPassword } from "../auth/password";
import { requireAdmin } from "../auth/requireAdmin";
import { createSession, revokeSession } from "../auth/sessions";
import { admins } from "../db/schema";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";
import { clientIp, limitBody, requireJsonBody, validJson, withinRateLimit } from "../http/guards";

// Checked when the username is unknown, so a wrong name costs the same time as a wrong password.
const DECOY_HASH = {
  hash: "8GvjvHKFGIBbL3cHjIcNODXM3Zqo1VRVJXkHPKxXyGc=",
  salt: "AAAAAAAAAAAAAAAAAAAAAA==",
  iterations: PBKDF2_ITERATIONS,
};
const LOGIN_FAILED = "Invalid username or password.";

export const authRoutes = new Hono<AppEnv>()
  .post("/login", requireJsonBody, limitBody(4 * 1024), validJson(loginInputSchema), async (c) => {
    const { username, password } = c.req.valid("json");
    const ipAllowed = await withinRateLimit(c.env.LOGIN_RATE_LIMITER, `login-ip:${clientIp(c)}`);
    const userAllowed = await withinRateLimit(c.env.LOGIN_RATE_LIMITER, `login-user:${username.toLowerCase()}`);
    if (!ipAllowed || !userAllowed) {
      c.header("Retry-After", "60");
      return jsonError(c, 429, "rate_limited", "Too many login attempts. Please wait a minute and try again.");
    }
    const db = drizzle(c.env.DB);
    const admin = await db.select().from(admins).where(eq(admins.username, username)).get();
    const stored = admin
      ? { hash: admin.passwordHash, salt: admin.salt, iterations: admin.iterations }
      : DECOY_HASH;
    const passwordMatches = await verifyPassword(password, stored);
    if (!admin || !passwordMatches) {
      c.header("Cache-Control", "no-store");
      return jsonError(c, 401, "invalid_credentials", LOGIN_FAILED);
    }
    const session: LoginResultDto = await createSession(db, admin.id);
    c.header("Cache-Control", "no-store");
    return c.json(session);
  })
  .post("/logout", requireAdmin, async (c) => {
    await revokeSession(drizzle(c.env.DB), c.get("session").tokenHash);
    return c.body(null, 204);
  });
