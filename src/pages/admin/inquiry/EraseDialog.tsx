import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { Dialog } from "../../../ui/Dialog";
import { EraseButtons } from "../EraseButtons";
import { sending } from "../staffActions";
import type { InquiryAnswer } from "./inquiryAnswer";
import { inquiryFetcherKey } from "./inquiryReads";

type Props = { inquiry: { id: number; name: string }; open: boolean; onCancel: () => void };

/** Asks before erasing: erasure cannot be undone. The inquiry's action erases; its page then goes back to the list. */
export function EraseDialog({ inquiry, open, onCancel }: Props) {
  const { t } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiry.id) });
  const busy = sending(fetcher, "erase");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={t`Erase this person's data?`}
      description={
        <Trans>
          The name, contact details and message of inquiry #{inquiry.id} (<bdi>{inquiry.name}</bdi>) will be removed for good, and so will
          the person's other inquiries and entries on the future studies list (the same phone or email under the same name). Their status
          and dates stay, without anything that identifies the person. This cannot be undone.
        </Trans>
      }
    >
      <EraseButtons busy={busy} onCancel={onCancel} onErase={() => void fetcher.submit({ intent: "erase" }, { method: "post" })} />
    </Dialog>
  );
}
