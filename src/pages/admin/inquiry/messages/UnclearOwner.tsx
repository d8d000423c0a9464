import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher, useParams } from "react-router";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { answerError } from "../actions/ActionCard";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";

/**
 * A text that more than one open inquiry with this number could own: the warning, and staff's answer (the
 * inquiry's action; its answer is the inquiry as it now is, with this reply its own). Until then it confirmed
 * no visit, got no answer and opened no free text here.
 */
export function UnclearOwner({ messageId }: { messageId: number }) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(Number(useParams().id)) });
  const error = answerError(fetcher.data, ["reply-owner"], i18n);
  return (
    <fetcher.Form method="post" className="rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300" data-testid="reply-owner-unclear">
      <p className="text-sm font-medium text-amber-900">
        <Trans>More than one open inquiry has this number. Check who wrote before answering.</Trans>
      </p>
      <input type="hidden" name="messageId" value={messageId} />
      <button
        type="submit"
        name="intent"
        value="reply-owner"
        disabled={fetcher.state !== "idle"}
        className={`${buttonStyles.secondary} ${compactButton} mt-2`}
      >
        <Trans>This reply belongs to this inquiry</Trans>
      </button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
