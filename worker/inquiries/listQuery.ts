import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { businessMinutesBefore, businessMinutesBetween } from "../../contract/businessTime";
import { DAY_MS, nextLocalDay, startOfLocalDay } from "../../contract/clinicTime";
import {
  effectiveSort,
  EXCERPT_LENGTH,
  type ExportFilterValues,
  type InboxFilters,
  type InboxSort,
  type InquirySummaryDto,
  type WorkState,
} from "../../contract/inbox";
import { CLOSED_STATUSES, OPEN_STATUSES, type InquiryStatus } from "../../contract/inquiryStatus";
import type { NextStepKind } from "../../contract/followUp";
import type { ContactChannel, ContactOutcome } from "../../contract/inquiryEvents";
import { foldText } from "../../contract/foldText";
import type { Bilingual } from "../../contract/prescreen";
import { admins, inquiries, prescreens } from "../db/schema";
import { phoneDigitsOf } from "../record/searchText";

export const DUPLICATE_WINDOW_DAYS = 365;
/** Sorts after any real instant: rows without a next step come last when sorting by it. */
const NO_NEXT_STEP = "9999-12-31T23:59:59.999Z";

/** `rank`: among rows that waited equally long, likely matches first (the "waiting" order only). */
type Cursor = { sort: InboxSort; key: string; id: number; rank?: number };

/** Opaque to clients: the sort and sort key of the last row of a page (keyset pagination, no OFFSET). */
export function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify([cursor.sort, cursor.key, cursor.id, cursor.rank ?? PRESCREEN_RANK_NONE]))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const parsed = JSON.parse(atob(value.replace(/-/g, "+").replace(/_/g, "/"))) as unknown;
    if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) return null;
    const [sort, key, id, rank = PRESCREEN_RANK_NONE] = parsed as [unknown, unknown, unknown, unknown];
    if (sort !== "waiting" && sort !== "newest" && sort !== "next_step") return null;
    if (typeof key !== "string" || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(key)) return null;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
    if (rank !== 0 && rank !== 1 && rank !== PRESCREEN_RANK_NONE) return null;
    return { sort, key, id, rank };
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

const openStatuses = () =>
  sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
/**
 * The status check of a view, written so that no index is chosen for it (the unary +): the views read
 * open inquiries (closed_at is null) through inquiries_waiting_idx, in order; this only double-checks.
 */
const stillOpen = sql`+${inquiries.status} in (${openStatuses()})`;

/**
 * "Due now" (docs/pipeline.md): open, and a follow-up whose time has come, or (with no next step set) a first
 * contact, which is due the moment the inquiry arrives (overdue is marked apart). Open inquiries have no
 * closed_at, which lets the planner read them through inquiries_waiting_idx in the order they have waited.
 */
export function dueCondition(now: Date): SQL {
  return and(
    isNull(inquiries.closedAt),
    stillOpen,
    or(lte(inquiries.nextStepAt, now.toISOString()), and(isNull(inquiries.nextStepAt), isNull(inquiries.firstContactAt))),
  )!;
}

/** Overdue first contacts, from inquiries_awaiting_idx alone (SQLite's planner, with no statistics, would pick inquiries_status_idx and visit every open row). */
const overdueCountSql = (overdueBefore: Date) => sql`(select count(*) from inquiries indexed by inquiries_awaiting_idx
  where first_contact_at is null and erased_at is null and status in (${openStatuses()}) and created_at < ${overdueBefore.toISOString()})`;

/**
 * "Due now", whatever the filters: the follow-ups whose time has come plus every first contact still to make
 * without one, each counted from its own index alone. (Closing an inquiry clears its next step, so a set
 * next step means an open inquiry.)
 */
const dueCountSql = (now: Date) => sql`((select count(*) from inquiries indexed by inquiries_next_step_idx
    where erased_at is null and next_step_at is not null and next_step_at <= ${now.toISOString()})
  + (select count(*) from inquiries indexed by inquiries_awaiting_idx
    where first_contact_at is null and erased_at is null and status in (${openStatuses()}) and next_step_at is null))`;

/** Replies nobody has read, from inquiries_unread_idx. */
const unreadCountSql = sql`(select count(*) from inquiries indexed by inquiries_unread_idx
  where erased_at is null and unread_since is not null and status <> 'spam')`;

/** The queue's three counts in one statement (one round trip to D1 per page of the queue). */
export async function queueCounts(
  db: DrizzleD1Database,
  overdueBefore: Date,
  now: Date,
): Promise<{ overdue: number; due: number; unread: number }> {
  const [row] = await db.all<{ overdue: number; due: number; unread: number }>(
    sql`select ${overdueCountSql(overdueBefore)} as overdue, ${dueCountSql(now)} as due, ${unreadCountSql} as unread`,
  );
  return { overdue: row?.overdue ?? 0, due: row?.due ?? 0, unread: row?.unread ?? 0 };
}

