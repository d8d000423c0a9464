import { Trans } from "@lingui/react/macro";
import { useState } from "react";

/**
 * The sheet's box for texts. Texts need it (a number alone is no yes to texts), so while "Text message" is
 * ticked and this box is not, it says so before the save instead of after a refused one.
 */
export function TextsBox({ textChannelTicked, error, idPrefix }: { textChannelTicked: boolean; error?: string; idPrefix: string }) {
  const [ticked, setTicked] = useState(false);
  const needed = textChannelTicked && !ticked;
  const described = [error ? `${idPrefix}-text-error` : `${idPrefix}-text-hint`, needed ? `${idPrefix}-text-needed` : ""].join(" ").trim();
  return (
    <div data-field="textConsent">
      <label className="flex min-h-11 items-center gap-2 text-slate-900">
        <input
          type="checkbox"
          name="textConsent"
          value="yes"
          className="size-5 accent-brand-700"
          onChange={(event) => setTicked(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <Trans>The box for texts is ticked on the sheet</Trans>
      </label>
      <p id={`${idPrefix}-text-hint`} className="text-sm text-slate-600">
        <Trans>Texts need this box: a number alone is no yes to texts. A number that said STOP stays off.</Trans>
      </p>
      {needed ? (
        <p id={`${idPrefix}-text-needed`} className="mt-1 text-sm font-medium text-amber-900">
          <Trans>"Text message" is ticked above: tick this box too if it is ticked on the sheet, or untick "Text message".</Trans>
        </p>
      ) : null}
      {error ? (
        <p id={`${idPrefix}-text-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
