import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { useFetcher } from "react-router";
import type { ContactChannel, ContactOutcome } from "../../../../../contract/inquiryEvents";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { channelLabels, outcomeLabels } from "../../labels";
import { useAnswered } from "../../staffActions";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";
import { ActionCard, answerError } from "./ActionCard";
import { NoteField } from "./NoteField";

/** The common results of a try, one click each (no outcome is preset: the funnel counts what happened). */
const GROUPS: { channel: ContactChannel; outcomes: ContactOutcome[] }[] = [
  { channel: "phone", outcomes: ["reached", "no_answer", "left_message", "wrong_number"] },
  { channel: "text", outcomes: ["sent", "reached"] },
  { channel: "email", outcomes: ["sent", "reached"] },
  { channel: "in_person", outcomes: ["reached"] },
];

/** Log a contact attempt in one click, with an optional note typed first: the button pressed is the result. */
export function OutcomeButtons({ inquiryId }: { inquiryId: number }) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiryId) });
  const form = useRef<HTMLFormElement>(null);
  useAnswered(fetcher, (answer) => {
    if (answer.intent === "attempt" && answer.inquiry) form.current?.reset();
  });
  return (
    <ActionCard title={<Trans>Log a contact attempt</Trans>} error={answerError(fetcher.data, ["attempt"], i18n)}>
      {() => (
        <fetcher.Form ref={form} method="post" className="space-y-3">
          <input type="hidden" name="intent" value="attempt" />
          <NoteField name="note" label={<Trans>Note (optional, type it before choosing the result)</Trans>} />
          {GROUPS.map(({ channel, outcomes }) => (
            <div key={channel} role="group" aria-label={i18n._(channelLabels[channel])} className="flex flex-wrap items-center gap-2">
              <span aria-hidden="true" className="w-28 text-sm font-medium text-slate-700">
                {i18n._(channelLabels[channel])}
              </span>
              {outcomes.map((outcome) => (
                <button
                  key={outcome}
                  type="submit"
                  name="outcome"
                  value={`${channel}:${outcome}`}
                  disabled={fetcher.state !== "idle"}
                  className={`${buttonStyles.secondary} ${compactButton}`}
                  data-testid={`outcome-${channel}-${outcome}`}
                >
                  {i18n._(outcomeLabels[outcome])}
                  <span className="sr-only"> ({i18n._(channelLabels[channel])})</span>
                </button>
              ))}
            </div>
          ))}
        </fetcher.Form>
      )}
    </ActionCard>
  );
}
