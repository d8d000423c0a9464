import { Trans, useLingui } from "@lingui/react/macro";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { useState, type FormEvent } from "react";
import { CLOSING_REASONS, needsReasonCode, type ClosingReason } from "../../../../../contract/closingReasons";
import { reachableStatuses, type InquiryStatus } from "../../../../../contract/inquiryStatus";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { reasonLabels, statusLabels } from "../../labels";
import { ActionCard, type Act } from "./ActionCard";
import { NoteField } from "./NoteField";

/** Move the inquiry on; closing as not eligible, not interested or unreachable asks why, from a short list. */
export function StatusForm({ current, act }: { current: InquiryStatus; act: Act }) {
  const { t, i18n } = useLingui();
  const choices = reachableStatuses(current);
  const [status, setStatus] = useState<InquiryStatus>(choices[0] ?? current);
  const [reasonCode, setReasonCode] = useState<ClosingReason | "">("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const reasons = needsReasonCode(status) ? CLOSING_REASONS[status] : null;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reasons && !reasonCode) return setError(t`Choose a reason.`);
    setBusy(true);
    const problem = await act({
      type: "status",
      status,
      ...(reasons && reasonCode ? { reasonCode } : {}),
      ...(note.trim() ? { reason: note } : {}),
    });
    setError(problem ?? "");
    if (!problem) {
      setReasonCode("");
      setNote("");
    }
    setBusy(false);
  };
  return (
    <ActionCard title={<Trans>Change status</Trans>} error={error}>
      {() => (
        <form onSubmit={submit} noValidate className="space-y-3">
          <OptionSelect
            label={<Trans>New status</Trans>}
            value={status}
            onChange={(value) => {
              setStatus(value as InquiryStatus);
              setReasonCode("");
            }}
            options={choices.map((value) => [value, i18n._(statusLabels[value])] as const)}
          />
          {reasons ? (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                <Trans>Reason</Trans>
              </legend>
              <div className="mt-1 flex flex-wrap gap-x-4">
                {reasons.map((code) => (
                  <label key={code} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="reason"
                      value={code}
                      checked={reasonCode === code}
                      onChange={() => setReasonCode(code)}
                      className="size-5 accent-brand-700"
                    />
                    {i18n._(reasonLabels[code])}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <NoteField label={<Trans>Note (optional)</Trans>} value={note} onChange={setNote} />
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} ${compactButton}`}>
            <Trans>Change status</Trans>
          </button>
        </form>
      )}
    </ActionCard>
  );
}
