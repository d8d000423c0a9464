import type { ReactNode } from "react";
import { EVENT_TEXT_LIMIT } from "../../../../../contract/inquiryEvents";
import { FormField } from "../../../../ui/form/FormField";
import { inputStyles } from "../../../../ui/styles";

/** The note an action carries into the timeline (a contact attempt, a status change, a note of its own). */
export function NoteField({
  label,
  value,
  onChange,
  rows = 2,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <FormField label={label}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={EVENT_TEXT_LIMIT}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={inputStyles}
        />
      )}
    </FormField>
  );
}
