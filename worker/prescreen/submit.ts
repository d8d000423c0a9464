import { and, eq, isNotNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Language } from "../../contract/language";
import type { PrescreenResult } from "../../contract/prescreen";
import type { PrescreenInput } from "../../contract/prescreenSchemas";
import { questionnaireSchema } from "../../contract/prescreenSchemas";
import { studies, studyVersions } from "../db/schema";
import { scoreAnswers, type ScoreProblem } from "./score";

export type ScoredPrescreen = {
  versionId: number;
  language: Language;
  result: PrescreenResult;
  decidedBy: string | null;
  /** JSON Bilingual: the deciding question's words, for lists that should not read the questionnaire. */
  decidedText: string | null;
  answers: string;
};

/**
 * Scores the answers a visitor sent with an inquiry against the questions of the version they answered:
 * a version of that study that is, or was, published (a visitor may have opened the page just before a
 * newer one went out). Problems are answers the questions do not allow, or questions left unanswered.
 */
export async function scorePrescreen(
  db: DrizzleD1Database,
  studyCode: string,
  input: PrescreenInput,
  language: Language,
  now = new Date(),
): Promise<{ ok: true; value: ScoredPrescreen } | { ok: false; problems: ScoreProblem[] | "unknown_version" }> {
  const [version] = await db
    .select({ questionnaire: studyVersions.questionnaire })
    .from(studyVersions)
    .innerJoin(studies, eq(studies.id, studyVersions.studyId))
    .where(and(eq(studyVersions.id, input.versionId), eq(studies.code, studyCode), isNotNull(studyVersions.publishedAt)));
  if (!version?.questionnaire) return { ok: false, problems: "unknown_version" };
  const questionnaire = questionnaireSchema.parse(JSON.parse(version.questionnaire));
  const score = scoreAnswers(questionnaire, input.answers, now);
  if ("problems" in score) return { ok: false, problems: score.problems };
  const decided = questionnaire.questions.find((question) => question.id === score.decidedBy);
  return {
    ok: true,
    value: {
      versionId: input.versionId,
      language,
      result: score.result,
      decidedBy: score.decidedBy,
      decidedText: decided ? JSON.stringify(decided.text) : null,
      answers: JSON.stringify(score.answers),
    },
  };
}
