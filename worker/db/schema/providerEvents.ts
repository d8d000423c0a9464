import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";

/**
 * Provider events already handled (docs/messaging.md), by a keyed hash of what identifies them at the
 * provider: an inbound text by AccountSid and MessageSid, a status callback by those and its status. The
 * same event sent again (a retry or a replay, however its signature is spelled) is answered without being
 * applied twice. Holds no personal data; inbound keys are kept for good, so a replay is known years later.
 */
export const providerEvents = sqliteTable("provider_events", {
  keyHash: text("key_hash").primaryKey(),
  kind: text("kind", { enum: ["inbound_text", "text_status"] }).notNull(),
  at: text("at").notNull().default(nowIso),
});
