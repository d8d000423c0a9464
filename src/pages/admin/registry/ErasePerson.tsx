import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useFetcher, useNavigate, type ActionFunctionArgs } from "react-router";
import { eraseVolunteer } from "../../../api/volunteers";
import { Dialog } from "../../../ui/Dialog";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { describeError } from "../../../api/errorText";
import { EraseButtons } from "../EraseButtons";
import { refused, sending, useAnswered, type Answer } from "../staffActions";

/** Erases the person on request (admins): their entries of the list and the inquiries that are them. */
export async function eraseAction({ params }: ActionFunctionArgs): Promise<Answer> {
  try {
    const erased = await eraseVolunteer(Number(params.id));
    const entries = erased.registryEntries;
    const inquiries = erased.inquiries;
    return {
      intent: "erase",
      changed: [],
      done: msg`${entries} list entries and ${inquiries} inquiries no longer hold any personal data.`,
    };
  } catch (failure) {
    return refused("erase", failure);
  }
}

/**
 * "Erase this person" on their page (admins): asks first, since erasure cannot be undone, and says what goes
 * (docs/security-privacy.md, "Erasure").
 */
export function ErasePerson({ reference }: { reference: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<Answer>();
  const busy = sending(fetcher, "erase");
  useAnswered(fetcher, (answer) => {
    if (answer.failure) return notify({ type: "error", title: t`Error`, description: describeError(answer.failure, i18n) });
    notify({ type: "success", title: t`Personal data erased`, description: answer.done ? i18n._(answer.done) : undefined });
    void navigate("/admin/registry", { replace: true });
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={`${buttonStyles.ghost} ${compactButton} text-red-800`}>
        <Trans>Erase this person</Trans>
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? undefined : setOpen(false))}
        title={t`Erase this person's data?`}
        description={
          <Trans>
            List entry {reference} will lose the name, contact details, topics and the photo of the signed sheet for good, and so will every
            other entry and inquiry from the same phone or email under the same name, with the list's messages to them. Their consent
            history stays, without anything that identifies them. This cannot be undone.
          </Trans>
        }
      >
        <EraseButtons
          busy={busy}
          onCancel={() => setOpen(false)}
          onErase={() => void fetcher.submit({ intent: "erase" }, { method: "post" })}
        />
      </Dialog>
    </>
  );
}
