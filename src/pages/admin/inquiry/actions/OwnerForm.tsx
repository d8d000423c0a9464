import { Trans, useLingui } from "@lingui/react/macro";
import { OptionSelect } from "../../../../ui/form/OptionSelect";
import { useState, type FormEvent } from "react";
import type { StaffRef } from "../../../../../contract/inbox";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { ActionCard, type Act } from "./ActionCard";

/** Who owns the inquiry: "Assign to me" in one click, or anyone from the list. */
export function OwnerForm({ current, assignees, meId, act }: { current: StaffRef | null; assignees: StaffRef[]; meId: number; act: Act }) {
  const { t } = useLingui();
  const [staffId, setStaffId] = useState(current ? String(current.id) : "");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const send = async (id: number | null) => {
    setBusy(true);
    setError((await act({ type: "assign", staffId: id })) ?? "");
    setBusy(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(staffId ? Number(staffId) : null);
  };
  return (
    <ActionCard title={<Trans>Owner</Trans>} error={error}>
      {() => (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          {current?.id !== meId ? (
            <button type="button" disabled={busy} onClick={() => void send(meId)} className={`${buttonStyles.primary} ${compactButton}`}>
              <Trans>Assign to me</Trans>
            </button>
          ) : null}
          <OptionSelect
            label={<Trans>Assigned to</Trans>}
            value={staffId}
            onChange={setStaffId}
            options={assignees.map((staff) => [String(staff.id), staff.displayName] as const)}
            empty={t`No owner`}
          />
          <button type="submit" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
            <Trans>Save owner</Trans>
          </button>
        </form>
      )}
    </ActionCard>
  );
}
