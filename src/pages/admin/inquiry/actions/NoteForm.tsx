import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { ActionCard, type Act } from "./ActionCard";
import { NoteField } from "./NoteField";

export function NoteForm({ act }: { act: Act }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return setError(t`Write the note first.`);
    setBusy(true);
    const problem = await act({ type: "note", text });
    setError(problem ?? "");
    if (!problem) setText("");
    setBusy(false);
  };
  return (
    <ActionCard title={<Trans>Add a note</Trans>} error={error}>
      {() => (
        <form onSubmit={submit} noValidate className="space-y-2">
          <NoteField label={<Trans>Note</Trans>} value={text} onChange={setText} rows={3} />
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} ${compactButton}`}>
            <Trans>Add note</Trans>
          </button>
        </form>
      )}
    </ActionCard>
  );
}
