/**
 * A study's pre-screening questionnaire (docs/prescreen.md): a few typed questions, both languages in one
 * structure (so the two can never differ in questions, options or logic), approved and published with the
 * study's version. What each answer means (fits, does not fit, needs review) stays on the server: the
 * public copy (`PublicQuestionnaire`) has the words and the logic, not the verdicts.
 */
import type { Language } from "./language.ts";

export type Bilingual = Record<Language, string>;

/** What one answer says about the person and the study. */
export const VERDICTS = ["fits", "not_fit", "review"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const QUESTION_KINDS = ["yes_no", "choice", "number", "birth_year"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The answer every question allows, whatever its kind: it always means "needs review". */
export const NOT_SURE = "not_sure";

/**
 * The fixed answers' words in both languages, as data like the questions' own words: staff read an answer
 * in their language beside the visitor's (both at once, so not from one Lingui catalog).
 */
export const FIXED_ANSWER_WORDS: Record<"yes" | "no" | typeof NOT_SURE, Bilingual> = {
  yes: { en: "Yes", es: "Sí" },
  no: { en: "No", es: "No" },
  not_sure: { en: "I'm not sure", es: "No estoy seguro(a)" },
};

/** Show a question only when an earlier one was answered with one of these values. */
export type ShowIf = { question: string; answers: string[] };

type QuestionBase = { id: string; text: Bilingual; hint?: Bilingual; showIf?: ShowIf };
export type ChoiceOption = { id: string; label: Bilingual; verdict: Verdict };
/** A whole-number range; either end may be open. */
export type Range = { min?: number; max?: number };

export type Question =
  | (QuestionBase & { kind: "yes_no"; yes: Verdict; no: Verdict })
  | (QuestionBase & { kind: "choice"; options: ChoiceOption[] })
  /** A number the visitor types (allowed between `accepts`); inside `fits` it fits, outside it does not. */
  | (QuestionBase & { kind: "number"; unit?: Bilingual; accepts: { min: number; max: number }; fits: Range })
  /** The year the visitor was born; the age they are this year decides, against `age`. */
  | (QuestionBase & { kind: "birth_year"; age: Range });

/**
 * `nextStep`: what every visitor reads after the questions, whatever their answers (never "you do not
 * qualify"), approved with the questions.
 */
export type Questionnaire = { questions: Question[]; nextStep: Bilingual };

export const QUESTIONNAIRE_LIMITS = { minQuestions: 3, maxQuestions: 8, maxOptions: 8 } as const;

/** The visitor's copy, in the page's language: words and logic, never what an answer means. */
type PublicBase = { id: string; text: string; hint?: string; showIf?: ShowIf };
export type PublicQuestion =
  | (PublicBase & { kind: "yes_no" })
  | (PublicBase & { kind: "choice"; options: { id: string; label: string }[] })
  | (PublicBase & { kind: "number"; unit?: string; accepts: { min: number; max: number } })
  | (PublicBase & { kind: "birth_year" });

/** A study's questions as its page carries them: the version they belong to (sent back with the answers). */
export type PublicPrescreen = { versionId: number; questions: PublicQuestion[]; nextStep: string };

export function publicPrescreenOf(versionId: number, questionnaire: Questionnaire, language: Language): PublicPrescreen {
  return { versionId, questions: publicQuestions(questionnaire, language), nextStep: questionnaire.nextStep[language] };
}

function publicQuestions(questionnaire: Questionnaire, language: Language): PublicQuestion[] {
  return questionnaire.questions.map((question): PublicQuestion => {
    const { id, text, hint, showIf } = question;
    const base = { id, text: text[language], ...(hint ? { hint: hint[language] } : {}), ...(showIf ? { showIf } : {}) };
    switch (question.kind) {
      case "yes_no":
        return { ...base, kind: "yes_no" };
      case "choice":
        return { ...base, kind: "choice", options: question.options.map(({ id, label }) => ({ id, label: label[language] })) };
      case "number":
        return { ...base, kind: "number", accepts: question.accepts, ...(question.unit ? { unit: question.unit[language] } : {}) };
      case "birth_year":
        return { ...base, kind: "birth_year" };
    }
  });
}

/** The visitor's answers by question id: "yes", "no", an option id, digits, or "not_sure". */
export type Answers = Record<string, string>;

/** Whether a question is asked, given the answers so far (a question hidden by an earlier answer is skipped). */
export function isAsked(question: Pick<Question, "showIf">, answers: Answers): boolean {
  if (!question.showIf) return true;
  const earlier = answers[question.showIf.question];
  return earlier !== undefined && question.showIf.answers.includes(earlier);
}

/** The questions asked, in order, for these answers: what the visitor steps through and the server scores. */
export function askedQuestions<Q extends Pick<Question, "id" | "showIf">>(questions: readonly Q[], answers: Answers): Q[] {
  const asked: Q[] = [];
  const seen: Answers = {};
  for (const question of questions) {
    if (!isAsked(question, seen)) continue;
    asked.push(question);
    const answer = answers[question.id];
    if (answer !== undefined) seen[question.id] = answer;
  }
  return asked;
}

/**
 * How many questions the visitor is told there are ("Question 2 of 5"): the ones asked for these answers, and
 * every follow-up whose earlier question is not answered yet. So the count never grows as they go on; an
 * answer that skips a follow-up only makes it smaller.
 */
export function questionCount(questions: readonly Pick<Question, "id" | "showIf">[], answers: Answers): number {
  const possible = new Set<string>();
  for (const question of questions) {
    const condition = question.showIf;
    const earlier = condition ? answers[condition.question] : undefined;
    const maybeAsked = !condition || (possible.has(condition.question) && (earlier === undefined || condition.answers.includes(earlier)));
    if (maybeAsked) possible.add(question.id);
  }
  return possible.size;
}

/** The first year of birth the form accepts, and how the current year bounds it. */
export const EARLIEST_BIRTH_YEAR = 1900;

/**
 * Whether an answer is one the question allows (its kind's values, or "not sure"). `year` is the current
 * year, for a year of birth.
 */
export function isValidAnswer(question: PublicQuestion | Question, answer: string, year: number): boolean {
  if (answer === NOT_SURE) return true;
  switch (question.kind) {
    case "yes_no":
      return answer === "yes" || answer === "no";
    case "choice":
      return question.options.some((option) => option.id === answer);
    case "number":
      return /^\d{1,4}$/.test(answer) && Number(answer) >= question.accepts.min && Number(answer) <= question.accepts.max;
    case "birth_year":
      return /^\d{4}$/.test(answer) && Number(answer) >= EARLIEST_BIRTH_YEAR && Number(answer) <= year;
  }
}

/** The pre-screen result staff see: how the answers compare with the study's questions. */
export const PRESCREEN_RESULTS = ["likely_match", "needs_review", "not_fit"] as const;
export type PrescreenResult = (typeof PRESCREEN_RESULTS)[number];

/** A pre-screen as staff see it on an inquiry: the result, the question that decided it, every answer. */
export type PrescreenDto = {
  result: PrescreenResult;
  /** The study version whose questions were answered. */
  versionNumber: number;
  /** The language the visitor answered in. */
  language: Language;
  decidedBy: { id: string; text: Bilingual } | null;
  /** Null once erased (people who did not fit lose their answers after a while; the result stays). */
  answers: PrescreenAnswerDto[] | null;
  answersErasedAt: string | null;
  /** Staff asked to keep the answers past the period for people who did not fit. */
  kept: boolean;
};

/**
 * One answer as staff read it: the question in both languages, the value as given ("yes", "no", "not_sure",
 * digits) and, for a choice or a number, the option's or the unit's words in both languages.
 */
export type PrescreenAnswerDto = {
  id: string;
  kind: QuestionKind;
  question: Bilingual;
  value: string;
  label: Bilingual | null;
  verdict: Verdict;
};
