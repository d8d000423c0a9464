import { CLINIC_TIME_ZONE } from "../../contract/clinicTime";
import {
  askedQuestions,
  isValidAnswer,
  NOT_SURE,
  type Answers,
  type PrescreenResult,
  type Question,
  type Questionnaire,
  type Verdict,
} from "../../contract/prescreen";

export type ScoredAnswer = { id: string; answer: string; verdict: Verdict };
export type Score = { result: PrescreenResult; decidedBy: string | null; answers: ScoredAnswer[] };
export type ScoreProblem = { question: string; problem: "missing" | "invalid" | "unknown_question" };

const within = (value: number, range: { min?: number; max?: number }) =>
  (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);

/** What one valid answer means for the study. */
export function verdictOf(question: Question, answer: string, year: number): Verdict {
  if (answer === NOT_SURE) return "review";
  switch (question.kind) {
    case "yes_no":
      return answer === "yes" ? question.yes : question.no;
    case "choice":
      return question.options.find((option) => option.id === answer)?.verdict ?? "review";
    case "number":
      return within(Number(answer), question.fits) ? "fits" : "not_fit";
    case "birth_year": {
      // Born in that year, someone is one of two ages this year: both inside fits, both outside does
      // not, one of each needs a person to ask.
      const older = year - Number(answer);
      const inside = [within(older, question.age), within(older - 1, question.age)];
      return inside[0] && inside[1] ? "fits" : !inside[0] && !inside[1] ? "not_fit" : "review";
    }
  }
}

/**
 * Scores a visitor's answers on the server (the page never learns what an answer means): every asked
 * question needs a valid answer; answers to questions the logic skipped are dropped. The first answer that
 * does not fit decides; else the first that needs review; else it is a likely match.
 */
export function scoreAnswers(questionnaire: Questionnaire, answers: Answers, now: Date): Score | { problems: ScoreProblem[] } {
  const year = Number(now.toLocaleString("en-US", { timeZone: CLINIC_TIME_ZONE, year: "numeric" }));
  const known = new Set(questionnaire.questions.map((question) => question.id));
  const problems: ScoreProblem[] = Object.keys(answers)
    .filter((id) => !known.has(id))
    .map((id) => ({ question: id, problem: "unknown_question" as const }));
  const scored: ScoredAnswer[] = [];
  for (const question of askedQuestions(questionnaire.questions, answers)) {
    const answer = answers[question.id];
    if (answer === undefined) problems.push({ question: question.id, problem: "missing" });
    else if (!isValidAnswer(question, answer, year)) problems.push({ question: question.id, problem: "invalid" });
    else scored.push({ id: question.id, answer, verdict: verdictOf(question, answer, year) });
  }
  if (problems.length > 0) return { problems };
  const decisive = scored.find((a) => a.verdict === "not_fit") ?? scored.find((a) => a.verdict === "review");
  const result: PrescreenResult = !decisive ? "likely_match" : decisive.verdict === "not_fit" ? "not_fit" : "needs_review";
  return { result, decidedBy: decisive?.id ?? null, answers: scored };
}
