import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type FormEvent } from "react";
import { clinic } from "../../../../../contract/clinic";
import type { InquiryDetailDto } from "../../../../../contract/inbox";
import { FREE_TEXT_LIMIT, MESSAGE_CHANNELS, withStopLine, type ComposerDto, type MessageChannel } from "../../../../../contract/messaging";
import { renderTemplate, smsSegments } from "../../../../../contract/messageTemplates";
import { isTextingTime, nextTextingTime } from "../../../../../contract/quietHours";
import { describeError } from "../../../../api/errorText";
import { fetchComposer, sendMessage } from "../../../../api/messages";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { blockLabels, languageNames, messageChannelLabels } from "../../labels";
import { useAuthFailure, useStaffSession } from "../../session";
import { clinicDateTime } from "../../timeText";
import { ActionCard } from "../actions/ActionCard";

type Props = { inquiry: InquiryDetailDto; onSent: (updated: InquiryDetailDto, messageId: number) => void };
type Loaded = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; composer: ComposerDto };

/**
 * Write to the person from the inquiry (docs/messaging.md): a channel they agreed to, an approved template in
 * their language (only a first-contact one until they reply), or, once they replied, one's own words. The
 * preview is exactly what goes out; a text written outside texting hours says when it will go.
 */
export function Composer({ inquiry, onSent }: Props) {
  const { t, i18n } = useLingui();
  const { token, me } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [reload, setReload] = useState(0);
  const [channel, setChannel] = useState<MessageChannel | null>(null);
  const [templateId, setTemplateId] = useState("");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  // Read again when the inquiry changes (a reply arrived, it was reopened) and after each message.
  const replied = inquiry.events.some((event) => event.message?.direction === "in");
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: "loading" });
    fetchComposer(token, inquiry.id, controller.signal).then(
      (composer) => {
        setLoaded({ kind: "ready", composer });
        setChannel((current) =>
          current && composer.state.channels[current].available
            ? current
            : (MESSAGE_CHANNELS.find((c) => composer.state.channels[c].available) ?? null),
        );
      },
      (failure: unknown) => {
        if (controller.signal.aborted || handleAuthFailure(failure)) return;
        setLoaded({ kind: "failed", message: describeError(failure, i18n) });
      },
    );
    return () => controller.abort();
  }, [token, inquiry.id, inquiry.status, replied, reload, handleAuthFailure, i18n]);

  if (loaded.kind === "loading") {
    return (
      <ActionCard title={<Trans>Write to the person</Trans>} error="">
        {() => (
          <p className="text-slate-600" aria-busy="true">
            <Trans>Loading...</Trans>
          </p>
        )}
      </ActionCard>
    );
  }
  if (loaded.kind === "failed") {
    return (
      <ActionCard title={<Trans>Write to the person</Trans>} error={loaded.message}>
        {() => (
          <button type="button" onClick={() => setReload((n) => n + 1)} className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Try again</Trans>
          </button>
        )}
      </ActionCard>
    );
  }

  const { state, templates, stopLine } = loaded.composer;
  const language = state.language;
  const allowed = templates.filter((template) => state.replied || template.firstContact);
  const template = allowed.find((candidate) => String(candidate.id) === templateId) ?? null;
  const values = { clinic: clinic.name, coordinator: me.displayName || clinic.name, phone: clinic.phone };
  const words = template ? renderTemplate(template.body[language], values) : text.trim();
  const preview = words && channel === "text" ? withStopLine(words, stopLine) : words;
  const subject = template ? renderTemplate(template.subject[language], values) : null;
  const segments = channel === "text" && preview ? smsSegments(preview) : null;
  const now = new Date();
  const waitsUntil = channel === "text" && !isTextingTime(now) ? nextTextingTime(now) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!channel) return;
    if (!template && !text.trim()) return setError(t`Choose a template or write a message (not both).`);
    setBusy(true);
    setError("");
    try {
      const sent = await sendMessage(token, inquiry.id, template ? { channel, templateId: template.id } : { channel, text });
      setTemplateId("");
      setText("");
      onSent(sent.inquiry, sent.messageId);
      setReload((n) => n + 1);
    } catch (failure) {
      if (!handleAuthFailure(failure)) setError(describeError(failure, i18n));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionCard title={<Trans>Write to the person</Trans>} error={error}>
      {() => (
        <form onSubmit={submit} noValidate className="space-y-3" data-testid="composer">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              <Trans>Send by</Trans>
            </legend>
            <div className="mt-1 space-y-1">
              {MESSAGE_CHANNELS.map((option) => {
                const availability = state.channels[option];
                const reasonId = `${id}-${option}-reason`;
                return (
                  <div key={option}>
                    <label className="flex min-h-11 items-center gap-2 text-slate-900">
                      <input
                        type="radio"
                        name={`${id}-channel`}
                        value={option}
                        checked={channel === option}
                        disabled={!availability.available}
                        onChange={() => setChannel(option)}
                        aria-describedby={availability.available ? undefined : reasonId}
                        className="size-5 accent-brand-700"
                      />
                      {i18n._(messageChannelLabels[option])}
                    </label>
                    {!availability.available ? (
                      <p id={reasonId} className="ml-7 text-sm text-slate-700" data-testid={`channel-blocked-${option}`}>
                        {i18n._(blockLabels[availability.reason])}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
          {channel ? (
            <>
              <div>
                <label htmlFor={`${id}-template`} className="block text-sm font-medium text-slate-800">
                  <Trans>Template (in {i18n._(languageNames[language])})</Trans>
                </label>
                {!state.replied ? (
                  <p id={`${id}-template-hint`} className="text-sm text-slate-600">
                    <Trans>Until the person replies, only first-contact templates approved by the ethics board can be sent.</Trans>
                  </p>
                ) : null}
                <select
                  id={`${id}-template`}
                  value={templateId}
                  onChange={(e) => {
                    setTemplateId(e.target.value);
                    if (e.target.value) setText("");
                  }}
                  aria-describedby={state.replied ? undefined : `${id}-template-hint`}
                  className={inputStyles}
                >
                  <option value="">
                    {allowed.length === 0 ? t`No approved template yet` : state.replied ? t`None (write your own)` : t`Choose a template`}
                  </option>
                  {allowed.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </div>
              {state.replied && !template ? (
                <div>
                  <label htmlFor={`${id}-text`} className="block text-sm font-medium text-slate-800">
                    <Trans>Your own words</Trans>
                  </label>
                  <textarea
                    id={`${id}-text`}
                    rows={3}
                    maxLength={FREE_TEXT_LIMIT}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    className={inputStyles}
                  />
                </div>
              ) : null}
              {preview ? (
                <div aria-live="polite">
                  <p className="text-sm font-medium text-slate-800">
                    <Trans>What the person will get</Trans>
                  </p>
                  {channel === "email" && subject ? <p className="mt-1 text-sm font-semibold text-slate-900">{subject}</p> : null}
                  <p
                    dir="auto"
                    className="mt-1 rounded-lg bg-slate-50 p-2 whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200"
                    data-testid="composer-preview"
                  >
                    {preview}
                  </p>
                  {segments ? (
                    <p className="mt-1 text-sm text-slate-600">
                      <Trans>
                        {segments.segments} text part(s), {segments.units} characters
                      </Trans>
                    </p>
                  ) : null}
                </div>
              ) : null}
              {waitsUntil ? (
                <p className="rounded-lg bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300" data-testid="quiet-hours">
                  <Trans>
                    Texts go out from 8:00 a.m. to 9:00 p.m. This one will go out {clinicDateTime(waitsUntil.toISOString(), i18n)}.
                  </Trans>
                </p>
              ) : null}
              <button type="submit" disabled={busy || !preview} className={`${buttonStyles.primary} ${compactButton}`}>
                {waitsUntil ? <Trans>Queue the text</Trans> : <Trans>Send</Trans>}
              </button>
            </>
          ) : (
            <p className="text-sm text-slate-700">
              <Trans>There is no way to write to this person now. Call them instead.</Trans>
            </p>
          )}
        </form>
      )}
    </ActionCard>
  );
}
