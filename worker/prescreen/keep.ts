import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { inquiries, prescreens } from "../db/schema";

/**
 * Keeps (or stops keeping) an inquiry's answers to a study's questions past PRESCREEN_ANSWER_DAYS (docs/prescreen.md):
 * only answers still held, of an inquiry not erased. Whether anything changed.
 */
export async function keepPrescreenAnswers(db: DrizzleD1Database, inquiryId: number, kept: boolean): Promise<boolean> {
  const notErased = sql`exists (select 1 from ${inquiries} where ${inquiries.id} = ${inquiryId} and ${inquiries.erasedAt} is null)`;
  const changed = await db
    .update(prescreens)
    .set({ kept })
    .where(and(eq(prescreens.inquiryId, inquiryId), isNotNull(prescreens.answers), isNull(prescreens.answersErasedAt), notErased))
    .returning({ id: prescreens.inquiryId });
  return changed.length > 0;
}
