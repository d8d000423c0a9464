import { Trans, useLingui } from "@lingui/react/macro";
import type { StudyVersionDto } from "../../../../../contract/studyEditor";
import { studyTextParts } from "../../../../../contract/studyTextCheck";
import { buttonStyles, compactButton } from "../../../../ui/styles";
import { clinicDateTime } from "../../timeText";
import { QuestionnairePreview } from "./QuestionnairePreview";
import { StudyApprovalForm } from "./StudyApprovalForm";

/** One version: its state, who wrote, approved and published it and when, its words, and what an admin may do next. */
export function VersionCard({
  version,
  admin,
  onPublish,
  onCompare,
}: {
  version: StudyVersionDto;
  admin: boolean;
  onPublish: () => void;
  /** Shown when there is a published version to compare this one with. */
  onCompare?: () => void;
}) {
  const { i18n } = useLingui();
  const who = (name: string | null) => name || "—";
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="study-version">
      <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <Trans>Version {version.number}</Trans>
        {version.state === "published" ? (
          <span className="badge bg-emerald-100 px-2 py-0.5 text-sm text-emerald-950">
            <Trans>Published</Trans>
          </span>
        ) : version.state === "approved" ? (
          <span className="badge bg-violet-100 px-2 py-0.5 text-sm text-violet-950">
            <Trans>Approved</Trans>
          </span>
        ) : (
          <span className="badge bg-amber-100 px-2 py-0.5 text-sm text-amber-950">
            <Trans>Draft</Trans>
          </span>
        )}
      </h3>
      <ul className="text-sm text-slate-700">
        <li>
          <Trans>
            Written by <bdi>{who(version.created.by)}</bdi> {clinicDateTime(version.created.at, i18n)}
          </Trans>
        </li>
        {version.updatedAt && !version.approval ? (
          <li>
            <Trans>
              Last changed by <bdi>{who(version.updatedBy)}</bdi> {clinicDateTime(version.updatedAt, i18n)}
            </Trans>
          </li>
        ) : null}
        {version.approval ? (
          <li>
            <Trans>
              Ethics board {version.approval.reference || "—"}, approved on {version.approval.date || "—"}; recorded by{" "}
              <bdi>{who(version.approval.by)}</bdi> {clinicDateTime(version.approval.at, i18n)}
            </Trans>
            {version.approval.override ? (
              <span className="block">
                <Trans>Approved despite a content rule, because: {version.approval.override}</Trans>
              </span>
            ) : null}
          </li>
        ) : null}
        {version.published ? (
          <li>
            <Trans>
              Published by <bdi>{who(version.published.by)}</bdi> {clinicDateTime(version.published.at, i18n)}
            </Trans>
          </li>
        ) : null}
      </ul>
      <details>
        <summary className="cursor-pointer font-medium text-brand-800">
          <Trans>Read this version</Trans>
        </summary>
        <div className="mt-2 grid gap-3 md:grid-cols-2">
          {(["en", "es"] as const).map((language) => (
            <dl key={language} lang={language} className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
              {studyTextParts(version.text[language]).map(({ field, text }) => (
                <div key={field}>
                  <dt className="font-mono text-xs text-slate-600">{field}</dt>
                  <dd className="text-slate-900">{text}</dd>
                </div>
              ))}
            </dl>
          ))}
        </div>
      </details>
      {version.questionnaire ? (
        <details>
          <summary className="cursor-pointer font-medium text-brand-800">
            <Trans>Pre-screening questions ({version.questionnaire.questions.length})</Trans>
          </summary>
          <div className="mt-2">
            <QuestionnairePreview questionnaire={version.questionnaire} />
          </div>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {onCompare ? (
          <button type="button" onClick={onCompare} className={`${buttonStyles.ghost} ${compactButton}`}>
            <Trans>Compare with the published version</Trans>
          </button>
        ) : null}
        {admin && version.state === "approved" ? (
          <button type="button" onClick={onPublish} className={`${buttonStyles.primary} ${compactButton}`}>
            <Trans>Publish version {version.number}</Trans>
          </button>
        ) : null}
      </div>
      {admin && version.state === "draft" ? <StudyApprovalForm version={version} /> : null}
    </li>
  );
}
