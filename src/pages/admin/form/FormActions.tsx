import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { buttonStyles, compactButton } from "../../../ui/styles";

/**
 * The end of a staff form (in the staff catalog, so here rather than in src/ui): what went wrong (announced, in words, right above the buttons), the submit button
 * and, when the form can be left, Cancel.
 */
export function FormActions({
  submit,
  error,
  busy,
  onCancel,
  className = "",
}: {
  submit: ReactNode;
  error: string;
  busy: boolean;
  onCancel?: () => void;
  /** Added to both rows (e.g. to span a grid's columns). */
  className?: string;
}) {
  return (
    <>
      <p role="alert" className={`text-sm font-medium text-red-700 empty:hidden ${className}`}>
        {error}
      </p>
      <div className={`flex flex-wrap gap-2 ${className}`}>
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} ${compactButton}`}>
          {submit}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className={`${buttonStyles.ghost} ${compactButton}`}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
    </>
  );
}