/** How many inquiries are overdue (the morning summary). */
export async function countOverdue(db: DrizzleD1Database, overdueBefore: Date): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`select ${overdueCountSql(overdueBefore)} as n`);
  return row?.n ?? 0;
}

/** How many inquiries are due now (the morning summary). */
export async function countDue(db: DrizzleD1Database, now: Date): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`select ${dueCountSql(now)} as n`);
  return row?.n ?? 0;
}

/** The WHERE conditions of the inbox's filters (not the cursor). Every one has an index behind it. */
export function filterConditions(filters: ExportFilterValues, currentStaffId: number, overdueBefore: Date, now = new Date()): SQL[] {
  const conditions: SQL[] = [isNull(inquiries.erasedAt)];
  const query = filters.q ? foldText(filters.q).trim() : "";
  // A search covers every status (spam aside) and every view, unless a status narrows it.
  const view = query ? undefined : filters.view;
  const status = filters.status ?? (query ? "all" : "open");
  if (view === "due") conditions.push(dueCondition(now));
  else if (view === "mine") conditions.push(isNull(inquiries.closedAt), stillOpen, eq(inquiries.assigneeId, currentStaffId));
  else if (view === "new") conditions.push(isNull(inquiries.closedAt), eq(inquiries.status, "new"));
  else if (view === "open") conditions.push(isNull(inquiries.closedAt), stillOpen);
  else if (view === "unread") conditions.push(isNotNull(inquiries.unreadSince), ne(inquiries.status, "spam"));
  // Spam is shown only when asked for by name.
  else if (status === "open") conditions.push(inArray(inquiries.status, OPEN_STATUSES));
  else if (status === "closed")
    conditions.push(
      inArray(
        inquiries.status,
        CLOSED_STATUSES.filter((s) => s !== "spam"),
      ),
    );
  else if (status === "all") conditions.push(ne(inquiries.status, "spam"));
  else conditions.push(eq(inquiries.status, status));

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
  if (filters.prescreen) conditions.push(eq(inquiries.prescreenResult, filters.prescreen));
  return conditions;
}

/** The filters besides the view and the search text. */
const FILTER_FIELDS = ["language", "studyId", "interest", "assignee", "createdFrom", "createdTo", "overdue", "prescreen"] as const;

/** The sort key of each order, and its direction. */
const SORTS: Record<InboxSort, { key: SQL<string>; descending: boolean }> = {
  // The same expression as inquiries_waiting_idx (migrations/0008), so the order is read from it.
  waiting: { key: sql<string>`coalesce(${inquiries.nextStepAt}, ${inquiries.createdAt})`, descending: false },
  newest: { key: sql<string>`${inquiries.createdAt}`, descending: true },
  next_step: { key: sql<string>`coalesce(${inquiries.nextStepAt}, ${NO_NEXT_STEP})`, descending: false },
};

const PRESCREEN_RANK_NONE = 2;
/** Likely matches 0, needs review 1, the rest 2: who is called first among those who waited equally long. */
export const prescreenRank = sql<number>`(case ${inquiries.prescreenResult} when 'likely_match' then 0 when 'needs_review' then 1 else ${PRESCREEN_RANK_NONE} end)`;

/** ORDER BY and the keyset condition "after this cursor" for a sort. */
export function ordering(sort: InboxSort, cursor: Cursor | null) {
  const { key, descending } = SORTS[sort];
  if (sort === "waiting") {
    // Follow-ups often fall due at the same minute (9:00 the next business day): likely matches first.
    const orderBy = [sql`${key} asc`, sql`${prescreenRank} asc`, sql`${inquiries.id} asc`];
    const after = cursor
      ? sql`(${key}, ${prescreenRank}, ${inquiries.id}) > (${cursor.key}, ${cursor.rank ?? PRESCREEN_RANK_NONE}, ${cursor.id})`
      : undefined;
    return { key, orderBy, after };
  }
  const orderBy = descending ? [sql`${key} desc`, sql`${inquiries.id} desc`] : [sql`${key} asc`, sql`${inquiries.id} asc`];
  const after = cursor
    ? descending
      ? sql`(${key}, ${inquiries.id}) < (${cursor.key}, ${cursor.id})`
      : sql`(${key}, ${inquiries.id}) > (${cursor.key}, ${cursor.id})`
    : undefined;
  return { key, orderBy, after };
}

/** True when another inquiry with the same e-mail or phone digits arrived in the last 365 days. */
export function duplicateExists(since: string) {
  // Two EXISTS (not one with OR) so each uses its own index: inquiries_email_idx, inquiries_phone_idx.
  const sameKey = (column: "email_norm" | "phone_digits") =>
    sql`exists (select 1 from inquiries other where other.${sql.raw(column)} = ${inquiries}.${sql.raw(column)}
      and other.id != ${inquiries.id} and other.created_at >= ${since} and other.erased_at is null)`;
  return sql<number>`(${sameKey("email_norm")} or ${sameKey("phone_digits")})`;
}

type ClockRow = { createdAt: string; status: InquiryStatus; firstContactAt: string | null; firstResponseMinutes: number | null };

