import { and, eq, isNotNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Language } from "../../contract/language";
import { answerLinkPath } from "../../contract/sitePaths";
import type { StudyText } from "../../contract/studies";
import { studies, studyVersions } from "../db/schema";
import { siteOrigin } from "../config";

/** What a campaign needs of its study: whether it is open, its title in each language, and where to answer. */
export type CampaignStudy = {
  id: number;
  code: string;
  slug: string;
  recruiting: boolean;
  hasQuestions: boolean;
  title: Record<Language, string>;
};

/** The study with this code and its published, approved version; null when there is none. */
export async function campaignStudy(db: DrizzleD1Database, code: string): Promise<CampaignStudy | null> {
  const row = await db
    .select({
      id: studies.id,
      code: studies.code,
      slug: studies.slug,
      recruitment: studies.recruitment,
      textEn: studyVersions.textEn,
      textEs: studyVersions.textEs,
      questionnaire: studyVersions.questionnaire,
    })
    .from(studies)
    .innerJoin(studyVersions, and(eq(studyVersions.id, studies.publishedVersionId), isNotNull(studyVersions.approvedAt)))
    .where(eq(studies.code, code))
    .get();
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    recruiting: row.recruitment === "recruiting",
    hasQuestions: row.questionnaire !== null,
    title: { en: (JSON.parse(row.textEn) as StudyText).title, es: (JSON.parse(row.textEs) as StudyText).title },
  };
}

/**
 * Where a yes is sent to answer, in the person's language: a link that names no study (anyone holding the phone
 * may read the text; a study's slug names its condition), which leads to its questions or page
 * (worker/pages/answerLinks.ts).
 */
export function studyAnswerLink(env: Env, study: CampaignStudy, language: Language): string {
  return `${siteOrigin(env)}${answerLinkPath(study.id, language)}`;
}
