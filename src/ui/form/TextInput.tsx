import type { InputHTMLAttributes, ReactNode } from "react";
import { inputStyles } from "../styles";
import { FormField } from "./FormField";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "className" | "aria-describedby">;

/** A one-line text field (text, e-mail, password...) built on FormField: the value in, each change out. */
export function TextInput({
  label,
  hint,
  value,
  onChange,
  check,
  ...input
}: InputProps & {
  label: ReactNode;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  check?: (id: string) => ReactNode;
}) {
  return (
    <FormField label={label} hint={hint} check={check}>
      {(control) => (
        <input {...input} {...control} value={value} onChange={(event) => onChange(event.target.value)} className={inputStyles} />
      )}
    </FormField>
  );
}
