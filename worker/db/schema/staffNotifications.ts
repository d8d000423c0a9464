import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STAFF_NOTIFICATION_KINDS, STAFF_NOTIFICATION_OUTCOMES } from "../../../contract/staffNotifications";
import { nowIso } from "./nowIso";
import { inquiries } from "./inquiries";

/**
 * E-mails to staff that must go out once (docs/security-privacy.md and docs/messaging.md): written in the same batch as what they announce,
 * claimed with a conditional update before sending, and caught up by a scheduled job if the Worker stopped
 * before sending. A claim that never completed is reported on the timeline, never sent again.
 */
export const staffNotifications = sqliteTable(
  "staff_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: STAFF_NOTIFICATION_KINDS }).notNull(),
    /** For a reply: the staff account it is for (the inquiry's owner), or null for the team. */
    recipientId: integer("recipient_id"),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    createdAt: text("created_at").notNull().default(nowIso),
    claimedAt: text("claimed_at"),
    /** sent | unconfigured | failed | unconfirmed (claimed, then the Worker stopped before it could say). */
    outcome: text("outcome", { enum: STAFF_NOTIFICATION_OUTCOMES }),
    doneAt: text("done_at"),
  },
  (t) => [
    index("staff_notifications_pending_idx")
      .on(t.createdAt)
      .where(sql`done_at is null`),
  ],
);
