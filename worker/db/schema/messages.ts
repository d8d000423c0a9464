import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MESSAGE_CHANNELS, MESSAGE_DIRECTIONS, MESSAGE_ORIGINS, MESSAGE_STATUSES } from "../../../contract/messaging";
import { nowIso } from "./nowIso";
import { inquiries } from "./inquiries";

/**
 * Texts and e-mails to and from the person (docs/messaging.md). Each has a "message" event on the timeline. The
 * words are personal data: erasure and retention clear `body` and `subject`, as they clear notes.
 * Outgoing ones wait in this table (status queued) until `send_after`, are claimed by a conditional update
 * (sending) and sent once; a claim that never reported back is given up, never sent again.
 */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    direction: text("direction", { enum: MESSAGE_DIRECTIONS }).notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    origin: text("origin", { enum: MESSAGE_ORIGINS }).notNull(),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull(),
    body: text("body"),
    subject: text("subject"),
    templateId: integer("template_id"),
    templateVersion: integer("template_version"),
    /** The staff member who wrote it (null for the site's own messages and for replies). */
    actorId: integer("actor_id"),
    createdAt: text("created_at").notNull().default(nowIso),
    /** Not before this instant (texts wait for 8:00 a.m., contract/quietHours.ts). */
    sendAfter: text("send_after"),
    claimedAt: text("claimed_at"),
    sentAt: text("sent_at"),
    /** The last change of status (delivered, failed). */
    statusAt: text("status_at"),
    /** The provider's id of the message (Twilio's MessageSid, Email Service's message id). */
    providerId: text("provider_id"),
    failureReason: text("failure_reason"),
    attachmentsDropped: integer("attachments_dropped").notNull().default(0),
    fromOtherAddress: integer("from_other_address", { mode: "boolean" }).notNull().default(false),
    /**
     * A reply from a number or address that more than one open inquiry could own: stored on each of them,
     * flagged, until staff say whose it is (never given to the newest by default).
     */
    ownerUnclear: integer("owner_unclear", { mode: "boolean" }).notNull().default(false),
    /** The visit an invitation, update or reminder is about (its calendar file is made from the visit when it goes). */
    visitId: integer("visit_id"),
    /** The reminder this message is: one message per reminder, ever (a unique index). */
    reminderId: integer("reminder_id"),
  },
  (t) => [
    index("messages_inquiry_idx").on(t.inquiryId, t.id),
    // The outbox: what is queued, by when it may go.
    index("messages_outbox_idx")
      .on(t.sendAfter)
      .where(sql`status = 'queued'`),
    // Claims that never reported back.
    index("messages_sending_idx")
      .on(t.claimedAt)
      .where(sql`status = 'sending'`),
    uniqueIndex("messages_provider_idx")
      .on(t.channel, t.providerId)
      .where(sql`provider_id is not null`),
    uniqueIndex("messages_reminder_idx")
      .on(t.reminderId)
      .where(sql`reminder_id is not null`),
    index("messages_visit_idx")
      .on(t.visitId)
      .where(sql`visit_id is not null`),
    // Reports: messages in a range of dates.
    index("messages_created_idx").on(t.createdAt),
  ],
);
