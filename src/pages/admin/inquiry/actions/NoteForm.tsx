import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { EVENT_TEXT_LIMIT } from "../../../../../contract/inquiryEvents";
import { buttonStyles, compactButton, inputStyles } from "../../../../ui/styles";
import { FormField } from "../../../../ui/form/FormField";
import { ActionCard, type Act } from "./ActionCard";

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
          <FormField label={<Trans>Note</Trans>}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={EVENT_TEXT_LIMIT}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className={inputStyles}
              />
            )}
          </FormField>
          <button type="submit" disabled={busy} className={`${buttonStyles.primary} ${compactButton}`}>
            <Trans>Add note</Trans>
          </button>
        </form>
      )}
    </ActionCard>
  );
}
