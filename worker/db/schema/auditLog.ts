import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { AUDIT_ACTIONS } from "../../../contract/audit";
import { nowIso } from "./nowIso";

/**
 * Append-only record of security-relevant actions (docs/security-privacy.md). No API updates or deletes a row, and
 * database triggers (migrations/0002) refuse it. `actorId` has no foreign key so entries outlive accounts.
 */
export const auditLog = sqliteTable("audit_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: text("at").notNull().default(nowIso),
  actorId: integer("actor_id"),
  action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
  targetType: text("target_type"),
  targetId: text("target_id"),
  /** The account's username, for login events of an existing account only. */
  username: text("username"),
  /** A login for a name that is no account: a keyed hash of what was typed (it may be a password). */
  usernameHash: text("username_hash"),
  /** Keyed hash of the client's network (IPv4 address or IPv6 /64), never the address itself. */
  ipHash: text("ip_hash"),
  /** JSON with non-personal details (counts, filters, changed fields). */
  detail: text("detail"),
});
