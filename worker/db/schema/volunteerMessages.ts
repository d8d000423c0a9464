import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MESSAGE_CHANNELS } from "../../../contract/messaging";
import { VOLUNTEER_MESSAGE_KINDS, VOLUNTEER_MESSAGE_STATUSES } from "../../../contract/volunteers";
import { nowIso } from "./nowIso";

/**
 * The registry's own messages to its people (docs/registry.md, "Messages"): the confirmation after joining and
 * the renewal a month before the yes ends. No words are stored: they are written from the person's record
 * when the message goes, so erasing the person leaves nothing here but the fact. Sent at most once, as the
 * inquiries' outbox: a conditional update claims it, and a claim that never reported back is given up.
 */
export const volunteerMessages = sqliteTable(
  "volunteer_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    volunteerId: integer("volunteer_id").notNull(),
    kind: text("kind", { enum: VOLUNTEER_MESSAGE_KINDS }).notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    status: text("status", { enum: VOLUNTEER_MESSAGE_STATUSES }).notNull().default("queued"),
    /** The consent period it belongs to (the consent's end when it was queued): one renewal per period. */
    period: text("period").notNull(),
    createdAt: text("created_at").notNull().default(nowIso),
    sendAfter: text("send_after"),
    claimedAt: text("claimed_at"),
    sentAt: text("sent_at"),
    statusAt: text("status_at"),
    providerId: text("provider_id"),
    failureReason: text("failure_reason"),
  },
  (t) => [
    uniqueIndex("volunteer_messages_once_idx").on(t.volunteerId, t.kind, t.channel, t.period),
    // Twilio's delivery reports find the text by its MessageSid.
    uniqueIndex("volunteer_messages_provider_idx")
      .on(t.channel, t.providerId)
      .where(sql`provider_id is not null`),
    index("volunteer_messages_outbox_idx")
      .on(t.sendAfter)
      .where(sql`status = 'queued'`),
  ],
);
