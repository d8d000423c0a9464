import { and, asc, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { localDayOf } from "../../contract/businessTime";
import { nextLocalDay, startOfLocalDay } from "../../contract/clinicTime";
import { AGENDA_LIMIT, isUpcoming, type AgendaDto, type AgendaRange, type AgendaRowDto } from "../../contract/visits";
import { admins, inquiries, messages, visits } from "../db/schema";

const MINUTE_MS = 60_000;

/** The local days an agenda range covers: [first, after last). */
export function agendaDays(range: AgendaRange, date: string | undefined, now: Date): { from: string; to: string } {
  const today = date ?? localDayOf(now);
  const from = range === "tomorrow" && !date ? nextLocalDay(today) : today;
  let to = nextLocalDay(from);
  if (range === "week") for (let i = 1; i < 7; i++) to = nextLocalDay(to);
  return { from, to };
}

/**
 * The agenda (docs/visits.md): visits in a range of local days, everyone's or one staff member's, with the
 * person's name and language, and the reminded / confirmed marks; visits replaced by a reschedule are
 * left out (the new one is listed). Reads visits_start_idx (or visits_staff_idx), at most AGENDA_LIMIT.
 */
export async function readAgenda(
  db: DrizzleD1Database,
  query: { range: AgendaRange; date?: string; staffId?: number },
  now = new Date(),
): Promise<AgendaDto> {
  const { from, to } = agendaDays(query.range, query.date, now);
  const rows = await db
    .select({
      visit: {
        id: visits.id,
        inquiryId: visits.inquiryId,
        studyId: visits.studyId,
        type: visits.type,
        startAt: visits.startAt,
        durationMinutes: visits.durationMinutes,
        place: visits.place,
        state: visits.state,
        staffId: visits.staffId,
        confirmedAt: visits.confirmedAt,
      },
      staffName: admins.displayName,
      name: inquiries.name,
      language: inquiries.language,
      remindedAt: sql<
        string | null
      >`(select max(m.sent_at) from ${messages} m where m.visit_id = ${visits.id} and m.reminder_id is not null and m.status in ('sent', 'delivered'))`,
    })
    .from(visits)
    .innerJoin(inquiries, eq(inquiries.id, visits.inquiryId))
    .leftJoin(admins, eq(admins.id, visits.staffId))
    .where(
      and(
        gte(visits.startAt, startOfLocalDay(from).toISOString()),
        lt(visits.startAt, startOfLocalDay(to).toISOString()),
        ne(visits.state, "rescheduled"),
        isNull(inquiries.erasedAt),
        query.staffId ? eq(visits.staffId, query.staffId) : undefined,
      ),
    )
    .orderBy(asc(visits.startAt), asc(visits.id))
    .limit(AGENDA_LIMIT + 1)
    .all();
  const listed = rows.slice(0, AGENDA_LIMIT);
  const agenda: AgendaRowDto[] = listed.map((row) => ({
    visit: {
      id: row.visit.id,
      inquiryId: row.visit.inquiryId,
      studyId: row.visit.studyId,
      type: row.visit.type,
      startAt: row.visit.startAt,
      durationMinutes: row.visit.durationMinutes,
      place: row.visit.place,
      state: row.visit.state,
      staff: row.visit.staffId === null ? null : { id: row.visit.staffId, displayName: row.staffName ?? "" },
      remindedAt: row.remindedAt,
      confirmedAt: row.visit.confirmedAt,
    },
    person: { name: row.name, language: row.language },
    overlaps: false,
  }));
  // Overlaps among the listed visits still to happen, per staff member (sorted by start: compare neighbours' ends).
  const lastEnd = new Map<number, { end: number; row: AgendaRowDto }>();
  for (const row of agenda) {
    const staffId = row.visit.staff?.id;
    if (staffId === undefined || !isUpcoming(row.visit.state)) continue;
    const start = new Date(row.visit.startAt).getTime();
    const end = start + row.visit.durationMinutes * MINUTE_MS;
    const previous = lastEnd.get(staffId);
    if (previous && previous.end > start) {
      row.overlaps = true;
      previous.row.overlaps = true;
    }
    if (!previous || end > previous.end) lastEnd.set(staffId, { end, row });
  }
  return { from, to, rows: agenda, truncated: rows.length > AGENDA_LIMIT };
}
