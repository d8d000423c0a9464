import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { buttonStyles, compactButton } from "../../../ui/styles";

/**
 * The end of a staff form: what went wrong (announced, in words, right above the buttons), the submit button
 * and, when the form can be left, Cancel. Here rather than in src/ui: its words belong to the staff catalog.
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
