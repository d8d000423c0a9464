import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { admins } from "../db/schema";
import { RECOVERY_CODE_PATTERN, normalizeRecoveryCode, useRecoveryCode } from "./recoveryCodes";
import { acceptTotp } from "./totp";

/** Wrong authenticator codes allowed per account in a window before codes are refused for its rest. */
export const OTP_MAX_FAILURES = 10;
export const OTP_WINDOW_MS = 15 * 60 * 1000;

type Account = {
  id: number;
  totpSecret: string | null;
  totpLastStep: number | null;
  otpFailures: number;
  otpWindowStart: string | null;
};

export type SecondFactorResult =
  | { ok: true; method: "totp" | "recovery_code" }
  | { ok: false; reason: "wrong_code" | "throttled" };

/**
 * Checks the second factor of an account that has one. Six digits can be guessed by many addresses at
 * once, so wrong codes are counted per account; past the limit, authenticator codes are refused until
 * the window ends, but a recovery code (about 50 bits, not guessable) still lets the real person in.
 */
export async function checkSecondFactor(
  db: DrizzleD1Database,
  account: Account,
  otp: string,
  now = new Date(),
): Promise<SecondFactorResult> {
  if (RECOVERY_CODE_PATTERN.test(normalizeRecoveryCode(otp))) {
    return (await useRecoveryCode(db, account.id, otp)) ? { ok: true, method: "recovery_code" } : { ok: false, reason: "wrong_code" };
  }
  const windowOpen =
    account.otpWindowStart !== null && now.getTime() - Date.parse(account.otpWindowStart) < OTP_WINDOW_MS;
  if (windowOpen && account.otpFailures >= OTP_MAX_FAILURES) return { ok: false, reason: "throttled" };

  const step = account.totpSecret ? acceptTotp(account.totpSecret, otp, account.totpLastStep, now.getTime()) : null;
  if (step !== null) {
    // Conditional on the stored step, so two requests racing with the same code cannot both win.
    const claimed = await db
      .update(admins)
      .set({ totpLastStep: step, otpFailures: 0, otpWindowStart: null })
      .where(and(eq(admins.id, account.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
      .returning({ id: admins.id });
    if (claimed.length > 0) return { ok: true, method: "totp" };
  }
  await db
    .update(admins)
    .set(
      windowOpen
        ? { otpFailures: sql`${admins.otpFailures} + 1` }
        : { otpFailures: 1, otpWindowStart: now.toISOString() },
    )
    .where(eq(admins.id, account.id));
  return { ok: false, reason: "wrong_code" };
}
