import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { StaffRef } from "../../../../contract/inbox";
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, type EventInput } from "../../../../contract/inquiryEvents";
import { INQUIRY_STATUSES, isClosedStatus, transitionProblem, type InquiryStatus } from "../../../../contract/inquiryStatus";
import { buttonStyles, inputStyles } from "../../../ui/styles";
import { channelLabels, outcomeLabels, statusLabels } from "../labels";

/** Sends one event; resolves to an error text to show, or null when it worked. */
export type Submit = (event: EventInput) => Promise<string | null>;

function ActionForm({ title, children, onSubmit, submitLabel }: { title: ReactNode; children: ReactNode; onSubmit: () => Promise<string | null>; submitLabel: ReactNode }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError((await onSubmit()) ?? "");
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3 space-y-3">{children}</div>
      <p role="alert" className="mt-2 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} mt-3 min-h-11 px-4 py-2 text-sm`}>
        {submitLabel}
      </button>
    </form>
  );
}

function Field({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function NoteForm({ submit }: { submit: Submit }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  return (
    <ActionForm
      title={<Trans>Add a note</Trans>}
      submitLabel={<Trans>Add note</Trans>}
      onSubmit={async () => {
        if (!text.trim()) return t`Write the note first.`;
        const error = await submit({ type: "note", text });
        if (!error) setText("");
        return error;
      }}
    >
      <Field label={<Trans>Note</Trans>}>{(id) => <textarea id={id} rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} className={inputStyles} />}</Field>
    </ActionForm>
  );
}

export function ContactAttemptForm({ submit }: { submit: Submit }) {
  const { i18n } = useLingui();
  const [channel, setChannel] = useState<(typeof CONTACT_CHANNELS)[number]>("phone");
  const [outcome, setOutcome] = useState<(typeof CONTACT_OUTCOMES)[number]>("reached");
  const [text, setText] = useState("");
  return (
    <ActionForm
      title={<Trans>Log a contact attempt</Trans>}
      submitLabel={<Trans>Log attempt</Trans>}
      onSubmit={async () => {
        const error = await submit({ type: "contact_attempt", channel, outcome, ...(text.trim() ? { text } : {}) });
        if (!error) setText("");
        return error;
      }}
    >
      <Field label={<Trans>How</Trans>}>
        {(id) => (
          <select id={id} value={channel} onChange={(e) => setChannel(e.target.value as typeof channel)} className={inputStyles}>
            {CONTACT_CHANNELS.map((value) => (
              <option key={value} value={value}>
                {i18n._(channelLabels[value])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<Trans>Outcome</Trans>}>
        {(id) => (
          <select id={id} value={outcome} onChange={(e) => setOutcome(e.target.value as typeof outcome)} className={inputStyles}>
            {CONTACT_OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {i18n._(outcomeLabels[value])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={<Trans>Details (optional)</Trans>}>{(id) => <textarea id={id} rows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} className={inputStyles} />}</Field>
    </ActionForm>
  );
}

export function StatusForm({ current, submit }: { current: InquiryStatus; submit: Submit }) {
  const { t, i18n } = useLingui();
  const choices = INQUIRY_STATUSES.filter((status) => transitionProblem(current, status, "x") === null);
  const [status, setStatus] = useState<InquiryStatus>(choices[0] ?? current);
  const [reason, setReason] = useState("");
  const needsReason = isClosedStatus(status) && status !== "resolved";
  return (
    <ActionForm
      title={<Trans>Change status</Trans>}
      submitLabel={<Trans>Change status</Trans>}
      onSubmit={async () => {
        if (needsReason && !reason.trim()) return t`Closing an inquiry needs a reason.`;
        const error = await submit({ type: "status", status, ...(reason.trim() ? { reason } : {}) });
        if (!error) setReason("");
        return error;
      }}
    >
      <Field label={<Trans>New status</Trans>}>
        {(id) => (
          <select id={id} value={status} onChange={(e) => setStatus(e.target.value as InquiryStatus)} className={inputStyles}>
            {choices.map((value) => (
              <option key={value} value={value}>
                {i18n._(statusLabels[value])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={needsReason ? <Trans>Reason (required to close)</Trans> : <Trans>Reason (optional)</Trans>}>
        {(id) => <textarea id={id} rows={2} maxLength={2000} value={reason} onChange={(e) => setReason(e.target.value)} className={inputStyles} />}
      </Field>
    </ActionForm>
  );
}

export function AssignForm({ current, assignees, meId, submit }: { current: StaffRef | null; assignees: StaffRef[]; meId: number | null; submit: Submit }) {
  const { t } = useLingui();
  const [staffId, setStaffId] = useState(current ? String(current.id) : "");
  return (
    <ActionForm
      title={<Trans>Owner</Trans>}
      submitLabel={<Trans>Save owner</Trans>}
      onSubmit={() => submit({ type: "assign", staffId: staffId ? Number(staffId) : null })}
    >
      <Field label={<Trans>Assigned to</Trans>}>
        {(id) => (
          <select id={id} value={staffId} onChange={(e) => setStaffId(e.target.value)} className={inputStyles}>
            <option value="">{t`No owner`}</option>
            {assignees.map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.displayName}
              </option>
            ))}
          </select>
        )}
      </Field>
      {meId !== null && current?.id !== meId ? (
        <button type="button" onClick={() => void submit({ type: "assign", staffId: meId })} className={`${buttonStyles.secondary} min-h-11 px-4 py-2 text-sm`}>
          <Trans>Assign to me</Trans>
        </button>
      ) : null}
    </ActionForm>
  );
}
