import { and, count, gte, lt, ne, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { DAY_MS, nextLocalDay, startOfLocalDay } from "../../contract/clinicTime";
import type { ClosingReason } from "../../contract/closingReasons";
import type { HeardFrom, Interest } from "../../contract/inquiryFields";
import { CLOSED_STATUSES, type ClosedStatus, type InquiryStatus } from "../../contract/inquiryStatus";
import type { Language } from "../../contract/language";
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
 * The recruitment report, computed by SQLite: every figure is an aggregate over the created_at range, read from
 * inquiries_report_idx where it can be (docs/budgets.md); no inquiry row is loaded into the Worker.
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
  const [people, [response], byStudy, byUtmSource, weeks, messaging, visits, prescreen, partnerRows] = await Promise.all([
    peopleByCodes(db, and(...inRange)!),
    percentiles(db, where!),
    breakdown(inquiries.studyId),
    breakdown(inquiries.utmSource),
    db.select({ weekStart: week, count: count() }).from(inquiries).where(where).groupBy(week).all(),
    messagingReport(db, start, end, inquiriesInRange),
    visitReport(db, start, end, now),
    prescreenReport(db, inquiriesInRange),
    partnerBreakdown(db, where!),
  ]);
  const spam = sumOf(people.filter((row) => row.status === "spam"));
  const counted = people.filter((row) => row.status !== "spam");
  const total = sumOf(counted);
  const funnel = {
    created: total,
    reached: sumOf(counted, "reached"),
    scheduled: sumOf(counted, "scheduled"),
    enrolled: sumOf(counted.filter((row) => row.status === "enrolled")),
  };
  return {
    from,
    to,
    total,
    spam,
    funnel,
    shareReached: share(funnel.reached, total),
    shareEnrolled: share(funnel.enrolled, total),
    firstResponse: response ?? { responded: 0, medianMinutes: null, p90Minutes: null },
    byStatus: tally(counted, (row) => row.status),
    byLanguage: tally(counted, (row) => row.language),
    byStudy,
    byInterest: tally(counted, (row) => row.interest),
    byUtmSource,
    byHeardFrom: tally(counted, (row) => row.heardFrom),
    exits: exitsOf(counted),
    byWeek: everyWeek(from, to, new Map(weeks.map((w) => [w.weekStart, w.count]))),
    messaging,
    visits,
    prescreen,
    ...partnerRows,
  };
}

/** Inquiries of the range (spam too) counted by every coded column at once: one scan instead of one per breakdown. */
type CodesRow = {
  status: InquiryStatus;
  language: Language | null;
  interest: Interest | null;
  heardFrom: HeardFrom | null;
  reasonCode: ClosingReason | null;
  count: number;
  reached: number;
  scheduled: number;
};

/**
 * The range's inquiries grouped by status, language, interest, where they heard of us and closing reason, with the
 * funnel's sums: each is a short list of codes, so the groups are a few hundred at most however many inquiries
 * there are. Read from inquiries_report_idx alone, then folded into each breakdown here.
 */
function peopleByCodes(db: DrizzleD1Database, inRange: SQL): Promise<CodesRow[]> {
  return db
    .select({
      status: inquiries.status,
      language: inquiries.language,
      interest: inquiries.interest,
      heardFrom: inquiries.heardFrom,
      reasonCode: inquiries.closedReason,
      count: count(),
      reached: sql<number>`coalesce(sum(${everReached}), 0)`,
      scheduled: sql<number>`coalesce(sum(${everScheduled}), 0)`,
    })
    .from(inquiries)
    .where(inRange)
    .groupBy(inquiries.status, inquiries.language, inquiries.interest, inquiries.heardFrom, inquiries.closedReason)
    .all() as Promise<CodesRow[]>;
}

function sumOf(rows: CodesRow[], field: "count" | "reached" | "scheduled" = "count"): number {
  return rows.reduce((sum, row) => sum + row[field], 0);
}

/** SQL's `order by count desc, key`: most first, then by code with none first (SQLite sorts NULL first). */
function byCountThenKey(a: { count: number; key: string | null }, b: { count: number; key: string | null }): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.key === b.key) return 0;
  if (a.key === null) return -1;
  if (b.key === null) return 1;
  return a.key < b.key ? -1 : 1;
}

function tally<K extends string>(rows: CodesRow[], keyOf: (row: CodesRow) => K | null): ReportCount<K>[] {
  const counts = new Map<K | null, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + row.count);
  return [...counts].map(([key, count]) => ({ key, count })).sort(byCountThenKey);
}

/** The closed inquiries that left the funnel, by status and closing reason, most first. */
function exitsOf(rows: CodesRow[]): RecruitmentReportDto["exits"] {
  const counts = new Map<string, RecruitmentReportDto["exits"][number]>();
  for (const row of rows) {
    if (!(EXIT_STATUSES as readonly InquiryStatus[]).includes(row.status)) continue;
    const key = `${row.status} ${row.reasonCode ?? ""}`;
    const exit = counts.get(key) ?? { status: row.status as ClosedStatus, reasonCode: row.reasonCode, count: 0 };
    exit.count += row.count;
    counts.set(key, exit);
  }
  return [...counts.values()].sort(
    (a, b) =>
      byCountThenKey({ count: a.count, key: a.status }, { count: b.count, key: b.status }) ||
      byCountThenKey({ count: 0, key: a.reasonCode }, { count: 0, key: b.reasonCode }),
  );
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
