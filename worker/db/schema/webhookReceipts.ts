import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";

/**
 * Text-provider webhooks already handled, by a hash of their signature: the same signed request sent again
 * (a replay) is refused. Rows older than the retention window are removed by the daily job.
 */
export const webhookReceipts = sqliteTable("webhook_receipts", {
  signatureHash: text("signature_hash").primaryKey(),
  at: text("at").notNull().default(nowIso),
});
