import { and, eq, isNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { recoveryCodes } from "../db/schema";
import { sha256Hex } from "./sessions";

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: codes are read off paper.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const RECOVERY_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/;

/** 10 characters of a 31-letter alphabet: about 50 bits each. */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Normalizes what a person typed ("abcde fghij" → "ABCDE-FGHIJ"). */
export function normalizeRecoveryCode(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

/** Replaces the account's codes with a fresh set; returns them once, stores only hashes. */
export async function issueRecoveryCodes(db: DrizzleD1Database, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => sha256Hex(code)));
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId)),
    db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash }))),
  ]);
  return codes;
}

/** Marks an unused code as used; true when it was one (each code works once). */
export async function useRecoveryCode(db: DrizzleD1Database, adminId: number, input: string): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!RECOVERY_CODE_PATTERN.test(code)) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(recoveryCodes.adminId, adminId), eq(recoveryCodes.codeHash, await sha256Hex(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}
