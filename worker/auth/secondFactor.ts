import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { secondFactorKey } from "../config";
import { admins } from "../db/schema";
import { errorClassOf, log } from "../observability/log";
import { RECOVERY_CODE_PATTERN, normalizeRecoveryCode, useRecoveryCode } from "./recoveryCodes";
import { openSeed, sealLegacySeed } from "./seedCipher";
import { acceptTotp } from "./totp";

/** Attempts allowed per account in a window, for authenticator codes and, counted apart, recovery codes. */
export const OTP_MAX_FAILURES = 10;
export const OTP_WINDOW_MS = 15 * 60 * 1000;

type Account = { id: number; totpSecret: string | null; totpLastStep: number | null };

export type SecondFactorResult = { ok: true; method: "totp" | "recovery_code" } | { ok: false; reason: "wrong_code" | "throttled" };

/** The columns (Drizzle keys of `admins`) that count each kind of attempt and when its window began. */
const COUNTERS = {
  totp: { failures: "otpFailures", windowStart: "otpWindowStart" },
  recovery: { failures: "recoveryFailures", windowStart: "recoveryWindowStart" },
} as const;

/**
 * Takes one attempt from the account's allowance before any code is checked, in one conditional update
 * that both counts and refuses: of any number of parallel guesses, at most OTP_MAX_FAILURES are checked
 * per window. A correct authenticator code gives the allowance back.
 */
async function reserveAttempt(db: DrizzleD1Database, accountId: number, kind: keyof typeof COUNTERS, now: Date): Promise<boolean> {
  const keys = COUNTERS[kind];
  const failures = admins[keys.failures];
  const windowStart = admins[keys.windowStart];
  const windowOver = sql`(${windowStart} is null or ${windowStart} <= ${new Date(now.getTime() - OTP_WINDOW_MS).toISOString()})`;
  const set = {
    [keys.failures]: sql`case when ${windowOver} then 1 else ${failures} + 1 end`,
    [keys.windowStart]: sql`case when ${windowOver} then ${now.toISOString()} else ${windowStart} end`,
  };
  const reserved = await db
    .update(admins)
    .set(set)
    .where(and(eq(admins.id, accountId), or(windowOver, lt(failures, OTP_MAX_FAILURES))))
    .returning({ id: admins.id });
  return reserved.length > 0;
}

/**
 * Checks the second factor of an account that has one. Six digits can be guessed by many addresses at
 * once, so attempts are reserved per account before checking; past the limit, authenticator codes are
 * refused until the window ends, but recovery codes (about 50 bits, with their own allowance) still let
 * the real person in. The seed is stored encrypted (worker/auth/seedCipher.ts); a legacy plain one is
 * still read, and sealed once a code from it was accepted.
 */
export async function checkSecondFactor(
  env: Env,
  db: DrizzleD1Database,
  account: Account,
  otp: string,
  now = new Date(),
): Promise<SecondFactorResult> {
  if (RECOVERY_CODE_PATTERN.test(normalizeRecoveryCode(otp))) {
    if (!(await reserveAttempt(db, account.id, "recovery", now))) return { ok: false, reason: "throttled" };
    return (await useRecoveryCode(db, account.id, otp)) ? { ok: true, method: "recovery_code" } : { ok: false, reason: "wrong_code" };
  }
  if (!(await reserveAttempt(db, account.id, "totp", now))) return { ok: false, reason: "throttled" };
  const seed = account.totpSecret ? await openSeed(env, account.totpSecret) : null;
  if (account.totpSecret && seed === null) {
    // Never the value or the key: only that this account's codes cannot be checked now.
    log.warn("totp_seed_unreadable", { code: secondFactorKey(env) ? "second_factor_key_mismatch" : "second_factor_key_missing" });
  }
  const step = seed ? acceptTotp(seed, otp, account.totpLastStep, now.getTime()) : null;
  if (step === null) return { ok: false, reason: "wrong_code" };
  // Conditional on the stored step, so two requests racing with the same code cannot both win.
  const claimed = await db
    .update(admins)
    .set({ totpLastStep: step, otpFailures: 0, otpWindowStart: null })
    .where(and(eq(admins.id, account.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  if (claimed.length === 0) return { ok: false, reason: "wrong_code" };
  // A seed stored before encryption is sealed now; a failure here never costs the sign-in.
  await sealLegacySeed(env, db, account.id, "totpSecret", account.totpSecret!).catch((error: unknown) =>
    log.warn("totp_seed_seal_failed", { errorClass: errorClassOf(error) }),
  );
  return { ok: true, method: "totp" };
}
