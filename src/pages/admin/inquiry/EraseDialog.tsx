import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Dialog } from "../../../ui/Dialog";
import { buttonStyles } from "../../../ui/styles";

type Target = { id: number; name: string };
type Props = { inquiry: Target | null; onCancel: () => void; onConfirm: (inquiry: Target) => Promise<void> };

/** Asks before erasing: erasure cannot be undone. */
export function EraseDialog({ inquiry, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!inquiry) return;
    setBusy(true);
    try {
      await onConfirm(inquiry);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={inquiry !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t`Erase this person's data?`}
      description={
        inquiry ? (
          <Trans>
            The name, contact details and message of inquiry #{inquiry.id} (<bdi>{inquiry.name}</bdi>) will be removed for good. Its status
            and dates stay, without anything that identifies the person. This cannot be undone.
          </Trans>
        ) : null
      }
    >
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" disabled={busy} onClick={() => void confirm()} className={buttonStyles.danger}>
          {busy ? <Trans>Erasing...</Trans> : <Trans>Erase personal data</Trans>}
        </button>
      </div>
    </Dialog>
  );
}
