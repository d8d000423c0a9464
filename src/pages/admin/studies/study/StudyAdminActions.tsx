import { Trans } from "@lingui/react/macro";
import type { StudySummaryDto } from "../../../../../contract/studyEditor";
import { buttonStyles, compactButton } from "../../../../ui/styles";

/** What only admins do to a study as a whole: feature it on Home, confirm it still recruits, close or reopen it. */
export function StudyAdminActions({
  study,
  act,
}: {
  study: StudySummaryDto;
  /** Sends one of the study's changes (its action's intent), announced when it is done. */
  act: (intent: string) => void;
}) {
  const secondary = `${buttonStyles.secondary} ${compactButton}`;
  return (
    <>
      <button type="button" onClick={() => act(study.featured ? "stop-featuring" : "feature")} className={secondary}>
        {study.featured ? <Trans>Stop featuring on Home</Trans> : <Trans>Feature on Home</Trans>}
      </button>
      {study.recruitment === "recruiting" ? (
        <>
          <button type="button" onClick={() => act("confirm-recruiting")} className={secondary}>
            <Trans>Confirm it is still recruiting</Trans>
          </button>
          <button type="button" onClick={() => act("close")} className={`${buttonStyles.ghost} ${compactButton}`}>
            <Trans>Close the study</Trans>
          </button>
        </>
      ) : (
        <button type="button" onClick={() => act("reopen")} className={secondary}>
          <Trans>Reopen the study</Trans>
        </button>
      )}
    </>
  );
}
