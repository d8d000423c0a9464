import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { clinic } from "../../../contract/clinic";
import { emptyRegistryForm, REGISTRY_FIELD_ORDER, type RegistryField, type RegistryFormState } from "../../../contract/registryForm";
import { localizedPath } from "../../../contract/sitePaths";
import { VOLUNTEER_CHANNELS, VOLUNTEER_TOPICS } from "../../../contract/volunteers";
import { contactMethodLabels } from "../../content/contactPreferences";
import { interestLabels } from "../../content/interests";
import { FormField } from "../../ui/form/FormField";
import { buttonStyles, inputStyles, linkStyles } from "../../ui/styles";
import { SendButton } from "./SendButton";
import { registryFieldErrors, registryProblemText } from "./registryTexts";

const row = "flex min-h-11 cursor-pointer items-start gap-3 py-1 text-slate-800";
const box = "mt-0.5 size-6 shrink-0 accent-brand-700";
const sender = clinic.shortName;

/**
 * The sign-up as a plain form the browser posts to the Worker (worker/pages/registryForm.ts), with or without
 * the page's code: the Worker answers with this page again, saying the person joined or what to fix, with
 * every value kept. Its controls are uncontrolled, so what is typed before the code arrives is never lost.
 */
export function RegistryForm({ state }: { state: RegistryFormState | null }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale === "es" ? "es" : "en";
  const id = useId();
  const values = state?.values ?? emptyRegistryForm(language);
  const errors = state?.errors ?? {};
  const firstError = REGISTRY_FIELD_ORDER.find((field) => errors[field]);
  const errorOf = (field: RegistryField): ReactNode => {
    const code = errors[field];
    return code ? t(registryFieldErrors[code] ?? registryFieldErrors.invalid!) : undefined;
  };
  const problemId = `${id}-problem`;

  return (
    <form method="post" action={localizedPath("/registry", language)} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        <Trans>Join the list</Trans>
      </h2>
      <p className="text-slate-700">
        <Trans>Fields marked optional can be left empty. We need a phone number or an email address.</Trans>
      </p>
      {state?.problem ? (
        <p id={problemId} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {t(registryProblemText[state.problem])}
        </p>
      ) : null}

      <FormField labelSize="base" label={<Trans>Full Name</Trans>} error={errorOf("name")}>
        {(control) => (
          <input
            {...control}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            defaultValue={values.name}
            autoFocus={firstError === "name" || undefined}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField labelSize="base" label={<Trans>Phone (optional if you give an email)</Trans>} error={errorOf("phone")}>
        {(control) => (
          <input
            {...control}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            defaultValue={values.phone}
            autoFocus={firstError === "phone" || undefined}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField labelSize="base" label={<Trans>Email (optional if you give a phone)</Trans>} error={errorOf("email")}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={values.email}
            autoFocus={firstError === "email" || undefined}
            className={inputStyles}
          />
        )}
      </FormField>
      <FormField labelSize="base" label={<Trans>Language for our messages</Trans>} error={errorOf("language")}>
        {(control) => (
          <select {...control} name="language" defaultValue={values.language} className={inputStyles}>
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          labelSize="base"
          label={<Trans>Year you were born (optional)</Trans>}
          hint={<Trans>For example, 1968</Trans>}
          error={errorOf("birthYear")}
        >
          {(control) => (
            <input
              {...control}
              name="birthYear"
              type="text"
              inputMode="numeric"
              autoComplete="bday-year"
              maxLength={4}
              defaultValue={values.birthYear}
              autoFocus={firstError === "birthYear" || undefined}
              className={inputStyles}
            />
          )}
        </FormField>
        <FormField
          labelSize="base"
          label={<Trans>ZIP code (optional)</Trans>}
          hint={<Trans>For example, 92243</Trans>}
          error={errorOf("zip")}
        >
          {(control) => (
            <input
              {...control}
              name="zip"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              defaultValue={values.zip}
              autoFocus={firstError === "zip" || undefined}
              className={inputStyles}
            />
          )}
        </FormField>
      </div>

      <Choices
        name="topics"
        legend={<Trans>Which areas of health do you want to hear about? (optional)</Trans>}
        options={VOLUNTEER_TOPICS.map((topic) => [topic, t(interestLabels[topic])] as const)}
        chosen={values.topics}
        error={errorOf("topics")}
        autoFocus={firstError === "topics"}
      />
      <Choices
        name="channels"
        legend={<Trans>How may we reach you?</Trans>}
        options={VOLUNTEER_CHANNELS.map((channel) => [channel, t(contactMethodLabels[channel])] as const)}
        chosen={values.channels}
        error={errorOf("channels")}
        autoFocus={firstError === "channels"}
      />

      <CheckRow name="textConsent" checked={values.textConsent} error={errorOf("textConsent")} autoFocus={firstError === "textConsent"}>
        <Trans>
          You may text me at this number about future studies (optional). {sender} will send up to 4 texts a month. Msg & data rates may
          apply. Reply HELP for help, STOP to stop.
        </Trans>
      </CheckRow>
      <CheckRow name="consent" checked={values.consent} error={errorOf("consent")} autoFocus={firstError === "consent"}>
        <Trans>
          I am 18 or older. You may contact me about future studies that may fit me. This is separate from any study. I can say no to any
          study. I can leave this list at any time.
        </Trans>{" "}
        <Link to="/privacy" className={linkStyles.inline}>
          <Trans>How we keep your information</Trans>
        </Link>
      </CheckRow>

      {/* A field people never see or reach; a bot that fills it is answered as anyone and nothing is kept. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <SendButton className={buttonStyles.primary} aria-describedby={state?.problem ? problemId : undefined}>
        <Trans>Join the list</Trans>
      </SendButton>
    </form>
  );
}

function Choices({
  name,
  legend,
  options,
  chosen,
  error,
  autoFocus,
}: {
  name: string;
  legend: ReactNode;
  options: readonly (readonly [string, string])[];
  chosen: readonly string[];
  error: ReactNode;
  autoFocus: boolean;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
        {options.map(([value, label], index) => (
          <label key={value} className={row}>
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={chosen.includes(value)}
              autoFocus={(autoFocus && index === 0) || undefined}
              aria-invalid={error ? true : undefined}
              className={box}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function CheckRow({
  name,
  checked,
  error,
  autoFocus,
  children,
}: {
  name: string;
  checked: boolean;
  error: ReactNode;
  autoFocus: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={row}>
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={checked}
          autoFocus={autoFocus || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={box}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
