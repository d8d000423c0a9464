import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { TextInput } from "../../../ui/form/TextInput";
import { ZIP_PREFIX } from "./registryFilters";

/**
 * The ZIP filter: a whole ZIP code or its first three or four digits, applied as soon as it is one (or
 * emptied). A letter is said under the field at once; too few digits only once the field is left, so typing
 * "9", "92" on the way to "922" is not an error. The field follows the URL (a link, Back) when it changes.
 */
export function ZipFilter({ value, onApply }: { value: string; onApply: (zip: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(value);
  const [left, setLeft] = useState(false);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setTyped(value);
  }
  const error = /\D/.test(typed)
    ? t`Type digits only.`
    : left && typed !== "" && !ZIP_PREFIX.test(typed)
      ? t`Type 3 to 5 digits.`
      : undefined;
  return (
    <TextInput
      label={t`ZIP code`}
      hint={t`The whole code, or its first 3 or 4 digits.`}
      inputMode="numeric"
      maxLength={5}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        setLeft(false);
        if (next === "" || ZIP_PREFIX.test(next)) onApply(next);
      }}
      onBlur={() => setLeft(true)}
      error={error}
    />
  );
}
