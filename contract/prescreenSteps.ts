/**
 * Stepping through a study's questions (docs/prescreen.md): one question per screen, in the browser or, without
 * JavaScript, one plain HTML form per step that the Worker answers with the next one. Both use these rules.
 */
import { askedQuestions, isValidAnswer, NOT_SURE, type Answers, type PublicQuestion } from "./prescreen.ts";

/** Why a step was shown again: no answer was chosen, or one the question does not allow. */
export type StepProblem = "answer_required" | "answer_invalid";

/** A step of a study's questions as the Worker rendered it, carried to the browser with the page. */
export type QuestionsState = {
  /** The page this state belongs to ("/es/studies/finality-hf/questions"). */
  path: string;
  /** Index into the questions asked for these answers; their count means the contact form. */
  step: number;
  answers: Answers;
  problem: StepProblem | null;
};

/** Only the answers to questions still asked (an earlier answer changed): what is kept and sent. */
export function keptAnswers(questions: readonly PublicQuestion[], answers: Answers): Answers {
  const kept: Answers = {};
  for (const question of askedQuestions(questions, answers)) {
    const answer = answers[question.id];
    if (answer !== undefined) kept[question.id] = answer;
  }
  return kept;
}

/** The first asked question without an allowed answer, or the count of asked questions when all have one. */
export function firstUnanswered(questions: readonly PublicQuestion[], answers: Answers, year: number): number {
  const asked = askedQuestions(questions, answers);
  const index = asked.findIndex((question) => !isAnswered(question, answers[question.id], year));
  return index === -1 ? asked.length : index;
}

function isAnswered(question: PublicQuestion, answer: string | undefined, year: number): boolean {
  return answer !== undefined && answer !== "" && isValidAnswer(question, answer, year);
}

/** What a step's buttons ask for: the next question, the one before, or "I'm not sure" for a typed answer. */
export const STEP_MOVES = ["next", "back", "not-sure"] as const;
export type StepMove = (typeof STEP_MOVES)[number];

/** The form field that names the question a step showed, and the one that says which button was pressed. */
export const STEP_QUESTION_FIELD = "question";
export const STEP_MOVE_FIELD = "move";

/**
 * One press of a step's button: the answers to keep and the step to show. `current` is the question shown
 * (null on the contact form after the last one). Going on needs an allowed answer to the shown question;
 * going back never does. The same rules for the browser and for a plain submission (worker/pages/questions.ts).
 */
export function moveStep(
  questions: readonly PublicQuestion[],
  answers: Answers,
  current: string | null,
  move: StepMove,
  year: number,
): { step: number; answers: Answers; problem: StepProblem | null } {
  const given = { ...answers };
  if (move === "not-sure" && current) given[current] = NOT_SURE;
  const kept = keptAnswers(questions, given);
  const asked = askedQuestions(questions, kept);
  const index = current === null ? asked.length : asked.findIndex((question) => question.id === current);
  // A question no longer asked (or never): back to the first one still waiting for an answer.
  if (index === -1) return { step: firstUnanswered(questions, kept, year), answers: kept, problem: null };
  if (move === "back") return { step: Math.max(0, index - 1), answers: kept, problem: null };
  const question = asked[index];
  if (!question) return { step: asked.length, answers: kept, problem: null };
  const answer = kept[question.id];
  if (answer === undefined || answer === "") return { step: index, answers: kept, problem: "answer_required" };
  if (!isValidAnswer(question, answer, year)) return { step: index, answers: kept, problem: "answer_invalid" };
  return { step: index + 1, answers: kept, problem: null };
}
