import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type FormEvent } from "react";
import { clinic } from "../../../../../contract/clinic";
import type { InquiryDetailDto } from "../../../../../contract/inbox";
import { FREE_TEXT_LIMIT, MESSAGE_CHANNELS, withStopLine, type ComposerDto, type MessageChannel } from "../../../../../contract/messaging";
import { renderTemplate } from "../../../../../contract/messageTemplates";
import { isTextingTime, nextTextingTime } from "../../../../../contract/quietHours";
import { describeError } from "../../../../api/errorText";
import { fetchComposer, sendMessage } from "../../../../api/messages";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { languageNames } from "../../labels";
import { useAuthFailure, useStaffSession } from "../../session";
import { ActionCard } from "../actions/ActionCard";
import { ChannelChoice } from "./ChannelChoice";
import { MessagePreview } from "./MessagePreview";

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
          <ChannelChoice channels={state.channels} channel={channel} onChoose={setChannel} />
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
              <MessagePreview channel={channel} subject={subject} preview={preview} waitsUntil={waitsUntil} />
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
