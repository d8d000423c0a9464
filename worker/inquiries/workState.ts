import { sql } from "drizzle-orm";
import { businessMinutesBetween } from "../../contract/businessTime";
import type { NextStepKind } from "../../contract/followUp";
import type { WorkState } from "../../contract/inbox";
import type { ContactChannel, ContactOutcome } from "../../contract/inquiryEvents";
import { OPEN_STATUSES, type InquiryStatus } from "../../contract/inquiryStatus";
import { inquiries } from "../db/schema";

/*
 * Where an inquiry stands for the coordinator (the list's rows and the inquiry's page): the response clock,
 * attempts and next step, and whether the same person wrote before.
 */

/** How far back an inquiry from the same e-mail or phone makes a new one a possible duplicate. */
export const DUPLICATE_WINDOW_DAYS = 365;

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
