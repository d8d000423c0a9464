import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { InquiryDetailDto } from "../../../../contract/inbox";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { reasonLabels, statusLabels } from "../labels";
import { answerError } from "./actions/ActionCard";
import type { InquiryAnswer } from "./inquiryAnswer";
import { inquiryFetcherKey } from "./inquiryReads";

/** Who wrote, the inquiry's number and status, how it came, and, after enough tries, the offer to close it as unreachable. */
export function InquiryHeader({ inquiry }: { inquiry: InquiryDetailDto }) {
  const { i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(inquiry.id) });
  const offerUnreachable = inquiry.nextStep?.kind === "offer_unreachable" && inquiry.due;
  return (
    <>
      {/* Focused when the inquiry opens (InquiryRoute), so a screen reader starts here, not at the list. */}
      <h1 id="inquiry-title" tabIndex={-1} className="mt-1 text-2xl font-bold text-brand-900 focus:outline-none">
        <bdi>{inquiry.name}</bdi> <span className="text-base font-medium text-slate-600">#{inquiry.id}</span>
      </h1>
      {inquiry.origin === "text_reply" ? (
        <p className="mt-1 text-sm font-medium text-violet-900">
          <Trans>Came as a text message to the clinic's number (no form was filled in).</Trans>
        </p>
      ) : null}
      {inquiry.origin === "referral" && inquiry.partner ? (
        <p className="mt-1 text-sm font-medium text-violet-900">
          <Trans>Referred by {inquiry.partner.name} through their referral form. They said the person agreed to a call.</Trans>
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        {i18n._(statusLabels[inquiry.status])}
        {inquiry.closedReason ? ` · ${i18n._(reasonLabels[inquiry.closedReason])}` : ""}
      </p>
      {offerUnreachable ? (
        <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
          <p className="text-amber-950">
            <Trans>{inquiry.attemptCount} tries without an answer. Close it as unreachable?</Trans>
          </p>
          <input type="hidden" name="status" value="unreachable" />
          <input type="hidden" name="from" value={inquiry.status} />
          <input type="hidden" name="reasonCode" value={inquiry.lastAttempt?.outcome === "wrong_number" ? "wrong_number" : "no_answer"} />
          <button
            type="submit"
            name="intent"
            value="unreachable"
            disabled={fetcher.state !== "idle"}
            className={`${buttonStyles.primary} ${compactButton}`}
          >
            <Trans>Close as unreachable</Trans>
          </button>
          <p role="alert" className="w-full text-sm font-medium text-red-700 empty:hidden">
            {answerError(fetcher.data, ["unreachable"], i18n)}
          </p>
        </fetcher.Form>
      ) : null}
    </>
  );
}
