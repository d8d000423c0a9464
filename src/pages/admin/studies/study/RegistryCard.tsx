import { Trans, useLingui } from "@lingui/react/macro";
import type { StudySummaryDto } from "../../../../../contract/studyEditor";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { clinicDateTime } from "../../timeText";

/**
 * The study's ClinicalTrials.gov section: when it was read, what the nightly check flagged, this clinic's
 * location in the record, and (admins) reading it again or marking a flag as reviewed.
 */
export function RegistryCard({
  study,
  admin,
  onImport,
  onReviewed,
}: {
  study: StudySummaryDto;
  admin: boolean;
  onImport: () => void;
  onReviewed: () => void;
}) {
  const { i18n } = useLingui();
  const { section, checkedAt, review, failures } = study.registry;
  return (
    <section aria-labelledby="registry-heading" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="registry-heading" className="text-lg font-semibold text-slate-900">
        <Trans>ClinicalTrials.gov</Trans>
      </h2>
      {study.nct === null ? (
        <p className="text-slate-700">
          <Trans>This study has no NCT number, so nothing is read from the registry.</Trans>
        </p>
      ) : section === null ? (
        <p className="text-slate-700">
          <Trans>The record of {study.nct} has not been imported yet.</Trans>
        </p>
      ) : (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium">
            <Trans>Title in the registry</Trans>
          </dt>
          <dd lang="en">{section.briefTitle}</dd>
          <dt className="font-medium">
            <Trans>Status in the registry</Trans>
          </dt>
          <dd>{section.overallStatus}</dd>
          <dt className="font-medium">
            <Trans>Our location</Trans>
          </dt>
          <dd>{section.site ? `${section.site.facility} (${section.site.status ?? "—"})` : <Trans>Not listed in the record</Trans>}</dd>
          <dt className="font-medium">
            <Trans>Last read</Trans>
          </dt>
          <dd>{checkedAt ? clinicDateTime(checkedAt, i18n) : "—"}</dd>
        </dl>
      )}
      {review === "eligibility_changed" ? (
        <p className="font-medium text-amber-900" role="status">
          <Trans>The registry's eligibility text changed since the last reading. Check that the study's page still matches it.</Trans>
        </p>
      ) : review === "site_not_listed" ? (
        <p className="font-medium text-amber-900" role="status">
          <Trans>Our clinic is not listed among the record's locations. Check the facility name and ZIP code in the registry.</Trans>
        </p>
      ) : review === "completion_date_passed" ? (
        <p className="font-medium text-amber-900" role="status">
          <Trans>
            The registry's completion date has passed. Check with the sponsor whether the study still enrolls, and close it here if not.
          </Trans>
        </p>
      ) : null}
      {failures > 0 ? (
        <p className="text-sm text-red-700">
          <Trans>The last {failures} attempts to read the registry failed. The study was left as it is.</Trans>
        </p>
      ) : null}
      {admin && study.nct ? (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={onImport} className={`${buttonStyles.secondary} ${compactButton}`}>
            {section ? <Trans>Read the record again</Trans> : <Trans>Import from ClinicalTrials.gov</Trans>}
          </button>
          {review ? (
            <button type="button" onClick={onReviewed} className={`${buttonStyles.ghost} ${compactButton}`}>
              <Trans>Mark as reviewed</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
