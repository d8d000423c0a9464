import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ErrorCode } from "../../contract/errors";
import { admins } from "../db/schema";
import { checkSecondFactor } from "./secondFactor";

export type ConfirmationProblem = { status: 403 | 429; code: ErrorCode; message: string };

/**
 * An admin changing someone else's sign-in (a new password, a reset second factor) proves it is really
 * them with their own current code, when their account has one: a session left open on a shared
 * computer is then not enough to take over a colleague's account. The code counts against the same
 * allowance as at login, and is accepted once.
 */
export async function confirmOwnCode(
  env: Env,
  db: DrizzleD1Database,
  actorId: number,
  code: string | undefined,
): Promise<ConfirmationProblem | null> {
  const actor = await db
    .select({ id: admins.id, totpSecret: admins.totpSecret, totpLastStep: admins.totpLastStep })
    .from(admins)
    .where(eq(admins.id, actorId))
    .get();
  if (!actor?.totpSecret) return null;
  if (!code)
    return { status: 403, code: "otp_confirmation_required", message: "Confirm with the current code from your authenticator app." };
  const result = await checkSecondFactor(env, db, actor, code);
  if (result.ok) return null;
  return result.reason === "throttled"
    ? { status: 429, code: "rate_limited", message: "Too many wrong codes. Use a recovery code, or wait 15 minutes." }
    : { status: 403, code: "invalid_otp", message: "That code is not valid. Enter the current code from your app." };
}
