import { Trans, useLingui } from "@lingui/react/macro";
import { forwardRef } from "react";
import { clinic } from "../../../../contract/clinic";
import type { FormProblem } from "../../../../contract/contactForm";
import { problemText } from "./problemText";

/** What happens after a message is stored: who calls, when, and from which number (also the /contact/sent page's words). */
export function WhatHappensNext() {
  return (
    <p className="mt-2">
      <Trans>
        What happens next: someone from our research team will call you, usually within one business day. The call will come from{" "}
        <a href={`tel:${clinic.phoneE164}`} className="font-semibold whitespace-nowrap text-brand-800 underline">
          {clinic.phone}
        </a>
        .
      </Trans>
    </p>
  );
}

const boxes = {
  sent: "rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 text-slate-900",
  refused: "rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900",
};

/**
 * The form's one status region, right above the Submit button, and what stays there (it is not a toast):
 * once the message is stored, what happens next and a reference to quote; when it was not, why, in words,
 * and that what was typed is still there. Focus moves here, so screen readers read it out too.
 */
export const SubmittedConfirmation = forwardRef<HTMLDivElement, { reference: number | null; texts: boolean; problem: FormProblem | null }>(
  function SubmittedConfirmation({ reference, texts, problem }, ref) {
    const { i18n } = useLingui();
    const box = reference !== null ? boxes.sent : problem && problem !== "fields" ? boxes.refused : "";
    return (
      // Always there (a live region must exist before its words change), drawn only once there is something to say.
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={`${box} focus:outline-3 focus:outline-offset-2 focus:outline-brand-500`}
        data-testid="submitted-confirmation"
      >
        {problem && reference === null ? (
          <p className={problem === "fields" ? "text-sm font-medium text-brand-800" : "font-semibold"} data-testid="form-problem">
            {i18n._(problemText[problem])}
          </p>
        ) : null}
        {reference !== null ? (
          <>
            <p className="text-lg font-bold text-emerald-900">
              <Trans>Your message was sent.</Trans>
            </p>
            <WhatHappensNext />
            <p className="mt-2">
              <Trans>
                Your reference number is <strong className="font-mono text-lg">{reference}</strong>. If you call us, you can give this
                number.
              </Trans>
            </p>
            <p className="mt-2 text-sm text-slate-700">
              {texts ? (
                <Trans>We will also send you this by e-mail and by text. You do not need to send the form again.</Trans>
              ) : (
                <Trans>We will also send you this by e-mail. You do not need to send the form again.</Trans>
              )}
            </p>
          </>
        ) : null}
      </div>
    );
  },
);
