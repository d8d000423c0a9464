import { sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Bilingual, PrescreenResult } from "../../contract/prescreen";
import type { PrescreenReport } from "../../contract/reports";

/**
 * The pre-screening part of the report. `inquiriesInRange` is the report's condition on `i` (inquiries
 * received in the range, spam left out). Answers may be erased; results and deciding questions are not.
 */
export async function prescreenReport(db: DrizzleD1Database, inquiriesInRange: SQL): Promise<PrescreenReport> {
  const [byStudy, fails, outcomes] = await Promise.all([
    db.all<{ studyId: string | null; result: PrescreenResult; count: number }>(sql`
      select i.study_id as studyId, p.result as result, count(*) as count
      from prescreens p join inquiries i on i.id = p.inquiry_id
      where ${inquiriesInRange}
      group by 1, 2 order by 1, 2`),
    db.all<{ studyId: string | null; questionId: string | null; question: string | null; count: number }>(sql`
      select i.study_id as studyId, p.decided_by as questionId, max(p.decided_text) as question, count(*) as count
      from prescreens p join inquiries i on i.id = p.inquiry_id
      where ${inquiriesInRange} and p.result = 'not_fit'
      group by 1, 2 order by count desc, 1, 2`),
    db.all<{ result: PrescreenResult; total: number; screened: number; enrolled: number; notEligible: number }>(sql`
      select p.result as result, count(*) as total,
        sum(s.screened is not null) as screened,
        sum(s.screened is not null and i.status = 'enrolled') as enrolled,
        sum(s.screened is not null and i.status = 'not_eligible') as notEligible
      from prescreens p join inquiries i on i.id = p.inquiry_id
      left join (select inquiry_id, 1 as screened from visits where type = 'screening_visit' and state = 'attended' group by inquiry_id) s
        on s.inquiry_id = i.id
      where ${inquiriesInRange}
      group by 1 order by 1`),
  ]);
  return {
    byStudy,
    screenFails: fails.map(({ question, ...row }) => ({ ...row, question: question ? (JSON.parse(question) as Bilingual) : null })),
    outcomes,
  };
}
