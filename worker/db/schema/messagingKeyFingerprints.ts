import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";

/**
 * Every MESSAGING_KEY the consent ledger's hashes were written under, by a fingerprint (an HMAC of a fixed word
 * under the key: it does not reveal the key). The Worker sends nothing while one of these is no longer among the
 * keys it holds (worker/messaging/keyOrder.ts): the opt-outs hashed under it could not be found.
 */
export const messagingKeyFingerprints = sqliteTable("messaging_key_fingerprints", {
  fingerprint: text("fingerprint").primaryKey(),
  firstUsedAt: text("first_used_at").notNull().default(nowIso),
});
