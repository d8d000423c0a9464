import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ContactChannel, ContactOutcome } from "../../../../../contract/inquiryEvents";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { channelLabels, outcomeLabels } from "../../labels";
import { ActionCard, type Act } from "./ActionCard";
import { NoteField } from "./NoteField";

/** The common results of a try, one click each (no outcome is preset: the funnel counts what happened). */
const GROUPS: { channel: ContactChannel; outcomes: ContactOutcome[] }[] = [
  { channel: "phone", outcomes: ["reached", "no_answer", "left_message", "wrong_number"] },
  { channel: "text", outcomes: ["sent", "reached"] },
  { channel: "email", outcomes: ["sent", "reached"] },
  { channel: "in_person", outcomes: ["reached"] },
];

/** Log a contact attempt in one click, with an optional note typed first. */
export function OutcomeButtons({ act }: { act: Act }) {
  const { i18n } = useLingui();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const log = async (channel: ContactChannel, outcome: ContactOutcome) => {
    setBusy(true);
    const problem = await act({ type: "contact_attempt", channel, outcome, ...(note.trim() ? { text: note } : {}) });
    setError(problem ?? "");
    if (!problem) setNote("");
    setBusy(false);
  };
  return (
    <ActionCard title={<Trans>Log a contact attempt</Trans>} error={error}>
      {() => (
        <>
          <NoteField label={<Trans>Note (optional, type it before choosing the result)</Trans>} value={note} onChange={setNote} />
          {GROUPS.map(({ channel, outcomes }) => (
            <div key={channel} role="group" aria-label={i18n._(channelLabels[channel])} className="flex flex-wrap items-center gap-2">
              <span aria-hidden="true" className="w-28 text-sm font-medium text-slate-700">
                {i18n._(channelLabels[channel])}
              </span>
              {outcomes.map((outcome) => (
                <button
                  key={outcome}
                  type="button"
                  disabled={busy}
                  onClick={() => void log(channel, outcome)}
                  className={`${buttonStyles.secondary} ${compactButton}`}
                  data-testid={`outcome-${channel}-${outcome}`}
                >
                  {i18n._(outcomeLabels[outcome])}
                  <span className="sr-only"> ({i18n._(channelLabels[channel])})</span>
                </button>
              ))}
            </div>
          ))}
        </>
      )}
    </ActionCard>
  );
}
