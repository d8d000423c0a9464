import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../../contract/language";
import { CONSENT_ACTIONS, CONSENT_SOURCES, MESSAGE_CHANNELS } from "../../../contract/messaging";
import { nowIso } from "./nowIso";

/**
 * The consent ledger (docs/messaging.md): every consent and opt-out, per channel and number or address, appended
 * and never changed; the latest event decides. The number or address is stored only as a keyed hash, so
 * an opt-out outlives the erasure of the inquiry it came with without keeping the number.
 */
export const consentEvents = sqliteTable(
  "consent_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    addressHash: text("address_hash").notNull(),
    action: text("action", { enum: CONSENT_ACTIONS }).notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    /** The statement the person agreed to (contract/consent.ts, contract/messaging.ts), or the keyword. */
    statement: text("statement"),
    language: text("language", { enum: LANGUAGES }),
    /** The page the consent was given on ("/es/contact"). */
    page: text("page"),
    inquiryId: integer("inquiry_id"),
    at: text("at").notNull().default(nowIso),
  },
  (t) => [index("consent_events_address_idx").on(t.channel, t.addressHash, t.id), index("consent_events_at_idx").on(t.at)],
);
