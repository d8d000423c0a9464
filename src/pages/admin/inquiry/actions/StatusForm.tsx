import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CLOSING_REASONS, needsReasonCode } from "../../../../../contract/closingReasons";
import { reachableStatuses, type InquiryStatus } from "../../../../../contract/inquiryStatus";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { reasonLabels, statusLabels } from "../../labels";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";
import { useAnswered } from "../../staffActions";
import { ActionCard, answerError } from "./ActionCard";
import { NoteField } from "./NoteField";

/**
 * Move the inquiry on; closing as not eligible, not interested or unreachable asks why, from a short list (the
 * action says so when none is chosen). The status chosen decides which reasons are offered.
 */
export function StatusForm({ inquiryId, current }: { inquiryId: number; current: InquiryStatus }) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiryId) });
  const choices = reachableStatuses(current);
  const [status, setStatus] = useState<InquiryStatus>(choices[0] ?? current);
  const reasons = needsReasonCode(status) ? CLOSING_REASONS[status] : null;
  // Refused ("Choose a reason."): focus on the first reason, where the answer is missing, not lost on the page.
  const reasonGroup = useRef<HTMLFieldSetElement>(null);
  useAnswered(fetcher, (answer) => {
    if (answer.intent === "status" && answer.problem) reasonGroup.current?.querySelector("input")?.focus();
  });
  return (
    <ActionCard title={<Trans>Change status</Trans>} error={answerError(fetcher.data, ["status"], i18n)}>
      {() => (
        <fetcher.Form method="post" noValidate className="space-y-3">
          <input type="hidden" name="from" value={current} />
          <OptionSelect
            label={<Trans>New status</Trans>}
            name="status"
            value={status}
            onChange={(value) => setStatus(value as InquiryStatus)}
            options={choices.map((value) => [value, i18n._(statusLabels[value])] as const)}
          />
          {reasons ? (
            // A new status offers its own reasons, none chosen.
            <fieldset key={status} ref={reasonGroup}>
              <legend className="text-sm font-medium text-slate-800">
                <Trans>Reason</Trans>
              </legend>
              <div className="mt-1 flex flex-wrap gap-x-4">
                {reasons.map((code) => (
                  <label key={code} className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="radio" name="reasonCode" value={code} className="size-5 accent-brand-700" />
                    {i18n._(reasonLabels[code])}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <NoteField name="reason" label={<Trans>Note (optional)</Trans>} />
          <button
            type="submit"
            name="intent"
            value="status"
            disabled={fetcher.state !== "idle"}
            className={`${buttonStyles.primary} ${compactButton}`}
          >
            <Trans>Change status</Trans>
          </button>
        </fetcher.Form>
      )}
    </ActionCard>
  );
}
