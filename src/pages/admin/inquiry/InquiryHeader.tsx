import { Trans, useLingui } from "@lingui/react/macro";
import type { InquiryDetailDto } from "../../../../contract/inbox";
import type { EventInput } from "../../../../contract/inquiryEvents";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { reasonLabels, statusLabels } from "../labels";

/** Who wrote, the inquiry's number and status, how it came, and, after enough tries, the offer to close it as unreachable. */
export function InquiryHeader({ inquiry, act }: { inquiry: InquiryDetailDto; act: (event: EventInput) => Promise<string | null> }) {
  const { i18n } = useLingui();
  const offerUnreachable = inquiry.nextStep?.kind === "offer_unreachable" && inquiry.due;
  return (
    <>
      <h1 id="inquiry-title" className="mt-1 text-2xl font-bold text-brand-900">
        <bdi>{inquiry.name}</bdi> <span className="text-base font-medium text-slate-600">#{inquiry.id}</span>
      </h1>
      {inquiry.origin === "text_reply" ? (
        <p className="mt-1 text-sm font-medium text-violet-900">
          <Trans>Came as a text message to the clinic's number (no form was filled in).</Trans>
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        {i18n._(statusLabels[inquiry.status])}
        {inquiry.closedReason ? ` · ${i18n._(reasonLabels[inquiry.closedReason])}` : ""}
      </p>
      {offerUnreachable ? (
        <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
          <p className="text-amber-950">
            <Trans>{inquiry.attemptCount} tries without an answer. Close it as unreachable?</Trans>
          </p>
          <button
            type="button"
            className={`${buttonStyles.primary} ${compactButton}`}
            onClick={() =>
              void act({
                type: "status",
                status: "unreachable",
                reasonCode: inquiry.lastAttempt?.outcome === "wrong_number" ? "wrong_number" : "no_answer",
              })
            }
          >
            <Trans>Close as unreachable</Trans>
          </button>
        </div>
      ) : null}
    </>
  );
}
