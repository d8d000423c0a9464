import { and, count, eq, gte, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { DAY_MS, nextLocalDay, startOfLocalDay } from "../../contract/clinicTime";
import { CLOSED_STATUSES, type InquiryStatus } from "../../contract/inquiryStatus";
import type { RecruitmentReportDto, ReportCount, ReportQuery } from "../../contract/reports";
import { inquiries } from "../db/schema";
import { everReached, everScheduled } from "./funnelSql";
import { localDaySql, weekStartSql } from "./localDaySql";
import { messagingReport } from "./messaging";
import { visitReport } from "./visits";
import { prescreenReport } from "./prescreen";
import { partnerBreakdown } from "./partners";

/** The ways out of the funnel other than enrolling (spam is not a person). */
const EXIT_STATUSES = CLOSED_STATUSES.filter((status) => status !== "enrolled" && status !== "spam");

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/**
 * The recruitment report, computed by SQLite: every figure is an aggregate over the created_at range
 * (inquiries_created_idx); no inquiry row is loaded into the Worker.
 */
export async function recruitmentReport(db: DrizzleD1Database, { from, to }: ReportQuery, now = new Date()): Promise<RecruitmentReportDto> {
  const start = startOfLocalDay(from);
  const end = startOfLocalDay(nextLocalDay(to));
  const inRange = [gte(inquiries.createdAt, start.toISOString()), lt(inquiries.createdAt, end.toISOString())];
  const where = and(...inRange, ne(inquiries.status, "spam"));
  const breakdown = async <K extends string>(column: SQLiteColumn): Promise<ReportCount<K>[]> =>
    (await db
      .select({ key: sql<K | null>`${column}`, count: count() })
      .from(inquiries)
      .where(where)
      .groupBy(column)
      .orderBy(sql`count(*) desc`, column)
      .all()) as ReportCount<K>[];
  const week = weekStartSql(localDaySql(inquiries.createdAt, start, end));

  const inquiriesInRange = sql`i.created_at >= ${start.toISOString()} and i.created_at < ${end.toISOString()} and i.status <> 'spam'`;
  const [
    [totals],
    [spam],
    [response],
    byStatus,
    byLanguage,
    byStudy,
    byInterest,
    byUtmSource,
    byHeardFrom,
    weeks,
    exits,
    messaging,
    visits,
    prescreen,
    partnerRows,
  ] = await Promise.all([
    db
      .select({
        total: count(),
        reached: sql<number>`coalesce(sum(${everReached}), 0)`,
        scheduled: sql<number>`coalesce(sum(${everScheduled}), 0)`,
        enrolled: sql<number>`coalesce(sum(${inquiries.status} = 'enrolled'), 0)`,
      })
      .from(inquiries)
      .where(where)
      .all(),
    db
      .select({ n: count() })
      .from(inquiries)
      .where(and(...inRange, eq(inquiries.status, "spam")))
      .all(),
    percentiles(db, where!),
    breakdown<InquiryStatus>(inquiries.status),
    breakdown(inquiries.language),
    breakdown(inquiries.studyId),
    breakdown(inquiries.interest),
    breakdown(inquiries.utmSource),
    breakdown(inquiries.heardFrom),
    db.select({ weekStart: week, count: count() }).from(inquiries).where(where).groupBy(week).all(),
    db
      .select({ status: inquiries.status, reasonCode: inquiries.closedReason, count: count() })
      .from(inquiries)
      .where(and(where, inArray(inquiries.status, EXIT_STATUSES)))
      .groupBy(inquiries.status, inquiries.closedReason)
      .orderBy(sql`count(*) desc`, inquiries.status, inquiries.closedReason)
      .all(),
    messagingReport(db, start, end, inquiriesInRange),
    visitReport(db, start, end, now),
    prescreenReport(db, inquiriesInRange),
    partnerBreakdown(db, where!),
  ]);
  const total = totals?.total ?? 0;
  const funnel = { created: total, reached: totals?.reached ?? 0, scheduled: totals?.scheduled ?? 0, enrolled: totals?.enrolled ?? 0 };
  return {
    from,
    to,
    total,
    spam: spam?.n ?? 0,
    funnel,
    shareReached: share(funnel.reached, total),
    shareEnrolled: share(funnel.enrolled, total),
    firstResponse: response ?? { responded: 0, medianMinutes: null, p90Minutes: null },
    byStatus,
    byLanguage,
    byStudy,
    byInterest,
    byUtmSource,
    byHeardFrom,
    exits: exits as RecruitmentReportDto["exits"],
    byWeek: everyWeek(from, to, new Map(weeks.map((w) => [w.weekStart, w.count]))),
    messaging,
    visits,
    prescreen,
    ...partnerRows,
  };
}

/** Median and 90th percentile (nearest rank) of first-response business minutes, in one query. */
async function percentiles(db: DrizzleD1Database, where: SQL) {
  return db.all<{ responded: number; medianMinutes: number | null; p90Minutes: number | null }>(sql`
    select count(*) as responded,
      max(case when rn = (n + 1) / 2 then m end) as medianMinutes,
      max(case when rn = (9 * n + 9) / 10 then m end) as p90Minutes
    from (
      select ${inquiries.firstResponseMinutes} as m,
        row_number() over (order by ${inquiries.firstResponseMinutes}) as rn,
        count(*) over () as n
      from ${inquiries}
      where ${where} and ${inquiries.firstResponseMinutes} is not null
    )`);
}

/** Every Monday-started week that touches the range, with its count (0 when none arrived). */
function everyWeek(from: string, to: string, counts: Map<string, number>): RecruitmentReportDto["byWeek"] {
  const weeks: RecruitmentReportDto["byWeek"] = [];
  const first = new Date(`${from}T00:00:00Z`);
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  for (let day = first; day.toISOString().slice(0, 10) <= to; day = new Date(day.getTime() + 7 * DAY_MS)) {
    const weekStart = day.toISOString().slice(0, 10);
    weeks.push({ weekStart, count: counts.get(weekStart) ?? 0 });
  }
  return weeks;
}
