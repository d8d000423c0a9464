import { and, asc, eq, inArray, max, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { ReminderKind, VisitDto } from "../../contract/visits";
import { admins, messages, visitReminders, visits } from "../db/schema";

export type Visit = typeof visits.$inferSelect;

/** A visit written in the same batch: found again by its calendar uid and sequence (unique together). */
export function visitRef(uid: string, sequence: number): SQL {
  return sql`(select ${visits.id} from ${visits} where ${visits.uid} = ${uid} and ${visits.sequence} = ${sequence})`;
}

export function readVisit(db: DrizzleD1Database, id: number) {
  return db.select().from(visits).where(eq(visits.id, id)).get();
}

/** The visits of inquiries, oldest first, as staff see them (with reminder marks). */
export async function visitDtos(db: DrizzleD1Database, where: SQL): Promise<VisitDto[]> {
  const rows = await db
    .select({ visit: visits, staffName: admins.displayName })
    .from(visits)
    .leftJoin(admins, eq(admins.id, visits.staffId))
    .where(where)
    .orderBy(asc(visits.startAt), asc(visits.id))
    .limit(200)
    .all();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.visit.id);
  const [reminded, skipped] = await Promise.all([
    db
      .select({ visitId: messages.visitId, at: max(messages.sentAt) })
      .from(messages)
      .where(and(inArray(messages.visitId, ids), sql`${messages.reminderId} is not null`, inArray(messages.status, ["sent", "delivered"])))
      .groupBy(messages.visitId)
      .all(),
    db
      .select({
        visitId: visitReminders.visitId,
        kind: visitReminders.kind,
        channel: visitReminders.channel,
        reason: visitReminders.reason,
      })
      .from(visitReminders)
      .where(and(inArray(visitReminders.visitId, ids), eq(visitReminders.status, "skipped")))
      .all(),
  ]);
  const remindedAt = new Map(reminded.map((row) => [row.visitId, row.at]));
  return rows.map(({ visit, staffName }) => ({
    id: visit.id,
    inquiryId: visit.inquiryId,
    studyId: visit.studyId,
    type: visit.type,
    startAt: visit.startAt,
    durationMinutes: visit.durationMinutes,
    place: visit.place,
    placeDetail: visit.placeDetail,
    staff: visit.staffId === null ? null : { id: visit.staffId, displayName: staffName ?? "" },
    notes: visit.notes,
    state: visit.state,
    cancelledBy: visit.cancelledBy,
    rescheduledFrom: visit.rescheduledFrom,
    rescheduledTo: visit.rescheduledTo,
    confirmedAt: visit.confirmedAt,
    remindedAt: remindedAt.get(visit.id) ?? null,
    skippedReminders: skipped
      .filter((row) => row.visitId === visit.id && row.reason !== "visit_changed")
      .map((row) => ({ kind: row.kind as ReminderKind, channel: row.channel, reason: row.reason ?? "" })),
    createdAt: visit.createdAt,
  }));
}

/** The inquiry's next visit still to happen (the one a "1" or "2" reply is about), or none. */
export function upcomingVisitOf(db: DrizzleD1Database, inquiryId: number, now: Date) {
  return db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.inquiryId, inquiryId),
        inArray(visits.state, ["booked", "confirmed"]),
        sql`${visits.startAt} > ${new Date(now.getTime() - 3_600_000).toISOString()}`,
      ),
    )
    .orderBy(asc(visits.startAt))
    .limit(1)
    .get();
}
