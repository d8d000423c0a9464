import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { StaffRef } from "../../../../../contract/inbox";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { useStaffSession } from "../../session";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";
import { ActionCard, answerError } from "./ActionCard";

/** Who owns the inquiry: "Assign to me" in one click, or anyone from the list. */
export function OwnerForm({ inquiryId, current }: { inquiryId: number; current: StaffRef | null }) {
  const { t, i18n } = useLingui();
  const { me, assignees } = useStaffSession();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiryId) });
  const [staffId, setStaffId] = useState(current ? String(current.id) : "");
  const busy = fetcher.state !== "idle";
  return (
    <ActionCard title={<Trans>Owner</Trans>} error={answerError(fetcher.data, ["assign"], i18n)}>
      {() => (
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          {current?.id !== me.id ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void fetcher.submit({ intent: "assign", staffId: String(me.id) }, { method: "post" })}
              className={`${buttonStyles.primary} ${compactButton}`}
            >
              <Trans>Assign to me</Trans>
            </button>
          ) : null}
          <OptionSelect
            label={<Trans>Assigned to</Trans>}
            name="staffId"
            value={staffId}
            onChange={setStaffId}
            options={assignees.map((staff) => [String(staff.id), staff.displayName] as const)}
            empty={t`No owner`}
          />
          <button type="submit" name="intent" value="assign" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Save owner</Trans>
          </button>
        </fetcher.Form>
      )}
    </ActionCard>
  );
}
