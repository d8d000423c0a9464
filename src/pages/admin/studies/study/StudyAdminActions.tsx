import { Trans, useLingui } from "@lingui/react/macro";
import { localDayOf } from "../../../../../contract/businessTime";
import type { StudySummaryDto } from "../../../../../contract/studyEditor";
import { changeStudySettings, setStudyRecruitment } from "../../../../api/studies";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { useStaffSession } from "../../session";

/** What only admins do to a study as a whole: feature it on Home, confirm it still recruits, close or reopen it. */
export function StudyAdminActions({
  study,
  act,
}: {
  study: StudySummaryDto;
  /** Runs a change and announces it (or its problem). */
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
}) {
  const { t } = useLingui();
  const { token } = useStaffSession();
  const secondary = `${buttonStyles.secondary} ${compactButton}`;
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void act(() => changeStudySettings(token, study.id, { featured: !study.featured }), t`Home's featured studies were changed.`)
        }
        className={secondary}
      >
        {study.featured ? <Trans>Stop featuring on Home</Trans> : <Trans>Feature on Home</Trans>}
      </button>
      {study.recruitment === "recruiting" ? (
        <>
          <button
            type="button"
            onClick={() =>
              void act(
                () => changeStudySettings(token, study.id, { statusConfirmedOn: localDayOf(new Date()) }),
                t`The status was confirmed today.`,
              )
            }
            className={secondary}
          >
            <Trans>Confirm it is still recruiting</Trans>
          </button>
          <button
            type="button"
            onClick={() => void act(() => setStudyRecruitment(token, study.id, false), t`The study was closed: it left the lists.`)}
            className={`${buttonStyles.ghost} ${compactButton}`}
          >
            <Trans>Close the study</Trans>
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void act(() => setStudyRecruitment(token, study.id, true), t`The study is open again.`)}
          className={secondary}
        >
          <Trans>Reopen the study</Trans>
        </button>
      )}
    </>
  );
}
