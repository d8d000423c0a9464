import { and, asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Language } from "../../contract/language";
import type { PublishedStudiesDto, StudyCodesDto } from "../../contract/studies";
import { siteContent, studies, studyVersions } from "../db/schema";
import { clinicDayOf, DEFAULT_STUDY_CONFIRMATION_DAYS, needsConfirming } from "../../contract/enrollment";
import { DEFAULT_CLOSED_PAGE_DAYS, publicStudyOf } from "./publicStudy";

/**
 * Raises the version of what the public pages show (their edge-cache keys change with it). In a batch after
 * the change: raised only when that statement changed a row (SQLite's changes()).
 */
export const bumpContentVersion = (db: DrizzleD1Database, at: string) =>
  db
    .update(siteContent)
    .set({ version: sql`${siteContent.version} + 1`, updatedAt: at })
    .where(and(eq(siteContent.id, 1), sql`changes() > 0`));

/** The version of what the public study pages show (migrations/0011 starts it at 1). */
export async function readContentVersion(db: DrizzleD1Database): Promise<number> {
  const [row] = await db.select({ version: siteContent.version }).from(siteContent).where(eq(siteContent.id, 1));
  return row?.version ?? 0;
}

/** How long a closed study's page stays, and how long a "still recruiting" confirmation counts (worker/config.ts studySettings). */
export type StudySettings = { closedPageDays: number; confirmationDays: number };
const DEFAULT_SETTINGS: StudySettings = { closedPageDays: DEFAULT_CLOSED_PAGE_DAYS, confirmationDays: DEFAULT_STUDY_CONFIRMATION_DAYS };

/**
 * Every study with a published version, in one language, with the content version read in the same
 * batch: open studies first, then in the order they were added. Closed ones are kept for their "no longer enrolling" page.
 * Whether each open one still counts as confirmed is decided for the clinic's local day at `now` (contract/enrollment.ts).
 */
export async function readPublishedStudies(
  db: DrizzleD1Database,
  language: Language,
  settings: StudySettings = DEFAULT_SETTINGS,
  now = new Date(),
): Promise<PublishedStudiesDto> {
  const [rows, [content]] = await db.batch([
    db
      .select({
        code: studies.code,
        slug: studies.slug,
        nct: studies.nct,
        category: studies.category,
        image: studies.image,
        featured: studies.featured,
        recruitment: studies.recruitment,
        statusConfirmedOn: studies.statusConfirmedOn,
        closedAt: studies.closedAt,
        design: studyVersions.design,
        text: language === "es" ? studyVersions.textEs : studyVersions.textEn,
        registry: studies.registry,
        versionId: studyVersions.id,
        questionnaire: studyVersions.questionnaire,
      })
      .from(studies)
      .innerJoin(studyVersions, and(eq(studyVersions.id, studies.publishedVersionId), isNotNull(studyVersions.approvedAt)))
      .orderBy(desc(studies.recruitment), asc(studies.id)),
    db.select({ version: siteContent.version }).from(siteContent).where(eq(siteContent.id, 1)),
  ]);
  return {
    version: content?.version ?? 0,
    language,
    studies: rows.map((row) => publicStudyOf(row, language, { ...settings, today: clinicDayOf(now) })),
  };
}

/**
 * What a page (or /api/studies) shows of them: the open studies, and a closed one only on its own page
 * ("no longer enrolling"), so no list, and no data a page carries, still holds a closed study.
 */
export function visibleStudies(published: PublishedStudiesDto, ownSlug?: string): PublishedStudiesDto {
  return { ...published, studies: published.studies.filter((study) => study.recruitment === "recruiting" || study.slug === ownSlug) };
}

/** Every study an inquiry may name (the staff's filters and the visit form), closed ones too. */
export async function readStudyCodes(db: DrizzleD1Database): Promise<StudyCodesDto> {
  const rows = await db.select({ code: studies.code, recruitment: studies.recruitment }).from(studies).orderBy(asc(studies.code));
  return { studies: rows };
}

/** Whether a visitor may send an inquiry about this study: it is published and recruiting. */
export async function isRecruitingStudy(db: DrizzleD1Database, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.code, code), eq(studies.recruitment, "recruiting"), isNotNull(studies.publishedVersionId)));
  return row !== undefined;
}

/**
 * Whether a partner may refer someone to this study by name: published, recruiting, and confirmed within
 * STUDY_CONFIRMATION_DAYS (the study pages' rule, contract/enrollment.ts): a study nobody confirmed lately is not
 * offered as "enrolling now".
 */
export async function isEnrollingStudy(db: DrizzleD1Database, code: string, confirmationDays: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ recruitment: studies.recruitment, statusConfirmedOn: studies.statusConfirmedOn })
    .from(studies)
    .where(and(eq(studies.code, code), eq(studies.recruitment, "recruiting"), isNotNull(studies.publishedVersionId)));
  return row !== undefined && !needsConfirming(row, clinicDayOf(now), confirmationDays);
}

/** Whether a study with this code exists (a visit may name any, closed ones too). */
export async function studyExists(db: DrizzleD1Database, code: string): Promise<boolean> {
  const [row] = await db.select({ id: studies.id }).from(studies).where(eq(studies.code, code));
  return row !== undefined;
}
