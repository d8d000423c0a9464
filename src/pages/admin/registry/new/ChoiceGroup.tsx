import type { ReactNode } from "react";

/**
 * A group of checkboxes sharing one name (topics, ways to reach), with its legend and the group's error.
 * Uncontrolled: the form reads them with `getAll(name)`.
 */
export function ChoiceGroup({
  legend,
  name,
  options,
  error,
  errorId,
}: {
  legend: ReactNode;
  name: string;
  options: readonly (readonly [value: string, text: string])[];
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} data-field={name}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
        {options.map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-slate-900">
            <input type="checkbox" name={name} value={value} className="size-5 accent-brand-700" />
            {text}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
