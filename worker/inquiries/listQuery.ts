import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { businessMinutesBefore } from "../../contract/businessTime";
import { DAY_MS, nextLocalDay, startOfLocalDay } from "../../contract/clinicTime";
import {
  effectiveSort,
  EXCERPT_LENGTH,
  type ExportFilterValues,
  type InboxFilters,
  type InboxSort,
  type InquirySummaryDto,
} from "../../contract/inbox";
import { CLOSED_STATUSES, OPEN_STATUSES } from "../../contract/inquiryStatus";
import { foldText } from "../../contract/foldText";
import type { Bilingual } from "../../contract/prescreen";
import { admins, inquiries, prescreens } from "../db/schema";
import { phoneDigitsOf } from "../record/searchText";
import { searchCondition } from "../record/searchIndex";
import { encodeCursor, PRESCREEN_RANK_NONE, type Cursor } from "./cursor";
import { dueCondition, isDue, overdueConditions, queueCounts, stillOpen } from "./queueRules";
import { duplicateExists, DUPLICATE_WINDOW_DAYS, responseClock, workColumns, workState } from "./workState";

/** Sorts after any real instant: rows without a next step come last when sorting by it. */
const NO_NEXT_STEP = "9999-12-31T23:59:59.999Z";

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
    // The index first (searchIndex.ts); the text, as before, for inquiries it does not hold yet.
    conditions.push(searchCondition(query, phoneLike ? (or(text, sql`instr(${inquiries.searchText}, ${digits}) > 0`) as SQL) : text));
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
/**
 * "What needs a person first" (issue #52): "0" and the time since they wait for an unread reply or a first contact
 * (arrival for someone never contacted, else the reply), then "1" and the follow-up's time. Read for the due view,
 * whose rows are the open inquiries, so the sort is over hundreds of rows, not the whole table.
 */
const attentionKey = sql<string>`(case when ${inquiries.firstContactAt} is null then '0' || ${inquiries.createdAt}
  when ${inquiries.unreadSince} is not null then '0' || ${inquiries.unreadSince}
  else '1' || coalesce(${inquiries.nextStepAt}, ${inquiries.createdAt}) end)`;

const SORTS: Record<InboxSort, { key: SQL<string>; descending: boolean }> = {
  attention: { key: attentionKey, descending: false },
  // The same expression as inquiries_waiting_idx (migrations/0008), so the order is read from it.
  waiting: { key: sql<string>`coalesce(${inquiries.nextStepAt}, ${inquiries.createdAt})`, descending: false },
  newest: { key: sql<string>`${inquiries.createdAt}`, descending: true },
  next_step: { key: sql<string>`coalesce(${inquiries.nextStepAt}, ${NO_NEXT_STEP})`, descending: false },
};

/** Likely matches 0, needs review 1, the rest 2: who is called first among those who waited equally long. */
export const prescreenRank = sql<number>`(case ${inquiries.prescreenResult} when 'likely_match' then 0 when 'needs_review' then 1 else ${PRESCREEN_RANK_NONE} end)`;

/** ORDER BY and the keyset condition "after this cursor" for a sort. */
export function ordering(sort: InboxSort, cursor: Cursor | null) {
  const { key, descending } = SORTS[sort];
  if (sort === "waiting" || sort === "attention") {
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
