import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { useFetcher } from "react-router";
import type { NextStep } from "../../../../../contract/followUp";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { FormField } from "../../../../ui/form/FormField";
import { nextStepLabels } from "../../labels";
import { useAnswered } from "../../staffActions";
import { clinicDateTime } from "../../timeText";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";
import { ActionCard, answerError } from "./ActionCard";

/** The next step as the cadence (or a colleague) set it, and a way to set another time by hand (the clinic's day and time). */
export function NextStepForm({ inquiryId, nextStep }: { inquiryId: number; nextStep: NextStep | null }) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiryId) });
  const form = useRef<HTMLFormElement>(null);
  useAnswered(fetcher, (answer) => {
    if (answer.intent === "next-step" && answer.inquiry) form.current?.reset();
  });
  const busy = fetcher.state !== "idle";
  return (
    <ActionCard title={<Trans>Next step</Trans>} error={answerError(fetcher.data, ["next-step", "clear-next-step"], i18n)}>
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
          <fetcher.Form ref={form} method="post" noValidate className="flex flex-wrap items-end gap-2">
            <FormField label={<Trans>Day</Trans>}>
              {(control) => <input {...control} name="day" type="date" className={inputStyles} />}
            </FormField>
            <FormField label={<Trans>Time (Pacific)</Trans>}>
              {(control) => <input {...control} name="time" type="time" defaultValue="09:00" className={inputStyles} />}
            </FormField>
            <button type="submit" name="intent" value="next-step" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
              <Trans>Set next step</Trans>
            </button>
            {nextStep ? (
              <button
                type="submit"
                name="intent"
                value="clear-next-step"
                disabled={busy}
                className={`${buttonStyles.ghost} ${compactButton}`}
              >
                <Trans>Clear</Trans>
              </button>
            ) : null}
          </fetcher.Form>
        </>
      )}
    </ActionCard>
  );
}
