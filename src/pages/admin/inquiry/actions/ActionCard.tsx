import type { I18n } from "@lingui/core";
import { useId, type ReactNode } from "react";
import { describeError } from "../../../../api/errorText";
import type { Answer } from "../../staffActions";

/** What went wrong with one of `intents`, in words, when the fetcher's last answer is about one of them ("" otherwise). */
export function answerError(answer: Answer | undefined, intents: string[], i18n: I18n): string {
  if (!answer || !intents.includes(answer.intent)) return "";
  if (answer.problem) return i18n._(answer.problem);
  return answer.failure === undefined ? "" : describeError(answer.failure, i18n);
}

/** A titled group of controls on the inquiry page, with its own error line. */
export function ActionCard({ title, error, children }: { title: ReactNode; error: string; children: (titleId: string) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-2 space-y-3">{children(`${id}-title`)}</div>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </section>
  );
}
