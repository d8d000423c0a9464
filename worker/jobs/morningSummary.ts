import { and, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { businessMinutesBefore, localDayOf, openInterval } from "../../contract/businessTime";
import { CLINIC_TIME_ZONE, DAY_MS } from "../../contract/clinicTime";
import { OPEN_STATUSES } from "../../contract/inquiryStatus";
import { responseTargetMinutes, studyConfirmationDays } from "../config";
import { admins, inquiries } from "../db/schema";
import { countDue, countOverdue } from "../inquiries/queueRules";
import { log } from "../observability/log";
import { studiesToConfirm } from "../studies/toConfirm";
import { adminLink, sendStaffEmail } from "../notify/staffEmail";

function localHour(instant: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: CLINIC_TIME_ZONE, hour: "numeric", hourCycle: "h23" }).format(instant));
}

export type MorningCounts = {
  newSinceYesterday: number;
  overdue: number;
  /** "Due now": overdue first contacts and follow-ups whose time has come. */
  due: number;
  open: number;
  openByOwner: { owner: string; open: number }[];
  /**
   * Codes of the published studies marked as recruiting whose confirmation is older than STUDY_CONFIRMATION_DAYS
   * (contract/enrollment.ts): the site no longer says "Now Enrolling" for them until someone confirms.
   */
  studiesToConfirm: string[];
};

export async function morningCounts(env: Env, now: Date): Promise<MorningCounts> {
  const db = drizzle(env.DB);
  const notErased = isNull(inquiries.erasedAt);
  const overdueBefore = businessMinutesBefore(now, responseTargetMinutes(env));
  const [[fresh], overdue, due, byOwner, toConfirm] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)` })
      .from(inquiries)
      .where(and(notErased, ne(inquiries.status, "spam"), gte(inquiries.createdAt, new Date(now.getTime() - DAY_MS).toISOString())))
      .all(),
    countOverdue(db, overdueBefore),
    countDue(db, now),
    db
      .select({ owner: admins.displayName, open: sql<number>`count(*)` })
      .from(inquiries)
      .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
      .where(and(notErased, inArray(inquiries.status, OPEN_STATUSES)))
      .groupBy(inquiries.assigneeId)
      .orderBy(sql`count(*) desc`)
      .all(),
    studiesToConfirm(db, studyConfirmationDays(env), now),
  ]);
  return {
    newSinceYesterday: fresh?.n ?? 0,
    overdue,
    due,
    open: byOwner.reduce((sum, row) => sum + row.open, 0),
    openByOwner: byOwner.map((row) => ({ owner: row.owner ?? "No owner", open: row.open })),
    studiesToConfirm: toConfirm,
  };
}

/** The e-mail: counts and study codes only, no personal data (docs/security-privacy.md). */
export function morningSummaryEmail(env: Env, counts: MorningCounts, now: Date) {
  const day = new Intl.DateTimeFormat("en-US", { timeZone: CLINIC_TIME_ZONE, dateStyle: "full" }).format(now);
  const text = [
    `Inquiries this morning (${day})`,
    "",
    `New in the last 24 hours: ${counts.newSinceYesterday}`,
    `Due now: ${counts.due} (first contacts overdue and follow-ups whose time has come)`,
    `Overdue (no contact attempt within ${responseTargetMinutes(env)} business minutes): ${counts.overdue}`,
    `Open: ${counts.open}`,
    ...counts.openByOwner.map((row) => `  - ${row.owner}: ${row.open}`),
    ...(counts.studiesToConfirm.length
      ? [
          "",
          `Studies to confirm: ${counts.studiesToConfirm.join(", ")}.`,
          `Nobody has confirmed in the last ${studyConfirmationDays(env)} days that they still recruit here, so the site no longer says "Now Enrolling" for them.`,
          `Check with each sponsor, then confirm the study or close it: ${adminLink(env, "/admin/studies")}`,
        ]
      : []),
    "",
    `Due now: ${adminLink(env, "/admin")}`,
  ].join("\n");
  return { subject: `Inquiries this morning: ${counts.due} due now, ${counts.newSinceYesterday} new`, text };
}

/**
 * Sent at 8:00 AM clinic time on days the clinic opens. Two UTC triggers fire (15:00 and 16:00); only the
 * one that is 8 AM locally sends, so daylight saving time needs no change to the schedule.
 */
export async function runMorningSummary(env: Env, now = new Date()): Promise<"sent" | "skipped" | "unconfigured"> {
  if (localHour(now) !== 8 || !openInterval(localDayOf(now))) return "skipped";
  const counts = await morningCounts(env, now);
  const { subject, text } = morningSummaryEmail(env, counts, now);
  const result = await sendStaffEmail(env, subject, text);
  log.info("morning_summary", { code: result, count: counts.overdue });
  return result;
}