/** Where an inquiry stands on the response clock at `now` (docs/pipeline.md). */
export function responseClock(row: ClockRow, overdueBefore: Date, now: Date) {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  const waiting = open && row.firstContactAt === null ? businessMinutesBetween(new Date(row.createdAt), now) : null;
  return {
    businessMinutesWaiting: waiting,
    firstResponseBusinessMinutes: row.firstContactAt === null ? null : row.firstResponseMinutes,
    // The same instant comparison as the overdue filter, so a row and the filter never disagree.
    overdue: waiting !== null && row.createdAt < overdueBefore.toISOString(),
  };
}

/** The columns a row's work state is read from (the list and the detail select them). */
export const workColumns = {
  attemptCount: inquiries.attemptCount,
  lastAttemptAt: inquiries.lastAttemptAt,
  lastAttemptChannel: inquiries.lastAttemptChannel,
  lastAttemptOutcome: inquiries.lastAttemptOutcome,
  nextStepAt: inquiries.nextStepAt,
  nextStepKind: inquiries.nextStepKind,
  unreadSince: inquiries.unreadSince,
};

type WorkRow = ClockRow & {
  attemptCount: number;
  lastAttemptAt: string | null;
  lastAttemptChannel: ContactChannel | null;
  lastAttemptOutcome: ContactOutcome | null;
  nextStepAt: string | null;
  nextStepKind: NextStepKind | null;
  unreadSince: string | null;
};

/** Whether a row is "due now", read by the same SQL as the "due" view (the one owner of the rule). */
export const isDue = (now: Date) => sql<number>`(${dueCondition(now)})`.mapWith(Number);

/** Attempts, next step and "due now" (selected with `isDue`) for a row. */
export function workState(row: WorkRow & { due: number }): WorkState {
  return {
    attemptCount: row.attemptCount,
    lastAttempt:
      row.lastAttemptAt && row.lastAttemptChannel && row.lastAttemptOutcome
        ? { at: row.lastAttemptAt, channel: row.lastAttemptChannel, outcome: row.lastAttemptOutcome }
        : null,
    nextStep: row.nextStepAt && row.nextStepKind ? { kind: row.nextStepKind, at: row.nextStepAt } : null,
    due: row.due === 1,
    waitingSince: row.nextStepAt ?? row.createdAt,
    unreadSince: row.unreadSince,
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
  const conditions = filterConditions(filters, currentStaffId, overdueBefore, now);
  const sort = effectiveSort(filters);
  const { key, orderBy, after } = ordering(sort, cursor?.sort === sort ? cursor : null);
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
  // "Due now" or "Overdue" with no other filter: its total is the header's count, read from the indexes alone.
  const plainDue = filters.view === "due" && !filters.q && FILTER_FIELDS.every((key) => !filters[key]);
  const plainOverdue =
    !filters.q &&
    !filters.view &&
    (filters.status ?? "open") === "open" &&
    FILTER_FIELDS.every((key) => key === "overdue" || !filters[key]) &&
    Boolean(filters.overdue);
  // The page's ids first, ordered and cut from the slim index columns; only those rows then pay for the
  // excerpt, the duplicate check and the joins (SQLite would compute them for every match before sorting).
  const pageIds = db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(...conditions, after))
    .orderBy(...orderBy)
    .limit(filters.limit + 1);
  const [rows, [count], counts] = await Promise.all([
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
        sortKey: key,
        sortRank: prescreenRank,
        prescreenResult: inquiries.prescreenResult,
        prescreenDecidedText: prescreens.decidedText,
        ...workColumns,
        due: isDue(now),
      })
      .from(inquiries)
      .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
      .leftJoin(prescreens, eq(prescreens.inquiryId, inquiries.id))
      .where(inArray(inquiries.id, pageIds))
      .orderBy(...orderBy)
      .all(),
    plainDue || plainOverdue
      ? [undefined]
      : db
          .select({ total: sql<number>`count(*)` })
          .from(inquiries)
          .where(and(...conditions))
          .all(),
    queueCounts(db, overdueBefore, now),
  ]);
  const { overdue: overdueCount, due: dueCount, unread: unreadCount } = counts;

  const page = rows.slice(0, filters.limit);
  const items = page.map((row): InquirySummaryDto => ({
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
    prescreen: row.prescreenResult
      ? { result: row.prescreenResult, decidedBy: row.prescreenDecidedText ? (JSON.parse(row.prescreenDecidedText) as Bilingual) : null }
      : null,
    ...responseClock(row, overdueBefore, now),
    ...workState(row),
  }));
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > filters.limit && last ? encodeCursor({ sort, key: last.sortKey, id: last.id, rank: last.sortRank }) : null;
  return {
    items,
    nextCursor,
    total: plainDue ? dueCount : plainOverdue ? overdueCount : (count?.total ?? 0),
    overdueCount,
    dueCount,
    unreadCount,
    responseTargetMinutes: targetMinutes,
  };
}
