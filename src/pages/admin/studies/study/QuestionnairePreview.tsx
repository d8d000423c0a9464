import { Trans, useLingui } from "@lingui/react/macro";
import { FIXED_ANSWER_WORDS, type Question, type Questionnaire, type Range, type Verdict } from "../../../../../contract/prescreen";
import { prescreenResultLabels } from "../../inquiry/prescreen/prescreenLabels";

const VERDICT_RESULT = { fits: "likely_match", review: "needs_review", not_fit: "not_fit" } as const satisfies Record<Verdict, string>;

/**
 * A version's pre-screening questions as the visitor reads them, both languages side by side, with the
 * logic and what each answer means (what the ethics board approves with the words; docs/prescreen.md).
 */
export function QuestionnairePreview({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t, i18n } = useLingui();
  const meaning = (verdict: Verdict) => i18n._(prescreenResultLabels[VERDICT_RESULT[verdict]]);
  const range = ({ min, max }: Range) =>
    min !== undefined && max !== undefined ? t`${min} to ${max}` : min !== undefined ? t`${min} or more` : t`up to ${max ?? "—"}`;
  const rule = (question: Question) => {
    switch (question.kind) {
      case "yes_no":
        return t`Yes: ${meaning(question.yes)}. No: ${meaning(question.no)}.`;
      case "choice":
        return question.options
          .map((option) => `${option.label[i18n.locale === "es" ? "es" : "en"]}: ${meaning(option.verdict)}`)
          .join(". ");
      case "number":
        return t`Fits: ${range(question.fits)}; accepted ${question.accepts.min} to ${question.accepts.max}.`;
      case "birth_year":
        return t`Fits at ages ${range(question.age)} this year.`;
    }
  };
  return (
    <ol className="space-y-3">
      {questionnaire.questions.map((question, index) => (
        <li key={question.id} className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
          <p className="font-mono text-xs text-slate-600">
            {index + 1}. {question.id}
            {question.showIf ? (
              <>
                {" "}
                <Trans>
                  (asked only if {question.showIf.question} is {question.showIf.answers.join(" / ")})
                </Trans>
              </>
            ) : null}
          </p>
          <div className="mt-1 grid gap-3 md:grid-cols-2">
            {(["en", "es"] as const).map((language) => (
              <div key={language} lang={language}>
                <p className="font-medium text-slate-900">{question.text[language]}</p>
                {question.hint ? <p className="text-slate-700">{question.hint[language]}</p> : null}
                <ul className="mt-1 list-disc ps-5 text-slate-800">
                  {question.kind === "yes_no" ? (
                    <>
                      <li>{FIXED_ANSWER_WORDS.yes[language]}</li>
                      <li>{FIXED_ANSWER_WORDS.no[language]}</li>
                    </>
                  ) : null}
                  {question.kind === "choice" ? question.options.map((option) => <li key={option.id}>{option.label[language]}</li>) : null}
                  <li>{FIXED_ANSWER_WORDS.not_sure[language]}</li>
                </ul>
              </div>
            ))}
          </div>
          <p className="mt-1 text-slate-700">
            <Trans>What the answers mean: {rule(question)}</Trans> <Trans>"I'm not sure": {meaning("review")}.</Trans>
          </p>
        </li>
      ))}
      <li className="grid gap-3 text-sm md:grid-cols-2">
        {(["en", "es"] as const).map((language) => (
          <p key={language} lang={language} className="text-slate-900">
            <span className="font-mono text-xs text-slate-600">nextStep</span> {questionnaire.nextStep[language]}
          </p>
        ))}
      </li>
    </ol>
  );
}
