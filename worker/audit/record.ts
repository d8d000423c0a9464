import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { Context } from "hono";
import { auditHmacKey } from "../config";
import type { AppEnv } from "../env";
import { clientNetwork } from "../http/clientNetwork";
import { auditLog } from "../db/schema";
import type { AuditAction } from "../../contract/audit";

export type AuditEntry = {
  action: AuditAction;
  actorId?: number | null;
  targetType?:
    "inquiry" | "staff" | "audit" | "message_template" | "study" | "registry_import" | "registry_person" | "campaign" | "partner";
  targetId?: string | number;
  /** The account's username, for login events of an existing account only. */
  username?: string;
  /** For a login under a name that is no account: keyedHash of what was typed, never the text. */
  usernameHash?: string | null;
  ipHash?: string | null;
  detail?: Record<string, string | number | boolean | null>;
};

function toHex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A keyed hash for the audit log: the same value always gives the same hash (so repeated failures can be
 * seen), but without the key it cannot be reversed by trying every IPv4 address or a list of names.
 * Without the secret configured, nothing is stored. `purpose` keeps hashes of different things apart.
 * These hashes are only written and shown, never looked up, so after AUDIT_HMAC_KEY rotates new entries
 * simply use the new key; no earlier key is needed (docs/operations.md section 8).
 */
async function keyedHash(env: Env, purpose: "network" | "username", value: string): Promise<string | null> {
  const secret = auditHmacKey(env);
  if (!secret) return null;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return toHex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${purpose}:${value}`))).slice(0, 32);
}

/** A client network (IPv4 address or IPv6 /64) as the audit log keeps it. */
export const hashNetwork = (env: Env, network: string) => keyedHash(env, "network", network);

/** What someone typed as a username that matches no account (it may be a password typed in the wrong box). */
export const hashTypedUsername = (env: Env, typed: string) => keyedHash(env, "username", typed.trim().toLowerCase());

/** Appends one entry and returns its id. The table refuses updates and deletes (triggers in migrations/0002). */
export async function recordAudit(db: DrizzleD1Database, entry: AuditEntry): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      action: entry.action,
      actorId: entry.actorId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId === undefined ? null : String(entry.targetId),
      username: entry.username ?? null,
      usernameHash: entry.usernameHash ?? null,
      ipHash: entry.ipHash ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .returning({ id: auditLog.id });
  return row!.id;
}

/** An entry for what the signed-in staff member did in this request: them as the actor, their network hashed. */
export async function auditRequest(
  c: Context<AppEnv>,
  entry: Omit<AuditEntry, "actorId" | "ipHash" | "username" | "usernameHash">,
  db: DrizzleD1Database = drizzle(c.env.DB),
): Promise<number> {
  return recordAudit(db, { ...entry, actorId: c.get("session").adminId, ipHash: await hashNetwork(c.env, clientNetwork(c)) });
}
