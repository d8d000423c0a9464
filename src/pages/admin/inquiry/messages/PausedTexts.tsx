import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher, useParams } from "react-router";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { answerError } from "../actions/ActionCard";
import type { InquiryAnswer } from "../inquiryAnswer";
import { inquiryFetcherKey } from "../inquiryReads";

/**
 * Texts to this number are paused: a reply may have asked us to stop (docs/messaging.md, "Possible opt-outs").
 * Staff read it and decide; the decision goes on the consent ledger and the timeline. Until then no text goes,
 * automated or not.
 */
export function PausedTexts() {
  const { i18n } = useLingui();
  const fetcher = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(Number(useParams().id)) });
  const error = answerError(fetcher.data, ["texts-paused"], i18n);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mb-3 rounded-lg bg-amber-50 p-2 ring-1 ring-amber-300" data-testid="texts-paused">
      <input type="hidden" name="intent" value="texts-paused" />
      <p className="text-sm font-medium text-amber-900">
        <Trans>A reply may ask us to stop texting. No text goes to this number, reminders included, until you decide.</Trans>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" name="decision" value="opt_out" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
          <Trans>It asks to stop: stop all texts</Trans>
        </button>
        <button type="submit" name="decision" value="resume" disabled={busy} className={`${buttonStyles.secondary} ${compactButton}`}>
          <Trans>It does not: texts may go on</Trans>
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
