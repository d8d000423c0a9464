import type { ComponentProps, InputHTMLAttributes } from "react";
import { inputStyles } from "../styles";
import { FormField } from "./FormField";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className" | "aria-describedby">;
type FieldProps = Pick<ComponentProps<typeof FormField>, "label" | "hint" | "error" | "check" | "alsoDescribedBy" | "labelSize">;

/**
 * A one-line field (text, e-mail, password, date...) built on FormField: the value in, each change out
 * (no `onChange` for a read-only one).
 */
export function TextInput({
  label,
  hint,
  error,
  check,
  alsoDescribedBy,
  labelSize,
  value,
  onChange,
  ...input
}: InputProps & FieldProps & { value: string; onChange?: (value: string) => void }) {
  return (
    <FormField label={label} hint={hint} error={error} check={check} alsoDescribedBy={alsoDescribedBy} labelSize={labelSize}>
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          onChange={onChange && ((event) => onChange(event.target.value))}
          className={inputStyles}
        />
      )}
    </FormField>
  );
}
