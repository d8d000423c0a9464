import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { InquiryDetailDto } from "../../../../../contract/inbox";
import { FREE_TEXT_LIMIT, MESSAGE_CHANNELS, withStopLine, type MessageChannel } from "../../../../../contract/messaging";
import { renderTemplate } from "../../../../../contract/messageTemplates";
import { isTextingTime, nextTextingTime } from "../../../../../contract/quietHours";
import { messageValues } from "../../../../../contract/textBudget";
import { describeError } from "../../../../api/errorText";
import { FormField } from "../../../../ui/form/FormField";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { languageNames } from "../../labels";
import { useStaffSession } from "../../session";
import { useAnswered } from "../../staffActions";
import { ActionCard, answerError } from "../actions/ActionCard";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";
import { ChannelChoice } from "./ChannelChoice";
import { composerHref, type ComposerLoad } from "./composerRoute";
import { MessagePreview } from "./MessagePreview";
import { PausedTexts } from "./PausedTexts";

/**
 * Write to the person from the inquiry (docs/messaging.md): a channel they agreed to, an approved template in
 * their language (only a first-contact one until they reply), or, once they replied, one's own words. The
 * preview is exactly what goes out; a text written outside texting hours says when it will go. What may be
 * offered is loaded beside the inquiry (./composerRoute.ts) and read again after each message; sending is the
 * inquiry's action, whose answer is the inquiry with the message on its timeline.
 */
export function Composer({ inquiry }: { inquiry: InquiryDetailDto }) {
  const { t, i18n } = useLingui();
  const { me } = useStaffSession();
  const href = composerHref(inquiry.id);
  const options = useFetcher<ComposerLoad>({ key: `composer:${inquiry.id}` });
  const { state: optionsState, data: loaded, load } = options;
  useEffect(() => {
    if (optionsState === "idle" && loaded === undefined) void load(href);
  }, [optionsState, loaded, load, href]);
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiry.id) });
  // What is being written (the preview follows it as it is typed).
  const [chosen, setChosen] = useState<MessageChannel | null>(null);
  const [templateId, setTemplateId] = useState("");
  const [text, setText] = useState("");
  useAnswered(fetcher, (answer) => {
    if (answer.intent !== "send" || !answer.inquiry) return;
    setTemplateId("");
    setText("");
  });

  if (loaded === undefined) {
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
  if ("failure" in loaded) {
    return (
      <ActionCard title={<Trans>Write to the person</Trans>} error={describeError(loaded.failure, i18n)}>
        {() => (
          <button type="button" onClick={() => void load(href)} className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Try again</Trans>
          </button>
        )}
      </ActionCard>
    );
  }

  const { state, templates, stopLine } = loaded.composer;
  // The channel chosen while it stays open, else the first one that is.
  const channel =
    chosen && state.channels[chosen].available ? chosen : (MESSAGE_CHANNELS.find((option) => state.channels[option].available) ?? null);
  const language = state.language;
  const allowed = templates.filter((template) => state.replied || template.firstContact);
  const template = allowed.find((candidate) => String(candidate.id) === templateId) ?? null;
  // As the Worker fills them in (a text says the clinic's short name), so the preview is what goes out.
  const values = messageValues(channel ?? "email", me.displayName);
  const words = template ? renderTemplate(template.body[language], values) : text.trim();
  const preview = words && channel === "text" ? withStopLine(words, stopLine) : words;
  const subject = template ? renderTemplate(template.subject[language], values) : null;
  const textState = state.channels.text;
  const paused = !textState.available && textState.reason === "paused";
  const now = new Date();
  const waitsUntil = channel === "text" && !isTextingTime(now) ? nextTextingTime(now) : null;

  return (
    <ActionCard title={<Trans>Write to the person</Trans>} error={answerError(fetcher.data, ["send"], i18n)}>
      {() => (
        <>
          {paused ? <PausedTexts /> : null}
          <fetcher.Form method="post" noValidate className="space-y-3" data-testid="composer">
            <ChannelChoice channels={state.channels} channel={channel} onChoose={setChosen} />
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
                      name="templateId"
                      value={templateId}
                      onChange={(e) => {
                        setTemplateId(e.target.value);
                        if (e.target.value) setText("");
                      }}
                      className={inputStyles}
                    >
                      <option value="">
                        {allowed.length === 0
                          ? t`No approved template yet`
                          : state.replied
                            ? t`None (write your own)`
                            : t`Choose a template`}
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
                        name="text"
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
                <button
                  type="submit"
                  name="intent"
                  value="send"
                  disabled={fetcher.state !== "idle" || !preview}
                  className={`${buttonStyles.primary} ${compactButton}`}
                >
                  {waitsUntil ? <Trans>Queue the text</Trans> : <Trans>Send</Trans>}
                </button>
              </>
            ) : (
              <p className="text-sm text-slate-700">
                <Trans>There is no way to write to this person now. Call them instead.</Trans>
              </p>
            )}
          </fetcher.Form>
        </>
      )}
    </ActionCard>
  );
}
