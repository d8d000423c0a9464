import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import { CLINIC_TIME_ZONE } from "../../../contract/clinicTime";
import type { Language } from "../../../contract/language";
import {
  VOLUNTEER_CHANNELS,
  VOLUNTEER_TOPICS,
  type VolunteerChannel,
  type VolunteerSelfDto,
  type VolunteerTopic,
} from "../../../contract/volunteers";
import { ApiError } from "../../api/http";
import { changeRegistrySelf, leaveRegistry, renewRegistry } from "../../api/registry";
import { contactMethodLabels } from "../../content/contactPreferences";
import { interestLabels } from "../../content/interests";
import { buttonStyles, inputStyles } from "../../ui/styles";

type Action = "save" | "renew" | "leave";
type Outcome = { kind: "idle" } | { kind: "busy"; action: Action } | { kind: "done"; action: Action } | { kind: "failed"; left: boolean };

const row = "flex min-h-11 cursor-pointer items-start gap-3 py-1 text-slate-800";
const box = "mt-0.5 size-6 shrink-0 accent-brand-700";

/** The person's choices, the state of their yes, and the three buttons: save, stay on the list, leave. */
export function SelfService({
  token,
  person,
  onChange,
}: {
  token: string;
  person: VolunteerSelfDto;
  onChange: (person: VolunteerSelfDto) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [topics, setTopics] = useState<VolunteerTopic[]>(person.topics);
  const [channels, setChannels] = useState<VolunteerChannel[]>(person.channels);
  const [language, setLanguage] = useState<Language>(person.language);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const firstName = person.firstName;
  const reference = person.reference;
  const ends = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: CLINIC_TIME_ZONE }).format(
    new Date(person.consentEndsAt),
  );
  const busy = outcome.kind === "busy";

  const run = async (action: Action, call: () => Promise<VolunteerSelfDto>) => {
    if (busy) return;
    setOutcome({ kind: "busy", action });
    try {
      onChange(await call());
      setOutcome({ kind: "done", action });
    } catch (error) {
      setOutcome({ kind: "failed", left: error instanceof ApiError && error.status === 409 });
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (channels.length === 0) return;
    void run("save", () => changeRegistrySelf(token, { topics, channels, language }));
  };
  const toggle = <V extends string>(list: V[], value: V, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

  if (person.consent === "withdrawn")
    return (
      <div role="status" className="space-y-3" data-testid="registry-left">
        <p className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 font-semibold text-emerald-900">
          <Trans>You left the list. We will not write to you about future studies, and we erased what you told us.</Trans>
        </p>
        <p>
          <Trans>
            We delete your information from the list after a short time. If you change your mind, you can join again on our website.
          </Trans>
        </p>
      </div>
    );

  return (
    <div className="space-y-6">
      <p>
        <Trans>
          Hello, {firstName}. Your reference is <strong className="font-mono">{reference}</strong>.
        </Trans>
      </p>
      <div role="status" aria-live="polite" className="space-y-3">
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
        {outcome.kind === "done" && outcome.action === "save" ? (
          <p className="font-semibold text-emerald-800">
            <Trans>Your choices are saved.</Trans>
          </p>
        ) : outcome.kind === "done" && outcome.action === "renew" ? (
          <p className="font-semibold text-emerald-800">
            <Trans>Thank you. You stay on the list.</Trans>
          </p>
        ) : outcome.kind === "failed" ? (
          <p className="font-semibold text-red-800">
            {outcome.left ? (
              <Trans>You left the list, so nothing was changed.</Trans>
            ) : (
              <Trans>That did not work. Check your connection and try again.</Trans>
            )}
          </p>
        ) : null}
      </div>
      {person.consent !== "active" ? (
        <button
          type="button"
          className={buttonStyles.primary}
          aria-disabled={busy || undefined}
          onClick={() => void run("renew", () => renewRegistry(token))}
        >
          <Trans>Stay on the list</Trans>
        </button>
      ) : null}

      <form onSubmit={save} className="space-y-5" aria-labelledby={`${id}-title`}>
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
                <input
                  type="checkbox"
                  checked={topics.includes(topic)}
                  onChange={(e) => setTopics(toggle(topics, topic, e.target.checked))}
                  className={box}
                />
                <span>{t(interestLabels[topic])}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={channels.length === 0 ? `${id}-channels-error` : undefined}>
          <legend className="font-medium text-slate-900">
            <Trans>How may we reach you?</Trans>
          </legend>
          <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
            {VOLUNTEER_CHANNELS.map((channel) => (
              <label key={channel} className={row}>
                <input
                  type="checkbox"
                  checked={channels.includes(channel)}
                  onChange={(e) => setChannels(toggle(channels, channel, e.target.checked))}
                  className={box}
                />
                <span>{t(contactMethodLabels[channel])}</span>
              </label>
            ))}
          </div>
          {channels.length === 0 ? (
            <p id={`${id}-channels-error`} className="mt-1 text-sm font-medium text-red-700">
              <Trans>Choose at least one way to reach you, or leave the list below.</Trans>
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor={`${id}-language`} className="block font-medium text-slate-900">
            <Trans>Language for our messages</Trans>
          </label>
          <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)} className={inputStyles}>
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        </div>
        <button type="submit" className={buttonStyles.primary} aria-disabled={busy || channels.length === 0 || undefined}>
          <Trans>Save my choices</Trans>
        </button>
      </form>

      <section aria-labelledby={`${id}-leave`} className="space-y-3 border-t border-slate-200 pt-6">
        <h2 id={`${id}-leave`} className="text-2xl font-bold text-brand-900">
          <Trans>Leave the list</Trans>
        </h2>
        <p>
          <Trans>
            We will stop writing to you about future studies right away. This does not change anything about a study you are in.
          </Trans>
        </p>
        <button
          type="button"
          className={buttonStyles.danger}
          aria-disabled={busy || undefined}
          onClick={() => void run("leave", () => leaveRegistry(token))}
        >
          <Trans>Leave the list</Trans>
        </button>
      </section>
    </div>
  );
}
