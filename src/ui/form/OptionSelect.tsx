import type { ReactNode } from "react";
import { inputStyles } from "../styles";
import { FormField } from "./FormField";

/**
 * A labelled native select over a list of options ([value, text]), with an optional first "all / none"
 * option (`empty`), hint and error. Native, so it works before hydration and with any assistive tool.
 */
export function OptionSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  empty,
  hint,
  error,
  className,
  name,
  labelSize,
}: {
  label: ReactNode;
  value: V | "";
  onChange: (value: V | "") => void;
  options: readonly (readonly [V, string])[];
  /** The text of a first option with the value "" (everyone, no study, ...). */
  empty?: string;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  /** The control's name (a form that can also be submitted natively needs one). */
  name?: string;
  labelSize?: "sm" | "base";
}) {
  return (
    <FormField label={label} hint={hint} error={error} className={className} labelSize={labelSize}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(event) => onChange(event.target.value as V | "")} className={inputStyles}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
