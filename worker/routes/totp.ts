import { totpConfirmSchema, type TotpConfirmDto, type TotpSetupDto } from "../../contract/auth";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { recordAudit } from "../audit/record";
import { requireSession } from "../auth/guards";
import { issueRecoveryCodes } from "../auth/recoveryCodes";
import { revokeOtherSessions, upgradeSession } from "../auth/sessions";
import { openSeed } from "../auth/seedCipher";
import { confirmSeed, keepPendingSeed } from "../auth/enrollment";
import { acceptTotp, newTotpSecret, totpUri } from "../auth/totp";
import { secondFactorKey, siteOrigin } from "../config";
import { admins } from "../db/schema";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { jsonError } from "../http/errors";
import { limitBody, requireJsonBody, validJson, withinRateLimit } from "../http/guards";
import { log } from "../observability/log";

const enrolling = requireSession({ allowEnrollment: true });

/** Seeds are stored only encrypted (worker/auth/seedCipher.ts): without SECOND_FACTOR_KEY, no enrollment. */
function keyMissing(c: Context<AppEnv>) {
  log.error("totp_enrollment_refused", { code: "second_factor_key_missing" });
  return jsonError(
    c,
    503,
    "internal_error",
    "Two-step sign-in cannot be set up now: the site's SECOND_FACTOR_KEY is not configured. Tell whoever runs the site.",
  );
}

/** Setting up the second factor of one's own account (docs/security-privacy.md). */
export const totpRoutes = new Hono<AppEnv>()
  .post("/setup", enrolling, async (c) => {
    if (!secondFactorKey(c.env)) return keyMissing(c);
    const { adminId } = c.get("session");
    const db = drizzle(c.env.DB);
    const admin = await db.select().from(admins).where(eq(admins.id, adminId)).get();
    if (!admin) return jsonError(c, 401, "unauthorized", "Your session has ended. Please log in again.");
    if (admin.totpSecret) {
      return jsonError(c, 409, "conflict", "Two-step sign-in is already set up. An administrator can reset it.");
    }
    const secret = newTotpSecret();
    await keepPendingSeed(c.env, db, adminId, secret);
    const issuer = new URL(siteOrigin(c.env)).hostname;
    return c.json({ otpauthUri: totpUri(secret, admin.username, issuer), secret } satisfies TotpSetupDto);
  })
  .post("/confirm", enrolling, requireJsonBody, limitBody(1024), validJson(totpConfirmSchema), async (c) => {
    const session = c.get("session");
    const network = clientNetwork(c);
    if (!(await withinRateLimit(c.env.LOGIN_ACCOUNT_RATE_LIMITER, `totp-confirm:${session.adminId}|${network}`))) {
      c.header("Retry-After", "60");
      return jsonError(c, 429, "rate_limited", "Too many attempts. Please wait a minute and try again.");
    }
    if (!secondFactorKey(c.env)) return keyMissing(c);
    const db = drizzle(c.env.DB);
    const admin = await db.select().from(admins).where(eq(admins.id, session.adminId)).get();
    if (!admin?.totpPendingSecret) {
      return jsonError(c, 409, "conflict", "Start the setup first: there is no code to confirm.");
    }
    // Null when SECOND_FACTOR_KEY changed since the setup began: it starts again.
    const pending = await openSeed(c.env, admin.totpPendingSecret);
    if (pending === null) return jsonError(c, 409, "conflict", "Start the setup again: this one can no longer be confirmed.");
    const step = acceptTotp(pending, c.req.valid("json").code, null);
    if (step === null) return jsonError(c, 400, "invalid_otp", "That code is not valid. Enter the current code from your app.");
    await confirmSeed(c.env, db, admin.id, pending, step);
    const recoveryCodes = await issueRecoveryCodes(db, admin.id);
    if (session.scope === "enroll") await upgradeSession(db, session.tokenHash);
    // Sessions opened with the password alone end: from now on every session has passed the second factor.
    await revokeOtherSessions(db, admin.id, session.tokenHash);
    await recordAudit(db, { action: "totp_enabled", actorId: admin.id, targetType: "staff", targetId: admin.id });
    c.header("Cache-Control", "no-store");
    return c.json({ recoveryCodes } satisfies TotpConfirmDto);
  });
