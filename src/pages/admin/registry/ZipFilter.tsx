import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { TextInput } from "../../../ui/form/TextInput";
import { ZIP_PREFIX } from "./registryFilters";

/**
 * The ZIP filter: a whole ZIP code or its first three or four digits, applied as soon as it is one (or
 * emptied); anything else is said under the field and not applied.
 */
export function ZipFilter({ value, onApply }: { value: string; onApply: (zip: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(value);
  const valid = typed === "" || ZIP_PREFIX.test(typed);
  return (
    <TextInput
      label={t`ZIP code`}
      hint={t`The whole code, or its first 3 or 4 digits.`}
      inputMode="numeric"
      maxLength={5}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        if (next === "" || ZIP_PREFIX.test(next)) onApply(next);
      }}
      error={valid ? undefined : t`Type 3 to 5 digits.`}
    />
  );
}
