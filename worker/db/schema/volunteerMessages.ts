import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MESSAGE_CHANNELS } from "../../../contract/messaging";
import { CAMPAIGN_REPLIES } from "../../../contract/campaigns";
import { VOLUNTEER_MESSAGE_KINDS, VOLUNTEER_MESSAGE_STATUSES } from "../../../contract/volunteers";
import { nowIso } from "./nowIso";

/**
 * The registry's own messages to its people (docs/registry.md, "Messages"): the confirmation after joining and
 * the renewal a month before the yes ends, and campaigns' invitations (docs/campaigns.md). No words are stored: they are written from the person's record
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
    /** An invitation's campaign (docs/campaigns.md); null for the list's own messages. */
    campaignId: integer("campaign_id"),
    /** What a text costs as carriers count it, known when the campaign is planned (0 for an e-mail). */
    segments: integer("segments").notNull().default(0),
    /** How the person answered an invitation (contract/campaigns.ts CAMPAIGN_REPLIES), and when. */
    reply: text("reply", { enum: CAMPAIGN_REPLIES }),
    repliedAt: text("replied_at"),
    /** The inquiry their reply became. */
    inquiryId: integer("inquiry_id"),
  },
  (t) => [
    uniqueIndex("volunteer_messages_once_idx").on(t.volunteerId, t.kind, t.channel, t.period),
    // Twilio's delivery reports find the text by its MessageSid.
    uniqueIndex("volunteer_messages_provider_idx")
      .on(t.channel, t.providerId)
      .where(sql`provider_id is not null`),
    index("volunteer_messages_campaign_idx").on(t.campaignId, t.status),
    // The per-person cap and the day's segment count read invitations by when they went.
    index("volunteer_messages_invited_idx")
      .on(t.volunteerId, t.sentAt)
      .where(sql`campaign_id is not null`),
    index("volunteer_messages_campaign_sent_idx")
      .on(t.sentAt)
      .where(sql`campaign_id is not null`),
    index("volunteer_messages_outbox_idx")
      .on(t.sendAfter)
      .where(sql`status = 'queued'`),
  ],
);
