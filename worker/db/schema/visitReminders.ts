import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MESSAGE_CHANNELS } from "../../../contract/messaging";
import { REMINDER_KINDS } from "../../../contract/visits";
import { visits } from "./visits";

/**
 * A visit's reminders (docs/visits.md), written when it is booked with their due time. The job claims one with
 * a conditional update in the same batch that queues its message, so two runs never queue it twice.
 */
export const visitReminders = sqliteTable(
  "visit_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitId: integer("visit_id")
      .notNull()
      .references(() => visits.id),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    dueAt: text("due_at").notNull(),
    /** pending → queued (its message is in the outbox) or skipped (with the reason). */
    status: text("status", { enum: ["pending", "queued", "skipped"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    claimToken: text("claim_token"),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("visit_reminders_once_idx").on(t.visitId, t.kind, t.channel),
    index("visit_reminders_due_idx")
      .on(t.dueAt)
      .where(sql`status = 'pending'`),
  ],
);
