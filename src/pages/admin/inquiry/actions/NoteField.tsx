import type { ReactNode } from "react";
import { EVENT_TEXT_LIMIT } from "../../../../../contract/inquiryEvents";
import { FormField } from "../../../../ui/form/FormField";
import { inputStyles } from "../../../../ui/styles";

/** The note an action carries into the timeline (a contact attempt, a status change, a note of its own): a field of its form. */
export function NoteField({ label, name, rows = 2 }: { label: ReactNode; name: string; rows?: number }) {
  return (
    <FormField label={label}>
      {(control) => <textarea {...control} name={name} rows={rows} maxLength={EVENT_TEXT_LIMIT} className={inputStyles} />}
    </FormField>
  );
}
