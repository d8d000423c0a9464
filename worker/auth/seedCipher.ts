import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { secondFactorKey } from "../config";
import { admins } from "../db/schema";

/**
 * The staff's second-factor (TOTP) seeds at rest (docs/security-privacy.md): AES-256-GCM under a key
 * derived (HKDF-SHA-256) from SECOND_FACTOR_KEY, a random 96-bit IV per value, stored in the existing
 * text columns as `v1.<iv>.<ciphertext>` (base64url). A seed stored before this (plain base32, which can
 * never begin with "v1.") is still read, and sealed at the next sign-in or by the daily job.
 */
const VERSION = "v1";
const encoder = new TextEncoder();
const PURPOSE = encoder.encode("second-factor seed v1");
const keys = new Map<string, Promise<CryptoKey>>();

export class SecondFactorKeyMissing extends Error {
  constructor() {
    super("SECOND_FACTOR_KEY is not configured");
    this.name = "SecondFactorKeyMissing";
  }
}

function aesKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: PURPOSE },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    keys.set(secret, key);
  }
  return key;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Whether a stored value is an encrypted seed (otherwise a legacy plain one). */
export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}.`);

/** A seed as it is stored. Throws SecondFactorKeyMissing without the key: a seed is never stored in plain text. */
export async function sealSeed(env: Env, seed: string): Promise<string> {
  const secret = secondFactorKey(env);
  if (!secret) throw new SecondFactorKeyMissing();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: PURPOSE }, await aesKey(secret), encoder.encode(seed));
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/**
 * The seed a stored value holds: decrypted, or a legacy plain one as it is. Null when it cannot be read
 * (no key, another key, an altered value): the account's authenticator codes then fail, its recovery codes
 * still work, and an admin can reset its second factor.
 */
export async function openSeed(env: Env, stored: string): Promise<string | null> {
  if (!isSealed(stored)) return stored;
  const secret = secondFactorKey(env);
  const [, ivText, sealedText, ...rest] = stored.split(".");
  const iv = fromBase64Url(ivText ?? "");
  const sealed = fromBase64Url(sealedText ?? "");
  if (!secret || rest.length > 0 || iv?.length !== 12 || !sealed) return null;
  try {
    const seed = await crypto.subtle.decrypt({ name: "AES-GCM", iv, additionalData: PURPOSE }, await aesKey(secret), sealed);
    return new TextDecoder().decode(seed);
  } catch {
    return null;
  }
}

type SeedColumn = "totpSecret" | "totpPendingSecret";
const plainIn = (column: SQLiteColumn): SQL => sql`(${column} is not null and substr(${column}, 1, 3) <> ${`${VERSION}.`})`;

/** Seals one legacy plain seed in place, unless it changed meanwhile; false when there is nothing to do or no key. */
export async function sealLegacySeed(
  env: Env,
  db: DrizzleD1Database,
  adminId: number,
  column: SeedColumn,
  stored: string,
): Promise<boolean> {
  if (isSealed(stored) || !secondFactorKey(env)) return false;
  const sealed = await db
    .update(admins)
    .set({ [column]: await sealSeed(env, stored) })
    .where(and(eq(admins.id, adminId), eq(admins[column], stored)))
    .returning({ id: admins.id });
  return sealed.length > 0;
}

/**
 * Seals up to `limit` accounts' legacy plain seeds (enrolled or pending) in place; the daily retention job
 * calls it. Does nothing without SECOND_FACTOR_KEY. Returns how many values it sealed.
 */
export async function encryptLegacySeeds(env: Env, db: DrizzleD1Database, limit = 50): Promise<number> {
  if (!secondFactorKey(env)) return 0;
  const rows = await db
    .select({ id: admins.id, totpSecret: admins.totpSecret, totpPendingSecret: admins.totpPendingSecret })
    .from(admins)
    .where(or(plainIn(admins.totpSecret), plainIn(admins.totpPendingSecret)))
    .limit(limit)
    .all();
  let sealed = 0;
  for (const row of rows) {
    for (const column of ["totpSecret", "totpPendingSecret"] as const) {
      const stored = row[column];
      if (stored !== null && (await sealLegacySeed(env, db, row.id, column, stored))) sealed += 1;
    }
  }
  return sealed;
}
