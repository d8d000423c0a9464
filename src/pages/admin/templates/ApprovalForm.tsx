import { Trans } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import type { TemplateApproval, TemplateDto } from "../../../../contract/messageTemplates";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { TextInput } from "../../../ui/form/TextInput";

/** Records the ethics board's approval of the words an admin is looking at (their version). */
export function ApprovalForm({
  template,
  onApprove,
}: {
  template: TemplateDto;
  onApprove: (approval: TemplateApproval) => Promise<string | null>;
}) {
  const [reference, setReference] = useState("");
  const [date, setDate] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError((await onApprove({ version: template.version, irbReference: reference, irbApprovedOn: date })) ?? "");
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextInput label={<Trans>Ethics board reference</Trans>} value={reference} maxLength={60} onChange={setReference} />
      <TextInput label={<Trans>Approved on</Trans>} type="date" value={date} onChange={setDate} />
      <button type="submit" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
        <Trans>Record the approval</Trans>
      </button>
      <p role="alert" className="w-full text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}
