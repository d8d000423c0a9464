import { Trans } from "@lingui/react/macro";
import { buttonStyles } from "../../ui/styles";

/** The two answers of an erasure's dialog (an inquiry's, a person's on the list): cancel, or erase for good. */
export function EraseButtons({ busy, onCancel, onErase }: { busy: boolean; onCancel: () => void; onErase: () => void }) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-3">
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
      <button type="button" disabled={busy} onClick={onErase} className={buttonStyles.danger}>
        {busy ? <Trans>Erasing...</Trans> : <Trans>Erase personal data</Trans>}
      </button>
    </div>
  );
}
