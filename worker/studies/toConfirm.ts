import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { clinicDayOf, needsConfirming } from "../../contract/enrollment";
import { studies } from "../db/schema";

/**
 * Codes of the published studies marked as recruiting whose "still recruiting" confirmation has lapsed
 * (contract/enrollment.ts): the site no longer says "Now Enrolling" for them until someone confirms. The
 * inbox and the morning summary name them.
 */
export async function studiesToConfirm(db: DrizzleD1Database, confirmationDays: number, now: Date): Promise<string[]> {
  const recruiting = await db
    .select({ code: studies.code, recruitment: studies.recruitment, statusConfirmedOn: studies.statusConfirmedOn })
    .from(studies)
    .where(and(eq(studies.recruitment, "recruiting"), isNotNull(studies.publishedVersionId)))
    .orderBy(asc(studies.code))
    .all();
  const today = clinicDayOf(now);
  return recruiting.filter((study) => needsConfirming(study, today, confirmationDays)).map((study) => study.code);
}
