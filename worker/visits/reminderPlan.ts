import { and, eq, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { reminderPlan } from "../../contract/visitReminders";
import { messages, visitReminders } from "../db/schema";
import { insertWhere } from "../db/insertWhere";

/** The reminder rows of a visit written in the same batch (`ref` finds it; `guard`: it was written). */
export function reminderInserts(db: DrizzleD1Database, ref: SQL, start: Date, now: Date, guard: SQL) {
  return reminderPlan(start, now).map(({ kind, channel, dueAt }) =>
    insertWhere(
      db,
      visitReminders,
      { visitId: ref, kind, channel, dueAt: dueAt.toISOString(), status: "pending", updatedAt: now.toISOString() },
      guard,
    ),
  );
}

/**
 * What changing a visit does to what it had still to send: its pending reminders are skipped and its
 * queued messages are cancelled (the person gets the new message instead).
 */
export function supersedeVisitMessages(db: DrizzleD1Database, visitId: number, at: string, reason = "visit_changed") {
  return [
    db
      .update(visitReminders)
      .set({ status: "skipped", reason, updatedAt: at })
      .where(and(eq(visitReminders.visitId, visitId), eq(visitReminders.status, "pending"))),
    db
      .update(messages)
      .set({ status: "cancelled", failureReason: reason, statusAt: at })
      .where(and(eq(messages.visitId, visitId), eq(messages.status, "queued"))),
  ];
}
