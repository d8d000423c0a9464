import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { CLINIC_TIME_ZONE } from "../../../contract/clinicTime";
import type { RegistryMeState } from "../../../contract/registryMe";
import { VOLUNTEER_CHANNELS, VOLUNTEER_TOPICS, type VolunteerSelfDto } from "../../../contract/volunteers";
import { contactMethodLabels } from "../../content/contactPreferences";
import { interestLabels } from "../../content/interests";
import { buttonStyles, inputStyles } from "../../ui/styles";
import { useArrivalFocus } from "../../ui/useArrivalFocus";
import { meProblemText } from "./meProblems";

const row = "flex min-h-11 cursor-pointer items-start gap-3 py-1 text-slate-800";
const box = "mt-0.5 size-6 shrink-0 accent-brand-700";

/** What every form of the page posts back: the link's token and the session the code gave (never in a URL). */
function Proof({ state }: { state: RegistryMeState }) {
  return (
    <>
      <input type="hidden" name="t" value={state.token} />
      <input type="hidden" name="s" value={state.session ?? ""} />
    </>
  );
}

/**
 * The person's choices, once the code proved it is them: the state of their yes, and three plain forms (save,
 * stay on the list, leave) that the Worker answers with this page again (worker/pages/registryMe.ts).
 */
export function SelfService({ state, person }: { state: RegistryMeState; person: VolunteerSelfDto }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const firstName = person.firstName;
  const reference = person.reference;
  const ends = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: CLINIC_TIME_ZONE }).format(
    new Date(person.consentEndsAt),
  );
  const channelsProblem = state.problem === "no_channels_chosen";
  // After saving or renewing, the Worker's page opens on what it says (not scrolled back to the button).
  const arrival = useArrivalFocus<HTMLDivElement>(state.done !== null);
  return (
    <div className="space-y-6">
      <p>
        <Trans>
          Hello, {firstName}. Your reference is <strong className="font-mono">{reference}</strong>.
        </Trans>
      </p>
      <div ref={arrival} tabIndex={-1} role="status" aria-live="polite" className="space-y-3 focus:outline-none">
        {person.consent === "active" ? (
          <p>
            <Trans>You are on our list until {ends}.</Trans>
          </p>
        ) : (
          <p className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-amber-900">
            {person.consent === "renewal_due" ? (
              <Trans>Your yes ends on {ends}. To stay on the list, press the button.</Trans>
            ) : (
              <Trans>Your yes ended on {ends}, so we do not write to you. To stay on the list, press the button.</Trans>
            )}
          </p>
        )}
        {state.done === "save" ? (
          <p className="font-semibold text-emerald-800">
            <Trans>Your choices are saved.</Trans>
          </p>
        ) : state.done === "renew" ? (
          <p className="font-semibold text-emerald-800">
            <Trans>Thank you. You stay on the list.</Trans>
          </p>
        ) : null}
      </div>
      {person.consent !== "active" ? (
        <form method="post">
          <Proof state={state} />
          <button type="submit" name="intent" value="renew" className={buttonStyles.primary}>
            <Trans>Stay on the list</Trans>
          </button>
        </form>
      ) : null}

      <form method="post" className="space-y-5" aria-labelledby={`${id}-title`}>
        <Proof state={state} />
        <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
          <Trans>Your choices</Trans>
        </h2>
        <fieldset>
          <legend className="font-medium text-slate-900">
            <Trans>Which areas of health do you want to hear about?</Trans>
          </legend>
          <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
            {VOLUNTEER_TOPICS.map((topic) => (
              <label key={topic} className={row}>
                <input type="checkbox" name="topics" value={topic} defaultChecked={person.topics.includes(topic)} className={box} />
                <span>{t(interestLabels[topic])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={channelsProblem ? `${id}-channels-error` : undefined}>
          <legend className="font-medium text-slate-900">
            <Trans>How may we reach you?</Trans>
          </legend>
          <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
            {VOLUNTEER_CHANNELS.map((channel, index) => (
              <label key={channel} className={row}>
                <input
                  type="checkbox"
                  name="channels"
                  value={channel}
                  defaultChecked={person.channels.includes(channel)}
                  autoFocus={(channelsProblem && index === 0) || undefined}
                  className={box}
                />
                <span>{t(contactMethodLabels[channel])}</span>
              </label>
            ))}
          </div>
          {channelsProblem ? (
            <p id={`${id}-channels-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {t(meProblemText.no_channels_chosen)}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor={`${id}-language`} className="block font-medium text-slate-900">
            <Trans>Language for our messages</Trans>
          </label>
          <select id={`${id}-language`} name="language" defaultValue={person.language} className={inputStyles}>
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        </div>
        <button type="submit" name="intent" value="save" className={buttonStyles.primary}>
          <Trans>Save my choices</Trans>
        </button>
      </form>

      <section aria-labelledby={`${id}-leave`} className="space-y-3 border-t border-slate-200 pt-6">
        <h2 id={`${id}-leave`} className="text-2xl font-bold text-brand-900">
          <Trans>Leave the list</Trans>
        </h2>
        <p>
          <Trans>
            We will stop writing to you about future studies right away, and erase what you told us. This does not change anything about a
            study you are in.
          </Trans>
        </p>
        <form method="post">
          <Proof state={state} />
          <button type="submit" name="intent" value="leave" className={buttonStyles.danger}>
            <Trans>Leave the list</Trans>
          </button>
        </form>
      </section>
    </div>
  );
}
