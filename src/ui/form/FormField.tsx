import { useId, type ReactNode } from "react";

/** What a field hands its control: its id, what describes it (hint, error) and whether it is invalid. */
export type ControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/**
 * A labelled form control, with an optional hint and error wired for screen readers: the one way the
 * staff forms (and any new form) build a field. The control comes from `children`, given its props.
 */
export function FormField({
  label,
  hint,
  error,
  check,
  alsoDescribedBy,
  className,
  labelSize = "sm",
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** What is said of the value as it is typed (e.g. the content rules), below the control: given the id it must carry. */
  check?: (id: string) => ReactNode;
  /** Other elements that describe the control, by id (e.g. a form's own error, said once for every field). */
  alsoDescribedBy?: string;
  className?: string;
  /** "base" on the public pages (the staff screens are denser). */
  labelSize?: "sm" | "base";
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", check ? `${id}-check` : "", alsoDescribedBy ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={labelSize === "sm" ? "block text-sm font-medium text-slate-800" : "block font-medium text-slate-900"}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({ id, ...(describedBy ? { "aria-describedby": describedBy } : {}), ...(error ? { "aria-invalid": true as const } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {check?.(`${id}-check`)}
    </div>
  );
}
