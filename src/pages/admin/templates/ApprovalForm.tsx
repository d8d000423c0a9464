import { Trans } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { TemplateApproval, TemplateDto } from "../../../../contract/messageTemplates";
import { buttonStyles, compactButton, inputStyles } from "../../../ui/styles";

/** Records the ethics board's approval of the words an admin is looking at (their version). */
export function ApprovalForm({
  template,
  onApprove,
}: {
  template: TemplateDto;
  onApprove: (approval: TemplateApproval) => Promise<string | null>;
}) {
  const id = useId();
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
      <div>
        <label htmlFor={`${id}-reference`} className="block text-sm font-medium text-slate-800">
          <Trans>Ethics board reference</Trans>
        </label>
        <input
          id={`${id}-reference`}
          value={reference}
          maxLength={60}
          onChange={(e) => setReference(e.target.value)}
          className={inputStyles}
        />
      </div>
      <div>
        <label htmlFor={`${id}-date`} className="block text-sm font-medium text-slate-800">
          <Trans>Approved on</Trans>
        </label>
        <input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} className={inputStyles} />
      </div>
      <button type="submit" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
        <Trans>Record the approval</Trans>
      </button>
      <p role="alert" className="w-full text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </form>
  );
}
