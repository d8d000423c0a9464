import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { InquiryDetailDto } from "../../../../../contract/inbox";
import { FREE_TEXT_LIMIT, withStopLine } from "../../../../../contract/messaging";
import { renderTemplate } from "../../../../../contract/messageTemplates";
import { isTextingTime, nextTextingTime } from "../../../../../contract/quietHours";
import { messageValues } from "../../../../../contract/textBudget";
import { describeError } from "../../../../api/errorText";
import { sendMessage } from "../../../../api/messages";
import { FormField } from "../../../../ui/form/FormField";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { languageNames } from "../../labels";
import { useAuthFailure, useStaffSession } from "../../session";
import { ActionCard } from "../actions/ActionCard";
import { ChannelChoice } from "./ChannelChoice";
import { MessagePreview } from "./MessagePreview";
import { useComposer } from "./useComposer";

type Props = { inquiry: InquiryDetailDto; onSent: (updated: InquiryDetailDto, messageId: number) => void };

/**
 * Write to the person from the inquiry (docs/messaging.md): a channel they agreed to, an approved template in
 * their language (only a first-contact one until they reply), or, once they replied, one's own words. The
 * preview is exactly what goes out; a text written outside texting hours says when it will go.
 */
export function Composer({ inquiry, onSent }: Props) {
  const { t, i18n } = useLingui();
  const { token, me } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const { loaded, reload, channel, setChannel } = useComposer(inquiry);
  const [templateId, setTemplateId] = useState("");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

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
          <button type="button" onClick={reload} className={`${buttonStyles.secondary} ${compactButton}`}>
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
  // As the Worker fills them in (a text says the clinic's short name), so the preview is what goes out.
  const values = messageValues(channel ?? "email", me.displayName);
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
      reload();
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
              <FormField
                label={<Trans>Template (in {i18n._(languageNames[language])})</Trans>}
                hint={
                  state.replied ? undefined : (
                    <Trans>Until the person replies, only first-contact templates approved by the ethics board can be sent.</Trans>
                  )
                }
              >
                {(control) => (
                  <select
                    {...control}
                    value={templateId}
                    onChange={(e) => {
                      setTemplateId(e.target.value);
                      if (e.target.value) setText("");
                    }}
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
                )}
              </FormField>
              {state.replied && !template ? (
                <FormField label={<Trans>Your own words</Trans>}>
                  {(control) => (
                    <textarea
                      {...control}
                      rows={3}
                      maxLength={FREE_TEXT_LIMIT}
                      value={text}
                      onChange={(e) => setText(e.target.value)}
                      className={inputStyles}
                    />
                  )}
                </FormField>
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
