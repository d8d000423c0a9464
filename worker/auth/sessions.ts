import { and, eq, gt, lte } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { sessions } from "../db/schema";

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/; // 32 random bytes, base64url without padding

function base64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Starts a session: the caller gets the random token, the database only its hash. */
export async function createSession(db: DrizzleD1Database, adminId: number, now = new Date()) {
  const token = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db.delete(sessions).where(lte(sessions.expiresAt, now.toISOString())); // tidy expired rows
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), adminId, expiresAt });
  return { token, expiresAt };
}

/** The admin id of a live (unexpired, not logged-out) session, or null. */
export async function findLiveSession(db: DrizzleD1Database, token: string, now = new Date()) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ adminId: sessions.adminId, tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now.toISOString())))
    .get();
  return row ?? null;
}

export async function revokeSession(db: DrizzleD1Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
