import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useParams } from "react-router";
import type { InquiryActionDto, InquiryDetailDto } from "../../../../../contract/inbox";
import type { ReplyOwnerInput } from "../../../../../contract/messaging";
import { describeError } from "../../../../api/errorText";
import { apiRequest } from "../../../../api/http";
import { notify } from "../../../../ui/notify";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { useAuthFailure, useStaffSession } from "../../session";

/** "This reply belongs to this inquiry" (docs/messaging.md "Who owns a reply"). */
const chooseReplyOwner = (token: string, inquiryId: number, input: ReplyOwnerInput) =>
  apiRequest<InquiryActionDto>("POST", `/api/inquiries/${inquiryId}/reply-owner`, { token, body: input });

type Props = {
  messageId: number;
  /** The inquiry as it now is, once staff said the reply is its own. */
  onChosen: (updated: InquiryDetailDto) => void;
};

/**
 * A text that more than one open inquiry with this number could own: the warning, and staff's answer. Until
 * then it confirmed no visit, got no answer and opened no free text here.
 */
export function UnclearOwner({ messageId, onChosen }: Props) {
  const { t, i18n } = useLingui();
  const { token } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const inquiryId = Number(useParams().id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  const choose = async () => {
    setBusy(true);
    setError("");
    try {
      const { inquiry } = await chooseReplyOwner(token, inquiryId, { messageId });
      notify({ type: "success", title: t`Saved`, description: t`This reply is now this inquiry's.` });
      onChosen(inquiry);
    } catch (failure) {
      if (!handleAuthFailure(failure)) setError(describeError(failure, i18n));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300" data-testid="reply-owner-unclear">
      <p className="text-sm font-medium text-amber-900">
        <Trans>More than one open inquiry has this number. Check who wrote before answering.</Trans>
      </p>
      <button type="button" onClick={() => void choose()} disabled={busy} className={`${buttonStyles.secondary} ${compactButton} mt-2`}>
        <Trans>This reply belongs to this inquiry</Trans>
      </button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
