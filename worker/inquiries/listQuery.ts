import { and, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { businessMinutesBefore, businessMinutesBetween } from "../../contract/businessTime";
import { nextLocalDay, startOfLocalDay } from "../../contract/clinicTime";
import { EXCERPT_LENGTH, type ExportFilterValues, type InboxFilters, type InquirySummaryDto } from "../../contract/inbox";
import { CLOSED_STATUSES, OPEN_STATUSES, type InquiryStatus } from "../../contract/inquiryStatus";
import { admins, inquiries } from "../db/schema";
import { foldText } from "../../contract/foldText";
import { phoneDigitsOf } from "./searchText";


const DAY_MS = 24 * 60 * 60 * 1000;
export const DUPLICATE_WINDOW_DAYS = 365;

type Cursor = { createdAt: string; id: number };

/** Opaque to clients: the sort key of the last row of a page (keyset pagination, no OFFSET). */
export function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify([cursor.createdAt, cursor.id])).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = JSON.parse(atob(value.replace(/-/g, "+").replace(/_/g, "/"))) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [createdAt, id] = parsed as [unknown, unknown];
    if (typeof createdAt !== "string" || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(createdAt)) return null;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** Open, never contacted, and waiting since before `overdueBefore` (inquiries_awaiting_idx). */
export function overdueConditions(overdueBefore: Date): SQL[] {
  return [
    isNull(inquiries.erasedAt),
    isNull(inquiries.firstContactAt),
    inArray(inquiries.status, OPEN_STATUSES),
    lt(inquiries.createdAt, overdueBefore.toISOString()),
  ];
}

/**
 * How many inquiries are overdue. Read from inquiries_awaiting_idx alone (it covers the query): SQLite's
 * planner, with no statistics, would otherwise pick inquiries_status_idx and visit every open row.
 */
export async function countOverdue(db: DrizzleD1Database, overdueBefore: Date): Promise<number> {
  const statuses = sql.join(OPEN_STATUSES.map((status) => sql`${status}`), sql`, `);
  const [row] = await db.all<{ n: number }>(sql`select count(*) as n from inquiries indexed by inquiries_awaiting_idx
    where first_contact_at is null and erased_at is null and status in (${statuses}) and created_at < ${overdueBefore.toISOString()}`);
  return row?.n ?? 0;
}

/** The WHERE conditions of the inbox's filters (not the cursor). Every one has an index behind it. */
export function filterConditions(filters: ExportFilterValues, currentStaffId: number, overdueBefore: Date): SQL[] {
  const conditions: SQL[] = [isNull(inquiries.erasedAt)];
  const { status } = filters;
  // Spam is shown only when asked for by name.
  if (status === "open") conditions.push(inArray(inquiries.status, OPEN_STATUSES));
  else if (status === "closed") conditions.push(inArray(inquiries.status, CLOSED_STATUSES.filter((s) => s !== "spam")));
  else if (status === "all") conditions.push(ne(inquiries.status, "spam"));
  else conditions.push(eq(inquiries.status, status));

  const query = filters.q ? foldText(filters.q).trim() : "";
  if (query) {
    // instr, not LIKE: no wildcards to escape, and no length limit (D1 refuses LIKE patterns over 50
    // bytes, and staff paste whole lines of a message).
    const text = sql`instr(${inquiries.searchText}, ${query}) > 0`;
    const digits = phoneDigitsOf(query);
    // "760 555-01" finds the phone 7605550142: compare digits alone when the query is a phone number.
    const phoneLike = digits.length >= 3 && /^[\d\s().+-]+$/.test(query);
    conditions.push(phoneLike ? (or(text, sql`instr(${inquiries.searchText}, ${digits}) > 0`) as SQL) : text);
  }
  if (filters.language) conditions.push(eq(inquiries.language, filters.language));
  if (filters.studyId) conditions.push(eq(inquiries.studyId, filters.studyId));
  if (filters.interest) conditions.push(eq(inquiries.interest, filters.interest));
  if (filters.assignee === "me") conditions.push(eq(inquiries.assigneeId, currentStaffId));
  else if (filters.assignee === "none") conditions.push(isNull(inquiries.assigneeId));
  else if (filters.assignee) conditions.push(eq(inquiries.assigneeId, Number(filters.assignee)));
  if (filters.createdFrom) conditions.push(gte(inquiries.createdAt, startOfLocalDay(filters.createdFrom).toISOString()));
  if (filters.createdTo) conditions.push(lt(inquiries.createdAt, startOfLocalDay(nextLocalDay(filters.createdTo)).toISOString()));
  if (filters.overdue) conditions.push(...overdueConditions(overdueBefore));
  return conditions;
}

