import { primaryKey, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { MESSAGE_CHANNELS } from "../../../contract/messaging";

/**
 * The ledger's hashes of a person's number and address on the list, one row per accepted key (worker/volunteers/
 * addressHashes.ts), so that a campaign's audience reads the ledger in SQL instead of hashing every person in the
 * Worker. Triggers (migrations/0034) delete a person's rows for a channel when its number or address changes, and
 * all of them when the person is deleted; a missing one is hashed again when next needed.
 */
export const volunteerHashes = sqliteTable(
  "volunteer_hashes",
  {
    volunteerId: integer("volunteer_id").notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** The fingerprint of the key the hash is under (worker/messaging/keys.ts keyFingerprint). */
    key: text("key").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.volunteerId, t.channel, t.key] })],
);
