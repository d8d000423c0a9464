import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link, Navigate, useParams } from "react-router";
import { answerField } from "../../../contract/contactForm";
import type { PublicPrescreen } from "../../../contract/prescreen";
import { STEP_MOVE_FIELD } from "../../../contract/prescreenSteps";
import { localizedPath } from "../../../contract/sitePaths";
import type { PublicStudyDto } from "../../../contract/studies";
import { PageMeta } from "../../shell/PageMeta";
import { usePublishedStudies } from "../../studies/StudySource";
import { PageHero } from "../../ui/PageHero";
import { buttonStyles, linkStyles } from "../../ui/styles";
import { ContactForm } from "../contact/form/ContactForm";
import NotFoundPage from "../not-found/NotFoundPage";
import { QuestionStep } from "./QuestionStep";
import { useQuestionSteps } from "./useQuestionSteps";

/**
 * A study's pre-screening questions (/studies/<slug>/questions, docs/prescreen.md): one question per screen,
 * then the contact form with the study and the answers. What the answers mean is the server's to say; every
 * visitor reads the same approved next step.
 */
export default function StudyQuestionsPage() {
  const { slug } = useParams();
  const study = usePublishedStudies().studies.find((item) => item.slug === slug);
  if (!study || study.recruitment !== "recruiting") return <NotFoundPage />;
  // A study without approved questions goes straight to the contact form (the Worker redirects there too).
  if (!study.prescreen) return <Navigate to={`/contact?study=${encodeURIComponent(study.code)}`} replace />;
  return <Questions study={study} prescreen={study.prescreen} />;
}

function Questions({ study, prescreen }: { study: PublicStudyDto; prescreen: PublicPrescreen }) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const steps = useQuestionSteps(prescreen, form);
  const action = localizedPath(`/studies/${study.slug}/questions`, i18n.locale === "es" ? "es" : "en");
  return (
    <>
      <PageMeta title={t`A few questions: ${study.text.title}`} description={study.text.summary} noIndex />
      <PageHero title={<Trans>A few questions</Trans>}>
        <p>
          <Trans>
            About the study <span className="font-mono font-semibold">{study.code}</span>: {study.text.title}
          </Trans>
        </p>
      </PageHero>
      <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6">
        {steps.current ? (
          <>
            {steps.step === 0 ? (
              <p className="text-lg text-slate-800">
                <Trans>
                  These questions help our team see whether this study may fit you. Answer what you know. "I'm not sure" is always a fine
                  answer.
                </Trans>
              </p>
            ) : null}
            <QuestionStep
              key={steps.current.id}
              question={steps.current}
              number={steps.step + 1}
              total={steps.total}
              answers={steps.answers}
              problem={steps.problem}
              focusOnShow={steps.moved > 0}
              form={form}
              onAnswer={steps.answer}
              onSubmit={steps.onSubmit}
              action={action}
            />
          </>
        ) : (
          <ContactStep study={study} prescreen={prescreen} steps={steps} action={action} />
        )}
        <p>
          <Link to={`/studies/${study.slug}`} className={linkStyles.standalone}>
            <Trans>Back to the study</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}

/** After the last question: the approved next step, a way back to the questions, and the contact form with the answers. */
function ContactStep({
  study,
  prescreen,
  steps,
  action,
}: {
  study: PublicStudyDto;
  prescreen: PublicPrescreen;
  steps: ReturnType<typeof useQuestionSteps>;
  action: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (steps.moved > 0) heading.current?.focus();
  }, [steps.moved]);
  return (
    <section aria-labelledby="questions-done" className="space-y-6" data-testid="questions-done">
      <h2 id="questions-done" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        <Trans>Thank you for answering</Trans>
      </h2>
      <p className="text-lg text-slate-800" data-testid="next-step">
        {prescreen.nextStep}
      </p>
      <p className="text-lg text-slate-800">
        <Trans>Leave your name and how to reach you. Someone from our team will call you, usually within one business day.</Trans>
      </p>
      <form method="post" action={action} onSubmit={steps.onSubmit}>
        {Object.entries(steps.answers).map(([question, answer]) => (
          <input key={question} type="hidden" name={answerField(question)} value={answer} />
        ))}
        <button type="submit" name={STEP_MOVE_FIELD} value="back" className={buttonStyles.ghost}>
          <Trans>Back to the questions</Trans>
        </button>
      </form>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <ContactForm
          study={{ code: study.code, title: study.text.title }}
          prescreen={{ versionId: prescreen.versionId, answers: steps.answers }}
        />
      </div>
    </section>
  );
}
