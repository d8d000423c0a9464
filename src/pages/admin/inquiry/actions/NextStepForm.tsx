import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { localTimeToInstant } from "../../../../../contract/businessTime";
import type { NextStep } from "../../../../../contract/followUp";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { nextStepLabels } from "../../labels";
import { clinicDateTime } from "../../timeText";
import { FormField } from "../../../../ui/form/FormField";
import { ActionCard, type Act } from "./ActionCard";

/** The next step as the cadence (or a colleague) set it, and a way to set another time by hand. */
export function NextStepForm({ nextStep, act }: { nextStep: NextStep | null; act: Act }) {
  const { t, i18n } = useLingui();
  const [day, setDay] = useState("");
  const [time, setTime] = useState("09:00");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{4}-\d\d-\d\d$/.test(day) || !/^\d\d:\d\d$/.test(time)) return setError(t`Choose a day and a time.`);
    setBusy(true);
    // The day and time are the clinic's (Pacific time), whatever the computer's clock says.
    const problem = await act({ type: "next_step", at: new Date(localTimeToInstant(day, time)).toISOString() });
    setError(problem ?? "");
    if (!problem) setDay("");
    setBusy(false);
  };
  const clear = async () => {
    setBusy(true);
    setError((await act({ type: "next_step", at: null })) ?? "");
    setBusy(false);
  };
  return (
    <ActionCard title={<Trans>Next step</Trans>} error={error}>
      {() => (
        <>
          <p className="text-sm text-slate-800" data-testid="next-step">
            {nextStep ? (
              <Trans>
                {i18n._(nextStepLabels[nextStep.kind])}: {clinicDateTime(nextStep.at, i18n)}
              </Trans>
            ) : (
              <Trans>None set.</Trans>
            )}
          </p>
          <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-2">
            <FormField label={<Trans>Day</Trans>}>
              {(control) => <input {...control} type="date" value={day} onChange={(e) => setDay(e.target.value)} className={inputStyles} />}
            </FormField>
            <FormField label={<Trans>Time (Pacific)</Trans>}>
              {(control) => (
                <input {...control} type="time" value={time} onChange={(e) => setTime(e.target.value)} className={inputStyles} />
              )}
            </FormField>
            <button type="submit" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
              <Trans>Set next step</Trans>
            </button>
            {nextStep ? (
              <button type="button" disabled={busy} onClick={() => void clear()} className={`${buttonStyles.ghost} ${compactButton}`}>
                <Trans>Clear</Trans>
              </button>
            ) : null}
          </form>
        </>
      )}
    </ActionCard>
  );
}
