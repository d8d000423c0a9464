import { Trans } from "@lingui/react/macro";
import { forwardRef } from "react";
import { clinic } from "../../../../contract/clinic";

/**
 * What the visitor sees once their message is stored, and keeps seeing (it is not a toast): what happens
 * next, when and from which number we call, and a reference to quote. Focus moves here; it is the form's
 * one status region (also for "Please correct the highlighted fields."), so screen readers read it out too.
 */
export const SubmittedConfirmation = forwardRef<HTMLDivElement, { reference: number | null; texts: boolean; status: string }>(
  function SubmittedConfirmation({ reference, texts, status }, ref) {
    const tel = `tel:${clinic.phoneE164}`;
    return (
      // Always there (a live region must exist before its words change), drawn only once there is something to say.
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className={
          reference === null
            ? ""
            : "rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 text-slate-900 focus:outline-3 focus:outline-offset-2 focus:outline-brand-500"
        }
        data-testid="submitted-confirmation"
      >
        {status ? <p className="text-sm font-medium text-brand-800">{status}</p> : null}
        {reference !== null ? (
          <>
            <p className="text-lg font-bold text-emerald-900">
              <Trans>Your message was sent.</Trans>
            </p>
            <p className="mt-2">
              <Trans>
                What happens next: someone from our research team will call you within one business day. The call will come from{" "}
                <a href={tel} className="font-semibold whitespace-nowrap text-brand-800 underline">
                  {clinic.phone}
                </a>
                .
              </Trans>
            </p>
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
