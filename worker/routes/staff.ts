import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { hashNetwork, recordAudit } from "../audit/record";
import { requireRole, requireStaff } from "../auth/guards";
import { revokeAllSessions } from "../auth/sessions";
import { admins, recoveryCodes } from "../db/schema";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { jsonError } from "../http/errors";

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

/** Staff account management (admins only). */
export const staffRoutes = new Hono<AppEnv>().delete("/:id/totp", requireStaff, requireRole("admin"), async (c) => {
  const raw = c.req.param("id");
  if (!ID_PATTERN.test(raw)) return jsonError(c, 400, "bad_request", "The account id must be a positive whole number.");
  const id = Number(raw);
  const db = drizzle(c.env.DB);
  const reset = await db
    .update(admins)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, otpFailures: 0, otpWindowStart: null })
    .where(eq(admins.id, id))
    .returning({ id: admins.id });
  if (reset.length === 0) return jsonError(c, 404, "not_found", "No account has that id.");
  await db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, id));
  // Whoever holds the old factor's sessions must sign in again (and enroll anew where it is required).
  await revokeAllSessions(db, id);
  const actorId = c.get("session").adminId;
  await recordAudit(db, {
    action: "totp_reset",
    actorId,
    targetType: "staff",
    targetId: id,
    ipHash: await hashNetwork(c.env, clientNetwork(c)),
  });
  return c.body(null, 204);
});
