import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import { clinic } from "../../../../contract/clinic";
import { SMS_TEXTS_PER_MONTH } from "../../../../contract/consent";
import { linkStyles } from "../../../ui/styles";
import type { ContactFormHook } from "./useContactForm";

const row = "flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm text-slate-800";
const box = "mt-0.5 size-6 shrink-0 accent-brand-700";

/** Who texts, as the SMS statement names it, and how many texts a month (contract/consent.ts, the outbox's limit). */
const sender = clinic.shortName;
const max = SMS_TEXTS_PER_MONTH;

/**
 * The consent to be contacted (required), to be texted (optional) and to stay on the list for future studies
 * (optional, the registry's own statement, contract/volunteers.ts), each a whole row to tap (44 px or more).
 * The text statement's words are versioned (contract/consent.ts, CURRENT_SMS_CONSENT_VERSION): change them only
 * with a new version, and record its words in contract/smsConsentStatements.ts.
 */
export function ConsentBoxes({
  values,
  update,
  errors,
  errorText,
  autoFocus,
}: Pick<ContactFormHook, "values" | "update" | "errors" | "errorText"> & { autoFocus?: string }) {
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-consent`} className={row}>
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            autoFocus={autoFocus === "consent" || undefined}
            checked={values.consent}
            onChange={(e) => update("consent", e.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className={box}
          />
          <span>
            <Trans>
              I agree that the research team may call me or write to me about studies. They use and keep what I send only as the{" "}
              <Link to="/privacy" className={linkStyles.inline}>
                privacy policy
              </Link>{" "}
              says.
            </Trans>
          </span>
        </label>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="mt-1 text-sm font-medium text-red-700">
            {errorText(errors.consent)}
          </p>
        ) : null}
      </div>
      <label htmlFor={`${id}-smsConsent`} className={row}>
        <input
          id={`${id}-smsConsent`}
          name="smsConsent"
          type="checkbox"
          checked={values.smsConsent}
          onChange={(e) => update("smsConsent", e.target.checked)}
          className={box}
        />
        <span>
          <Trans>
            You may text me at this number (optional). {sender} will text me about my message and my visits, up to {max} texts a month. Msg
            & data rates may apply. Reply HELP for help, STOP to stop.
          </Trans>
        </span>
      </label>
      {/* Its name is the short question; the statement it agrees to is its description, shown right under it. */}
      <div>
        <label htmlFor={`${id}-registry`} className={row}>
          <input
            id={`${id}-registry`}
            name="registry"
            type="checkbox"
            checked={values.registry}
            onChange={(e) => update("registry", e.target.checked)}
            aria-describedby={`${id}-registry-statement`}
            className={box}
          />
          <span className="font-semibold">
            <Trans>Also keep me on the list for future studies (optional).</Trans>
          </span>
        </label>
        <p id={`${id}-registry-statement`} className="ml-9 text-sm text-slate-800">
          <span data-statement="registry">
            <Trans>
              I am 18 or older. You may contact me about future studies that may fit me. This is separate from any study. I can say no to
              any study. I can leave this list at any time.
            </Trans>
          </span>{" "}
          <Link to="/registry" className={linkStyles.inline}>
            <Trans>About the list</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
