import type { DrizzleD1Database } from "drizzle-orm/d1";
import { auditHmacKey } from "../config";
import { auditLog } from "../db/schema";

/** What the audit log records (DESIGN §4). */
export const AUDIT_ACTIONS = [
  "login_succeeded",
  "login_failed",
  "logout",
  "totp_enabled",
  "totp_reset",
  "recovery_code_used",
  "account_changed",
  "inquiry_erased",
  "retention_purge",
  "export",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEntry = {
  action: AuditAction;
  actorId?: number | null;
  targetType?: "inquiry" | "staff";
  targetId?: string | number;
  /** As typed, for login events only. */
  username?: string;
  ipHash?: string | null;
  detail?: Record<string, string | number | boolean | null>;
};

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A keyed hash of a client network: the same network always gives the same value (so repeated failures
 * can be seen), but without the key it cannot be reversed by trying all IPv4 addresses. Without the
 * secret configured, nothing about the network is stored.
 */
export async function hashNetwork(env: Env, network: string): Promise<string | null> {
  const secret = auditHmacKey(env);
  if (!secret) return null;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toHex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(network))).slice(0, 32);
}

/** Appends one entry. The table refuses updates and deletes (triggers in migrations/0002). */
export async function recordAudit(db: DrizzleD1Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorId: entry.actorId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    username: entry.username ?? null,
    ipHash: entry.ipHash ?? null,
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
  });
}
