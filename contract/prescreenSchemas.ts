/** Validation of what contract/prescreen.ts describes: the editor's questionnaires and the visitor's answers. */
import { z } from "./zod.ts";
import { identifyingText } from "./textPolicy.ts";
import { QUESTIONNAIRE_LIMITS, VERDICTS, NOT_SURE, type Question, type Questionnaire, type Answers } from "./prescreen.ts";

const ID_PATTERN = /^[a-z0-9][a-z0-9_]{0,23}$/;
const id = z.string({ error: "invalid" }).regex(ID_PATTERN, { error: "invalid" });
const words = (max: number) => z.strictObject({ en: identifyingText(max), es: identifyingText(max) });
const verdict = z.enum(VERDICTS, { error: "invalid" });
const whole = z.int({ error: "invalid" }).min(0, { error: "invalid" }).max(9999, { error: "invalid" });
const range = z.strictObject({ min: whole.optional(), max: whole.optional() });
const base = {
  id,
  text: words(200),
  hint: words(300).optional(),
  showIf: z.strictObject({ question: id, answers: z.array(z.string().max(24)).min(1, { error: "required" }).max(8) }).optional(),
};

const questionSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ ...base, kind: z.literal("yes_no"), yes: verdict, no: verdict }),
    z.strictObject({
      ...base,
      kind: z.literal("choice"),
      options: z
        .array(z.strictObject({ id, label: words(120), verdict }))
        .min(2, { error: "too_few_options" })
        .max(QUESTIONNAIRE_LIMITS.maxOptions, { error: "too_many_options" }),
    }),
    z.strictObject({
      ...base,
      kind: z.literal("number"),
      unit: words(40).optional(),
      accepts: z.strictObject({ min: whole, max: whole }),
      fits: range,
    }),
    z.strictObject({ ...base, kind: z.literal("birth_year"), age: range }),
  ],
  { error: "invalid" },
);

/** The values an answer to this question can take (what a later question's condition may name). */
function answerValues(question: Question): string[] | null {
  if (question.kind === "yes_no") return ["yes", "no", NOT_SURE];
  if (question.kind === "choice") return [...question.options.map((option) => option.id), NOT_SURE];
  return null;
}

/**
 * The logic a questionnaire must hold together: unique ids, conditions on an earlier yes/no or choice
 * question naming its real answers, ranges that make sense. Each problem is reported at its path.
 */
export const questionnaireSchema = z
  .strictObject({
    questions: z
      .array(questionSchema)
      .min(QUESTIONNAIRE_LIMITS.minQuestions, { error: "too_few_questions" })
      .max(QUESTIONNAIRE_LIMITS.maxQuestions, { error: "too_many_questions" }),
    nextStep: words(300),
  })
  .superRefine(({ questions }, ctx) => {
    const earlier = new Map<string, Question>();
    questions.forEach((question, index) => {
      const at = (...path: (string | number)[]) => ["questions", index, ...path];
      if (earlier.has(question.id)) ctx.addIssue({ code: "custom", message: "duplicate_id", path: at("id") });
      if (question.showIf) {
        const target = earlier.get(question.showIf.question);
        const values = target ? answerValues(target) : null;
        if (!values) ctx.addIssue({ code: "custom", message: "condition_on_unknown_question", path: at("showIf", "question") });
        else if (question.showIf.answers.some((answer) => !values.includes(answer)))
          ctx.addIssue({ code: "custom", message: "condition_on_unknown_answer", path: at("showIf", "answers") });
      }
      if (question.kind === "choice" && new Set(question.options.map((option) => option.id)).size !== question.options.length)
        ctx.addIssue({ code: "custom", message: "duplicate_id", path: at("options") });
      const bad = (r: { min?: number; max?: number }) => r.min !== undefined && r.max !== undefined && r.min > r.max;
      if (question.kind === "number" && (question.accepts.min >= question.accepts.max || bad(question.fits)))
        ctx.addIssue({ code: "custom", message: "invalid_range", path: at("fits") });
      if (question.kind === "birth_year" && (bad(question.age) || (question.age.min === undefined && question.age.max === undefined)))
        ctx.addIssue({ code: "custom", message: "invalid_range", path: at("age") });
      earlier.set(question.id, question);
    });
  }) satisfies z.ZodType<Questionnaire>;

/**
 * What the visitor sends with an inquiry: the study version they answered and their answers. Never a
 * result: scoring is the server's, and a `result` (or anything else) a page adds is dropped unread.
 */
export const prescreenInputSchema = z.object({
  versionId: z.int({ error: "invalid" }).positive({ error: "invalid" }),
  answers: z
    .record(id, z.string({ error: "invalid" }).max(24, { error: "invalid" }))
    .refine((answers) => Object.keys(answers).length <= QUESTIONNAIRE_LIMITS.maxQuestions, { error: "invalid" }) as z.ZodType<Answers>,
});
export type PrescreenInput = z.infer<typeof prescreenInputSchema>;

/** Staff keep a non-match's answers past the period after which they are erased (or stop keeping them). */
export const prescreenKeepSchema = z.strictObject({ kept: z.boolean({ error: "invalid" }) });
