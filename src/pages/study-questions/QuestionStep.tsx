import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef } from "react";
import { answerField } from "../../../contract/contactForm";
import { NOT_SURE, type Answers, type PublicQuestion } from "../../../contract/prescreen";
import { STEP_MOVE_FIELD, STEP_QUESTION_FIELD, type StepProblem } from "../../../contract/prescreenSteps";
import { buttonStyles, inputStyles } from "../../ui/styles";

const choiceRow =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 text-lg has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-500";

/** The answers a yes/no or choice question offers, "I'm not sure" always last. */
function useOptions(question: PublicQuestion): [string, string][] {
  const { t } = useLingui();
  const notSure: [string, string] = [NOT_SURE, t`I'm not sure`];
  if (question.kind === "yes_no") return [["yes", t`Yes`], ["no", t`No`], notSure];
  if (question.kind === "choice") return [...question.options.map((option): [string, string] => [option.id, option.label]), notSure];
  return [];
}

/**
 * One question on its own screen, as a real form: its answer, the answers so far (hidden), and Next, Back
 * and (for a typed answer) "I'm not sure". Next comes first, so Enter in a field goes forward.
 */
export function QuestionStep({
  question,
  number,
  total,
  answers,
  problem,
  focusOnShow,
  form,
  onAnswer,
  onSubmit,
  action,
}: {
  question: PublicQuestion;
  number: number;
  total: number;
  answers: Answers;
  problem: StepProblem | null;
  /** Moved here from another step: the question's heading takes focus, so it is read out. */
  focusOnShow: boolean;
  form: React.RefObject<HTMLFormElement | null>;
  onAnswer: (id: string, value: string) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  action: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const value = answers[question.id] ?? "";
  const typed = isTyped(question);
  const problemId = problem ? `${id}-problem` : undefined;

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow, question.id]);

  const problemText =
    problem === "answer_required"
      ? typed
        ? t`Please type your answer, or press "I'm not sure".`
        : t`Please choose an answer. "I'm not sure" is fine too.`
      : question.kind === "number"
        ? t`Please type a whole number from ${question.accepts.min} to ${question.accepts.max}.`
        : t`Please type the year with 4 digits, for example 1960.`;

  return (
    <form ref={form} method="post" action={action} noValidate onSubmit={onSubmit} className="space-y-6" data-testid="question-step">
      <p className="text-base font-semibold text-brand-800" data-testid="question-progress">
        <Trans>
          Question {number} of {total}
        </Trans>
      </p>
      <progress value={number - 1} max={total} className="h-2 w-full accent-brand-700" aria-hidden="true" />
      {Object.entries(answers)
        .filter(([questionId]) => questionId !== question.id)
        .map(([questionId, answer]) => (
          <input key={questionId} type="hidden" name={answerField(questionId)} value={answer} />
        ))}
      <input type="hidden" name={STEP_QUESTION_FIELD} value={question.id} />
      <fieldset aria-describedby={[question.hint ? `${id}-hint` : "", problemId ?? ""].filter(Boolean).join(" ") || undefined}>
        <legend className="w-full">
          <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            {question.text}
          </h2>
        </legend>
        {question.hint ? (
          <p id={`${id}-hint`} className="mt-2 text-lg text-slate-700">
            {question.hint}
          </p>
        ) : null}
        {problem ? (
          <p id={problemId} role="alert" className="mt-3 font-semibold text-red-700" data-testid="question-problem">
            {problemText}
          </p>
        ) : null}
        <AnswerInput question={question} value={value} problemId={problemId} onAnswer={onAnswer} />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name={STEP_MOVE_FIELD} value="next" className={buttonStyles.primary}>
          <Trans>Next</Trans>
        </button>
        {typed ? (
          <button type="submit" name={STEP_MOVE_FIELD} value="not-sure" formNoValidate className={buttonStyles.secondary}>
            <Trans>I'm not sure</Trans>
          </button>
        ) : null}
        {number > 1 ? (
          <button type="submit" name={STEP_MOVE_FIELD} value="back" formNoValidate className={buttonStyles.ghost}>
            <Trans>Back</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A question answered by typing (a number, a year) rather than by choosing. */
const isTyped = (question: PublicQuestion) => question.kind === "number" || question.kind === "birth_year";

/** The answer to one question: a number or a year typed in (its "I'm not sure" is a button), or one of its choices. */
function AnswerInput({
  question,
  value,
  problemId,
  onAnswer,
}: {
  question: PublicQuestion;
  value: string;
  problemId: string | undefined;
  onAnswer: (id: string, value: string) => void;
}) {
  const id = useId();
  const options = useOptions(question);
  const typed = isTyped(question);
  const problem = problemId !== undefined;
  return typed ? (
    <div className="mt-4 max-w-xs">
      <label htmlFor={`${id}-answer`} className="block font-medium text-slate-900">
        {question.kind === "birth_year" ? <Trans>Year (4 digits)</Trans> : question.unit ? question.unit : <Trans>Number</Trans>}
      </label>
      <input
        id={`${id}-answer`}
        name={answerField(question.id)}
        type="text"
        inputMode="numeric"
        autoComplete={question.kind === "birth_year" ? "bday-year" : "off"}
        maxLength={4}
        value={value === NOT_SURE ? "" : value}
        onChange={(event) => onAnswer(question.id, event.target.value.trim())}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problemId}
        className={inputStyles}
      />
    </div>
  ) : (
    <div className="mt-4 space-y-3">
      {options.map(([option, label]) => (
        <label key={option} className={choiceRow}>
          <input
            type="radio"
            name={answerField(question.id)}
            value={option}
            checked={value === option}
            onChange={() => onAnswer(question.id, option)}
            className="size-6 shrink-0 accent-brand-700"
          />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}
