import { useEffect, useRef, useState, type FormEvent } from "react";
import { answersFromFields } from "../../../contract/contactForm";
import type { PublicPrescreen } from "../../../contract/prescreen";
import { askedQuestions, questionCount, type Answers } from "../../../contract/prescreen";
import { moveStep, STEP_MOVES, type StepMove, type StepProblem } from "../../../contract/prescreenSteps";
import { useRenderedState } from "../../prerender/renderedState";

const isMove = (value: string | undefined): value is StepMove => (STEP_MOVES as readonly string[]).includes(value ?? "");

/**
 * Where the visitor is in a study's questions and what they answered. Each press of Next, Back or "I'm not
 * sure" goes through the same rules as the Worker's (contract/prescreenSteps.ts): here in place, once the
 * page's code is there; before that, the browser posts the step and the Worker answers with the next one.
 */
export function useQuestionSteps(prescreen: PublicPrescreen, form: React.RefObject<HTMLFormElement | null>) {
  const rendered = useRenderedState("questions");
  const [answers, setAnswers] = useState<Answers>(rendered?.answers ?? {});
  const [step, setStep] = useState(rendered?.step ?? 0);
  const [problem, setProblem] = useState<StepProblem | null>(rendered?.problem ?? null);
  // Set when a move happened here, so the new step's heading takes focus (not on the first render).
  const [moved, setMoved] = useState(0);
  const asked = askedQuestions(prescreen.questions, answers);
  const current = step < asked.length ? asked[step]! : null;
  const total = questionCount(prescreen.questions, answers);

  // An answer chosen before the page's code arrived is kept, not reset by hydration.
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current || !form.current || !current) return;
    adopted.current = true;
    const chosen = answersFromFields(new URLSearchParams(new FormData(form.current) as unknown as Record<string, string>))[current.id];
    if (chosen !== undefined && chosen !== answers[current.id]) setAnswers((now) => ({ ...now, [current.id]: chosen }));
  }, [form, current, answers]);

  const answer = (id: string, value: string) => {
    setAnswers((now) => ({ ...now, [id]: value }));
    setProblem(null);
  };

  const go = (move: StepMove) => {
    const next = moveStep(prescreen.questions, answers, current?.id ?? null, move, new Date().getFullYear());
    setAnswers(next.answers);
    setStep(next.step);
    setProblem(next.problem);
    setMoved((count) => count + 1);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    go(isMove(submitter?.value) ? submitter.value : "next");
  };

  return { answers, asked, total, step, current, problem, moved, answer, go, onSubmit };
}
