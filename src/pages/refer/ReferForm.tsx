import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { clinic } from "../../../contract/clinic";
import { INTEREST_OPTIONS } from "../../../contract/inquiryFields";
import { REFERRAL_FIELDS, type ReferFormState, type ReferralField } from "../../../contract/partners";
import { interestLabels } from "../../content/interests";
import { FormField } from "../../ui/form/FormField";
import { buttonStyles, inputStyles } from "../../ui/styles";
import { SendButton } from "../registry/SendButton";
import { useArrivalFocus } from "../../ui/useArrivalFocus";
import { referFieldErrors, referProblemText, wrongCode } from "./referTexts";

/**
 * The referral as a plain form posted to its own address (the private link), with or without the page's code.
 * The Worker answers with this page: "sent" and an empty form, or every value and what to fix.
 */
export function ReferForm({ state }: { state: ReferFormState }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { values, errors } = state;
  const firstError = REFERRAL_FIELDS.find((field) => errors[field]);
  const errorOf = (field: ReferralField): ReactNode => {
    const code = errors[field];
    if (!code) return undefined;
    return field === "code" && code === "invalid" ? t(wrongCode) : t(referFieldErrors[code] ?? referFieldErrors.invalid!);
  };
  const focus = (field: ReferralField) => (firstError === field ? true : undefined);
  const problemId = `${id}-problem`;
  /** A one-line field of the form; nothing the partner types is remembered by the browser (autoComplete off). */
  const textBox = (
    name: "code" | "name" | "phone",
    label: ReactNode,
    {
      hint,
      ...input
    }: { hint?: ReactNode } & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "maxLength" | "autoCapitalize" | "spellCheck">,
  ) => (
    <FormField labelSize="base" label={label} hint={hint} error={errorOf(name)}>
      {(control) => (
        <input
          {...control}
          type="text"
          {...input}
          name={name}
          autoComplete="off"
          defaultValue={values[name]}
          autoFocus={focus(name)}
          className={inputStyles}
        />
      )}
    </FormField>
  );
  const clinicName = clinic.shortName;
  // After a referral is stored, the Worker's page says so first (not scrolled back to the button).
  const sentArrival = useArrivalFocus<HTMLParagraphElement>(state.sent);

  return (
    <form method="post" noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        <Trans>The person you refer</Trans>
      </h2>
      {state.sent ? (
        <p
          ref={sentArrival}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 p-3 font-medium text-green-900"
          data-testid="referral-sent"
        >
          <Trans>Sent, thank you. We will call them soon. You can send another person below.</Trans>
        </p>
      ) : null}
      {state.problem ? (
        <p id={problemId} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {t(referProblemText[state.problem])}
        </p>
      ) : null}
      <input type="hidden" name="submissionId" value={state.submissionId} />

      {textBox("code", <Trans>Your partner code</Trans>, {
        hint: <Trans>It is on the card we gave you, for example AB3K7Q.</Trans>,
        autoCapitalize: "characters",
        spellCheck: false,
        maxLength: 20,
      })}
      {textBox("name", <Trans>The person's full name</Trans>, { maxLength: 100 })}
      {textBox("phone", <Trans>The person's phone number</Trans>, { type: "tel", maxLength: 30 })}
      <FormField labelSize="base" label={<Trans>The language they prefer</Trans>} error={errorOf("language")}>
        {(control) => (
          <select {...control} name="language" defaultValue={values.language} autoFocus={focus("language")} className={inputStyles}>
            <option value="">{t`Choose one`}</option>
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        )}
      </FormField>
      <div>
        <label htmlFor={`${id}-agreed`} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-slate-800">
          <input
            id={`${id}-agreed`}
            name="agreed"
            type="checkbox"
            defaultChecked={values.agreed}
            autoFocus={focus("agreed")}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? `${id}-agreed-error` : undefined}
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
          />
          <span>
            <Trans>This person said yes to a call from {clinicName} about research studies.</Trans>
          </span>
        </label>
        {errors.agreed ? (
          <p id={`${id}-agreed-error`} className="mt-1 text-sm font-medium text-red-700">
            {errorOf("agreed")}
          </p>
        ) : null}
      </div>

      {/* A health area or study is health information: only with the person's written OK (docs/partners.md). */}
      <fieldset className="space-y-4 rounded-xl border border-slate-300 p-4">
        <legend className="px-1 font-semibold text-slate-900">
          <Trans>Only if they agreed in writing</Trans>
        </legend>
        <p className="text-slate-700">
          <Trans>Leave this part empty unless the person signed that we may know it. A doctor's office needs a signed authorization.</Trans>
        </p>
        <FormField labelSize="base" label={<Trans>What they want to hear about</Trans>} error={errorOf("interest")}>
          {(control) => (
            <select {...control} name="interest" defaultValue={values.interest} autoFocus={focus("interest")} className={inputStyles}>
              <option value="">{t`Nothing more: just a call`}</option>
              {state.studies.length > 0 ? (
                <optgroup label={t`A study we are enrolling now`}>
                  {state.studies.map((study) => (
                    <option key={study.code} value={`study:${study.code}`}>
                      {study.title}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <optgroup label={t`An area of health`}>
                {INTEREST_OPTIONS.map((topic) => (
                  <option key={topic} value={`topic:${topic}`}>
                    {i18n._(interestLabels[topic])}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </FormField>
        <div>
          <label htmlFor={`${id}-shares`} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-slate-800">
            <input
              id={`${id}-shares`}
              name="sharesHealth"
              type="checkbox"
              defaultChecked={values.sharesHealth}
              autoFocus={focus("sharesHealth")}
              aria-invalid={errors.sharesHealth ? true : undefined}
              aria-describedby={errors.sharesHealth ? `${id}-shares-error` : undefined}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <span>
              <Trans>This person signed a paper that lets us know the topic. I keep that paper.</Trans>
            </span>
          </label>
          {errors.sharesHealth ? (
            <p id={`${id}-shares-error`} className="mt-1 text-sm font-medium text-red-700">
              {errorOf("sharesHealth")}
            </p>
          ) : null}
        </div>
      </fieldset>

      {/* A field people never see or reach; a bot that fills it is answered as anyone and nothing is kept. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <SendButton className={buttonStyles.primary} aria-describedby={state.problem ? problemId : undefined}>
        <Trans>Send referral</Trans>
      </SendButton>
    </form>
  );
}
