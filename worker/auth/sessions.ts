import { and, eq, gt, lte, ne } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { admins, sessions } from "../db/schema";
import type { StaffSession } from "../env";
import { urlToken } from "../http/urlToken";

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** An enrollment-only session (REQUIRE_TOTP, no second factor yet) lasts long enough to scan a code. */
export const ENROLL_SESSION_TTL_MS = 15 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url without padding

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Starts a session: the caller gets the random token, the database only its hash. */
export async function createSession(db: DrizzleD1Database, adminId: number, scope: StaffSession["scope"] = "full", now = new Date()) {
  const token = urlToken(32);
  const ttl = scope === "full" ? SESSION_TTL_MS : ENROLL_SESSION_TTL_MS;
  const expiresAt = new Date(now.getTime() + ttl).toISOString();
  await db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString())); // tidy expired rows
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), adminId, scope, expiresAt });
  return { token, expiresAt };
}

/** The live (unexpired, not logged-out) session of a token, with its account's role; or null. */
export async function findLiveSession(db: DrizzleD1Database, token: string, now = new Date()): Promise<StaffSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ adminId: sessions.adminId, tokenHash: sessions.tokenHash, scope: sessions.scope, role: admins.role })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now.toISOString()), eq(admins.active, true)))
    .get();
  return row ?? null;
}

/** After the second factor is confirmed, an enrollment session becomes a full one. */
export async function upgradeSession(db: DrizzleD1Database, tokenHash: string, now = new Date()) {
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db.update(sessions).set({ scope: "full", expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return expiresAt;
}

export async function revokeSession(db: DrizzleD1Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeAllSessions(db: DrizzleD1Database, adminId: number) {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

/** Ends every session of the account except the one making the request. */
export async function revokeOtherSessions(db: DrizzleD1Database, adminId: number, keepTokenHash: string) {
  await db.delete(sessions).where(and(eq(sessions.adminId, adminId), ne(sessions.tokenHash, keepTokenHash)));
}
