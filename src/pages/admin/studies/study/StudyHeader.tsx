import { Trans, useLingui } from "@lingui/react/macro";
import type { StudyDetailDto } from "../../../../../contract/studyEditor";
import { linkStyles } from "../../../../ui/styles";
import { clinicDateTime } from "../../timeText";
import { StudyStateBadges } from "../StudyStateBadges";

/** The study's code and title, its states, and the facts around them: its record, when its status was confirmed, its page. */
export function StudyHeader({ study }: { study: StudyDetailDto["study"] }) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-2">
      <h1 className="text-2xl font-bold text-brand-900">
        <span className="font-mono">{study.code}</span>: {study.title}
      </h1>
      <StudyStateBadges study={study} />
      <p className="text-sm text-slate-700">
        {study.nct ? <Trans>ClinicalTrials.gov record {study.nct}.</Trans> : null}{" "}
        <Trans>Status last confirmed on {study.statusConfirmedOn}.</Trans>{" "}
        {study.goneFrom ? (
          <Trans>
            Its page says the study no longer enrolls until {clinicDateTime(study.goneFrom, i18n)}; after that it answers that the page is
            gone (410), and search engines drop it.
          </Trans>
        ) : null}{" "}
        {study.publishedNumber !== null && study.recruitment === "recruiting" ? (
          <a href={`/studies/${study.slug}`} className={linkStyles.inline}>
            <Trans>Its page on the site</Trans>
          </a>
        ) : null}
      </p>
    </div>
  );
}
