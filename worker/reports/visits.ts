import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { VisitReport, VisitReportDimension } from "../../contract/reports";
import { inquiries, visits } from "../db/schema";

type Row = {
  source: string | null;
  language: string | null;
  study: string | null;
  leadTime: string;
  confirmed: string;
  reached: number;
  attended: number;
  noShow: number;
};

/**
 * The show-rate part of the report (docs/visits.md), computed by SQLite over visits_start_idx: one grouped
 * query for the counts (at most a few hundred groups) and one for the lead-time percentiles.
 */
export async function visitReport(db: DrizzleD1Database, start: Date, end: Date, now: Date): Promise<VisitReport> {
  const until = new Date(Math.min(end.getTime(), now.getTime())).toISOString();
  const reachedVisits = sql`${visits.startAt} >= ${start.toISOString()} and ${visits.startAt} < ${until}
    and ${visits.state} in ('booked', 'confirmed', 'attended', 'no_show')`;
  const days = sql`(julianday(${visits.startAt}) - julianday(${inquiries.createdAt}))`;
  const [rows, [lead]] = await Promise.all([
    db.all<Row>(sql`
      select ${inquiries.heardFrom} as source, ${inquiries.language} as language, ${visits.studyId} as study,
        case when ${days} < 3 then '0-2' when ${days} < 8 then '3-7' when ${days} < 15 then '8-14' else '15+' end as leadTime,
        case when ${visits.confirmedAt} is not null then 'yes' else 'no' end as confirmed,
        count(*) as reached,
        sum(${visits.state} = 'attended') as attended,
        sum(${visits.state} = 'no_show') as noShow
      from ${visits} join ${inquiries} on ${inquiries.id} = ${visits.inquiryId}
      where ${reachedVisits}
      group by 1, 2, 3, 4, 5`),
    db.all<{ visits: number; medianDays: number | null; p90Days: number | null }>(sql`
      select count(*) as visits,
        max(case when rn = (n + 1) / 2 then d end) as medianDays,
        max(case when rn = (9 * n + 9) / 10 then d end) as p90Days
      from (
        select cast(${days} as integer) as d, row_number() over (order by ${days}) as rn, count(*) over () as n
        from ${visits} join ${inquiries} on ${inquiries.id} = ${visits.inquiryId}
        where ${reachedVisits}
      )`),
  ]);
  const totals = rows.reduce(
    (sum, row) => ({ reached: sum.reached + row.reached, attended: sum.attended + row.attended, noShow: sum.noShow + row.noShow }),
    { reached: 0, attended: 0, noShow: 0 },
  );
  const keyOf: Record<VisitReportDimension, (row: Row) => string | null> = {
    source: (row) => row.source,
    language: (row) => row.language,
    study: (row) => row.study,
    lead_time: (row) => row.leadTime,
    confirmed: (row) => row.confirmed,
  };
  const groups: VisitReport["groups"] = [];
  for (const dimension of Object.keys(keyOf) as VisitReportDimension[]) {
    const byKey = new Map<string | null, { reached: number; attended: number }>();
    for (const row of rows) {
      const key = keyOf[dimension](row);
      const group = byKey.get(key) ?? { reached: 0, attended: 0 };
      group.reached += row.reached;
      group.attended += row.attended;
      byKey.set(key, group);
    }
    for (const [key, group] of [...byKey].sort((a, b) => b[1].reached - a[1].reached || String(a[0]).localeCompare(String(b[0]))))
      groups.push({ dimension, key, ...group });
  }
  return {
    ...totals,
    unrecorded: totals.reached - totals.attended - totals.noShow,
    showRate: totals.reached === 0 ? null : totals.attended / totals.reached,
    groups,
    leadTime: lead ?? { visits: 0, medianDays: null, p90Days: null },
  };
}