/** True when another inquiry with the same e-mail or phone digits arrived in the last 365 days. */
export function duplicateExists(since: string) {
  // Two EXISTS (not one with OR) so each uses its own index: inquiries_email_idx, inquiries_phone_idx.
  const sameKey = (column: "email_norm" | "phone_digits") =>
    sql`exists (select 1 from inquiries other where other.${sql.raw(column)} = ${inquiries}.${sql.raw(column)}
      and other.id != ${inquiries.id} and other.created_at >= ${since} and other.erased_at is null)`;
  return sql<number>`(${sameKey("email_norm")} or ${sameKey("phone_digits")})`;
}

/** Where an inquiry stands on the response clock at `now` (DESIGN §7). */
export function responseClock(
  row: { createdAt: string; status: InquiryStatus; firstContactAt: string | null; firstResponseMinutes: number | null },
  overdueBefore: Date,
  now: Date,
) {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  const waiting = open && row.firstContactAt === null ? businessMinutesBetween(new Date(row.createdAt), now) : null;
  return {
    businessMinutesWaiting: waiting,
    firstResponseBusinessMinutes: row.firstContactAt === null ? null : row.firstResponseMinutes,
    // The same instant comparison as the overdue filter, so a row and the filter never disagree.
    overdue: waiting !== null && row.createdAt < overdueBefore.toISOString(),
  };
}

export async function listInquiries(
  db: DrizzleD1Database,
  filters: InboxFilters,
  currentStaffId: number,
  cursor: Cursor | null,
  targetMinutes: number,
  now = new Date(),
) {
  // An inquiry is overdue once it has waited more than the target in business minutes, that is when it
  // arrived before this instant (so the filter is a plain, indexed comparison).
  const overdueBefore = businessMinutesBefore(now, targetMinutes);
  const conditions = filterConditions(filters, currentStaffId, overdueBefore);
  const page = cursor
    ? [...conditions, or(lt(inquiries.createdAt, cursor.createdAt), and(eq(inquiries.createdAt, cursor.createdAt), lt(inquiries.id, cursor.id)))!]
    : conditions;
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
  const [rows, [count], overdueCount] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        createdAt: inquiries.createdAt,
        language: inquiries.language,
        studyId: inquiries.studyId,
        interest: inquiries.interest,
        status: inquiries.status,
        assigneeId: inquiries.assigneeId,
        assigneeName: admins.displayName,
        excerpt: sql<string>`substr(${inquiries.message}, 1, ${EXCERPT_LENGTH})`,
        firstContactAt: inquiries.firstContactAt,
        firstResponseMinutes: inquiries.firstResponseMinutes,
        possibleDuplicate: duplicateExists(since),
      })
      .from(inquiries)
      .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
      .where(and(...page))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(filters.limit + 1)
      .all(),
    db.select({ total: sql<number>`count(*)` }).from(inquiries).where(and(...conditions)).all(),
    countOverdue(db, overdueBefore),
  ]);
  const items = rows.slice(0, filters.limit).map(
    (row): InquirySummaryDto => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt,
      language: row.language,
      studyId: row.studyId as InquirySummaryDto["studyId"],
      interest: row.interest,
      status: row.status,
      assignee: row.assigneeId === null ? null : { id: row.assigneeId, displayName: row.assigneeName ?? "" },
      excerpt: row.excerpt,
      possibleDuplicate: Boolean(row.possibleDuplicate),
      ...responseClock(row, overdueBefore, now),
    }),
  );
  const last = items[items.length - 1];
  const nextCursor = rows.length > filters.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null;
  return { items, nextCursor, total: count?.total ?? 0, overdueCount, responseTargetMinutes: targetMinutes };
}
