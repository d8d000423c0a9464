import { and, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { OPEN_STATUSES } from "../../contract/inquiryStatus";
import { inquiries } from "../db/schema";

/*
 * The queue's rules as SQL, each written once: "overdue" (a first contact waiting past the target) and "due now"
 * (docs/pipeline.md), and the header's counts read from their indexes alone.
 */

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
export const stillOpen = sql`+${inquiries.status} in (${openStatuses()})`;

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

/** Whether a row is "due now", read by the same SQL as the "due" view (the one owner of the rule). */
export const isDue = (now: Date) => sql<number>`(${dueCondition(now)})`.mapWith(Number);
