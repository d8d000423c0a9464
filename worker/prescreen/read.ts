import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { NOT_SURE, type Bilingual, type PrescreenAnswerDto, type PrescreenDto } from "../../contract/prescreen";
import { questionnaireSchema } from "../../contract/prescreenSchemas";
import { prescreens, studyVersions } from "../db/schema";
import type { ScoredAnswer } from "./score";

/** An inquiry's pre-screen as staff read it: each answer beside its question, in both languages. */
export async function readPrescreen(db: DrizzleD1Database, inquiryId: number): Promise<PrescreenDto | null> {
  const [row] = await db
    .select({ prescreen: prescreens, number: studyVersions.number, questionnaire: studyVersions.questionnaire })
    .from(prescreens)
    .innerJoin(studyVersions, eq(studyVersions.id, prescreens.versionId))
    .where(eq(prescreens.inquiryId, inquiryId));
  if (!row) return null;
  const { prescreen } = row;
  // The version is approved, so its questions are the ones the visitor saw (a trigger keeps them unchanged).
  const questions = new Map(questionnaireSchema.parse(JSON.parse(row.questionnaire ?? "null")).questions.map((q) => [q.id, q]));
  const decided = prescreen.decidedBy ? questions.get(prescreen.decidedBy) : undefined;
  const answers = prescreen.answers
    ? (JSON.parse(prescreen.answers) as ScoredAnswer[]).flatMap(({ id, answer, verdict }): PrescreenAnswerDto[] => {
        const question = questions.get(id);
        if (!question) return [];
        let label: Bilingual | null = null;
        if (question.kind === "choice" && answer !== NOT_SURE)
          label = question.options.find((option) => option.id === answer)?.label ?? null;
        if (question.kind === "number" && answer !== NOT_SURE) label = question.unit ?? null;
        return [{ id, kind: question.kind, question: question.text, value: answer, label, verdict }];
      })
    : null;
  return {
    result: prescreen.result,
    versionNumber: row.number,
    language: prescreen.language,
    decidedBy: decided ? { id: decided.id, text: decided.text } : null,
    answers,
    answersErasedAt: prescreen.answersErasedAt,
    kept: prescreen.kept,
  };
}
