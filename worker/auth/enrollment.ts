import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { admins } from "../db/schema";
import { sealSeed } from "./seedCipher";

/**
 * Setting up one's own second factor (docs/security-privacy.md), as /api/auth/totp does it: the new seed waits,
 * sealed, until a code from it is confirmed; then it is the account's seed, and the failure counters start over.
 */
export async function keepPendingSeed(env: Env, db: DrizzleD1Database, adminId: number, seed: string): Promise<void> {
  await db
    .update(admins)
    .set({ totpPendingSecret: await sealSeed(env, seed) })
    .where(eq(admins.id, adminId));
}

/** The pending seed becomes the account's, with the time step of the code that confirmed it. */
export async function confirmSeed(env: Env, db: DrizzleD1Database, adminId: number, seed: string, step: number): Promise<void> {
  await db
    .update(admins)
    .set({ totpSecret: await sealSeed(env, seed), totpPendingSecret: null, totpLastStep: step, otpFailures: 0, otpWindowStart: null })
    .where(eq(admins.id, adminId));
}
