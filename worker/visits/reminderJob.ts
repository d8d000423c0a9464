import { and, asc, eq, lte, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { MessageChannel } from "../../contract/messaging";
import { isTextingTime } from "../../contract/quietHours";
import { MIN_REMINDER_NOTICE_MS } from "../../contract/visitReminders";
import { isUpcoming, type VisitState } from "../../contract/visits";
import { admins, inquiries, messages, visitReminders, visits } from "../db/schema";
import { appendMessage, commit } from "../record/timeline";
import { log } from "../observability/log";
import { visitMessage } from "./messages";

const REMINDER_BATCH = 50;

export type ReminderDecision = "send" | "wait" | { skip: string };

/**
 * What the job does with a reminder that is due (docs/visits.md), as a rule the tests read as a table: skip it
 * when the visit no longer stands or is too close, when a later reminder is also due (a late run sends
 * only the latest), or when the person confirmed and was already reminded; wait while a text would land
 * in quiet hours (the clinic's or the person's); otherwise send.
 */
export function reminderDecision(
  reminder: { channel: MessageChannel; superseded: boolean },
  visit: { state: VisitState; startAt: string; reminded: boolean },
  inquiryErased: boolean,
  now: Date,
  phone?: string,
): ReminderDecision {
  if (inquiryErased) return { skip: "erased" };
  if (!isUpcoming(visit.state)) return { skip: "visit_changed" };
  if (new Date(visit.startAt).getTime() - now.getTime() < MIN_REMINDER_NOTICE_MS) return { skip: "too_late" };
  if (reminder.superseded) return { skip: "superseded" };
  if (visit.state === "confirmed" && visit.reminded) return { skip: "confirmed" };
  if (reminder.channel === "text" && !isTextingTime(now, phone)) return "wait";
  return "send";
}

async function skip(db: DrizzleD1Database, id: number, reason: string, at: string) {
  await db
    .update(visitReminders)
    .set({ status: "skipped", reason, updatedAt: at })
    .where(and(eq(visitReminders.id, id), eq(visitReminders.status, "pending")));
}

/**
 * The reminder job (every minute, docs/budgets.md and docs/visits.md): each due reminder is claimed by a conditional update
 * in the same batch that puts its message in the outbox, and the message carries the reminder's id under
 * a unique index: two runs, a late run or a run cut off halfway never queue a reminder twice. The outbox
 * sends it (reading consent and quiet hours again right before).
 */
export async function sendVisitReminders(env: Env, now = new Date()): Promise<{ queued: number; skipped: number; waiting: number }> {
  const db = drizzle(env.DB);
  const at = now.toISOString();
  const counts = { queued: 0, skipped: 0, waiting: 0 };
  const r2 = sql.raw("r2");
  const due = await db
    .select({
      reminder: visitReminders,
      visit: visits,
      inquiry: inquiries,
      staffName: admins.displayName,
      superseded: sql<number>`exists (select 1 from ${visitReminders} ${r2} where ${r2}.visit_id = ${visitReminders.visitId}
        and ${r2}.channel = ${visitReminders.channel} and ${r2}.status = 'pending' and ${r2}.due_at > ${visitReminders.dueAt} and ${r2}.due_at <= ${at})`,
      reminded: sql<number>`exists (select 1 from ${messages} m where m.visit_id = ${visits.id} and m.reminder_id is not null and m.status not in ('cancelled', 'failed'))`,
    })
    .from(visitReminders)
    .innerJoin(visits, eq(visits.id, visitReminders.visitId))
    .innerJoin(inquiries, eq(inquiries.id, visits.inquiryId))
    .leftJoin(admins, eq(admins.id, visits.staffId))
    .where(and(eq(visitReminders.status, "pending"), lte(visitReminders.dueAt, at)))
    .orderBy(asc(visitReminders.dueAt))
    .limit(REMINDER_BATCH)
    .all();

  for (const { reminder, visit, inquiry, staffName, superseded, reminded } of due) {
    const decision = reminderDecision(
      { channel: reminder.channel, superseded: Boolean(superseded) },
      { state: visit.state, startAt: visit.startAt, reminded: Boolean(reminded) },
      inquiry.erasedAt !== null,
      now,
      inquiry.phone,
    );
    if (decision === "wait") {
      counts.waiting++;
      continue;
    }
    if (decision !== "send") {
      await skip(db, reminder.id, decision.skip, at);
      counts.skipped++;
      continue;
    }
    const made = await visitMessage(env, db, inquiry, visit, "visit_reminder", reminder.channel, now, {
      visitId: visit.id,
      reminderId: reminder.id,
      staffName,
    });
    if (!made.ok) {
      await skip(db, reminder.id, made.reason, at);
      counts.skipped++;
      continue;
    }
    const token = crypto.randomUUID();
    const claimed = sql`exists (select 1 from ${visitReminders} where ${visitReminders.id} = ${reminder.id} and ${visitReminders.claimToken} = ${token})`;
    const { messageIds } = await commit(db, [
      db
        .update(visitReminders)
        .set({ status: "queued", claimToken: token, updatedAt: at })
        .where(and(eq(visitReminders.id, reminder.id), eq(visitReminders.status, "pending"))),
      ...appendMessage(db, inquiry.id, at, made.message, null, { also: claimed }),
      // Claimed, but the inquiry was erased in between: nothing was queued, and the reminder says so.
      db
        .update(visitReminders)
        .set({ status: "skipped", reason: "erased" })
        .where(
          and(
            eq(visitReminders.id, reminder.id),
            eq(visitReminders.claimToken, token),
            sql`not exists (select 1 from ${messages} where ${messages.reminderId} = ${reminder.id})`,
          ),
        ),
    ]);
    if (messageIds.length > 0) counts.queued++;
  }
  if (counts.queued || counts.skipped) log.info("visit_reminders", { count: counts.queued });
  return counts;
}
