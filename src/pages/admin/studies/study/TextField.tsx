import type { ReactNode } from "react";
import { FormField } from "../../../../ui/form/FormField";
import { inputStyles } from "../../../../ui/styles";
import { FieldCheck } from "./FieldCheck";

/** One language's part of a version: a line, a paragraph, or a list (one item per line, or paragraphs split by a blank line). */
export type FieldShape = "line" | "paragraph" | "lines" | "paragraphs";

export const splitField = (value: string, shape: FieldShape): string[] =>
  shape === "lines"
    ? value
        .split("\n")
        .map((item) => item.trim())
        .filter(Boolean)
    : shape === "paragraphs"
      ? value
          .split(/\n\s*\n/)
          .map((item) => item.trim())
          .filter(Boolean)
      : [value];
export const joinField = (items: string | string[], shape: FieldShape): string =>
  Array.isArray(items) ? items.join(shape === "lines" ? "\n" : "\n\n") : items;

export function TextField({
  label,
  hint,
  language,
  shape,
  value,
  maxLength,
  checked = true,
  onChange,
}: {
  label: ReactNode;
  hint?: ReactNode;
  language: "en" | "es";
  shape: FieldShape;
  value: string;
  maxLength: number;
  /** Patient text, checked as it is typed (a sponsor's name is not). */
  checked?: boolean;
  onChange: (value: string) => void;
}) {
  const check = checked ? (id: string) => <FieldCheck id={id} texts={splitField(value, shape)} language={language} /> : undefined;
  return (
    <FormField label={label} hint={hint} check={check}>
      {(control) =>
        shape === "line" ? (
          <input
            {...control}
            lang={language}
            value={value}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
            className={inputStyles}
          />
        ) : (
          <textarea
            {...control}
            lang={language}
            value={value}
            rows={shape === "paragraph" ? 3 : 5}
            onChange={(event) => onChange(event.target.value)}
            className={inputStyles}
          />
        )
      }
    </FormField>
  );
}
