import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { Language } from "../../../../../contract/language";
import {
  FIXED_ANSWER_WORDS,
  NOT_SURE,
  type Bilingual,
  type PrescreenAnswerDto,
  type PrescreenDto,
} from "../../../../../contract/prescreen";
import { describeError } from "../../../../api/errorText";
import { notify } from "../../../../ui/notify";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { useAnswered } from "../../staffActions";
import type { InquiryAnswer } from "../inquiryAnswer";
import { clinicDateTime } from "../../timeText";
import { prescreenBadgeStyles, prescreenResultLabels } from "./prescreenLabels";

/**
 * The visitor's answers to the study's questions (docs/prescreen.md): the result and the question that
 * decided it, then each answer in the coordinator's language beside the words the visitor read. Keeping them
 * is the inquiry's action, which answers the answers as they now are (shown from that answer).
 */
export function PrescreenCard({ prescreen }: { prescreen: PrescreenDto }) {
  const { t, i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>();
  const current = fetcher.data?.prescreen ?? prescreen;
  useAnswered(fetcher, (answer) => {
    if (answer.failure) notify({ type: "error", title: t`Error`, description: describeError(answer.failure, i18n) });
  });
  const busy = fetcher.state !== "idle";
  const mine: Language = i18n.locale === "es" ? "es" : "en";
  const theirs = current.language;
  const toggleKept = () => void fetcher.submit({ intent: "keep-prescreen", kept: String(!current.kept) }, { method: "post" });
  return (
    <section aria-labelledby="prescreen-title" className="rounded-xl border border-slate-200 p-4">
      <h2 id="prescreen-title" className="text-lg font-bold text-slate-900">
        <Trans>Pre-screening answers</Trans>
      </h2>
      <p className="mt-1">
        <span className={`badge px-2 py-0.5 font-medium ${prescreenBadgeStyles[current.result]}`}>
          {i18n._(prescreenResultLabels[current.result])}
        </span>{" "}
        {current.decidedBy ? (
          <span className="text-sm text-slate-700">
            <Trans>Decided by: {current.decidedBy.text[mine]}</Trans>
          </span>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {theirs === "es" ? (
          <Trans>Answered in Spanish, to the questions of version {current.versionNumber}.</Trans>
        ) : (
          <Trans>Answered in English, to the questions of version {current.versionNumber}.</Trans>
        )}
      </p>
      {current.answers ? (
        <dl className="mt-3 space-y-3">
          {current.answers.map((answer) => (
            <div key={answer.id}>
              <dt className="font-medium text-slate-900">
                {answer.question[mine]}
                {theirs !== mine ? (
                  <span lang={theirs} className="block text-sm font-normal text-slate-600">
                    {answer.question[theirs]}
                  </span>
                ) : null}
              </dt>
              <dd className="text-slate-800">
                <AnswerText answer={answer} language={mine} />
                {theirs !== mine ? (
                  <span lang={theirs} className="text-sm text-slate-600">
                    {" "}
                    (<AnswerText answer={answer} language={theirs} />)
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>The answers were erased on {clinicDateTime(current.answersErasedAt ?? "", i18n)}. The result stays for the reports.</Trans>
        </p>
      )}
      {current.result === "not_fit" && current.answers ? (
        <div className="mt-3">
          <p className="text-sm text-slate-600">
            {current.kept ? (
              <Trans>These answers are kept until someone stops keeping them.</Trans>
            ) : (
              <Trans>Answers of people who do not fit are erased after a while unless you keep them.</Trans>
            )}
          </p>
          <button
            type="button"
            aria-disabled={busy || undefined}
            onClick={() => !busy && toggleKept()}
            className={`${buttonStyles.ghost} ${compactButton} mt-1`}
          >
            {current.kept ? <Trans>Stop keeping the answers</Trans> : <Trans>Keep the answers</Trans>}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** An answer in one language: yes / no / not sure in the staff's words, an option's or a unit's words from the study. */
function AnswerText({ answer, language }: { answer: PrescreenAnswerDto; language: Language }) {
  const words = (bilingual: Bilingual | null) => bilingual?.[language] ?? "";
  if (answer.value === NOT_SURE || answer.value === "yes" || answer.value === "no")
    return <>{FIXED_ANSWER_WORDS[answer.value][language]}</>;
  if (answer.kind === "choice") return <>{words(answer.label)}</>;
  if (answer.kind === "number") return <>{`${answer.value} ${words(answer.label)}`.trim()}</>;
  return <>{answer.value}</>;
}
