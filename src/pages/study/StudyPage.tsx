import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { enrollmentShown } from "../../../contract/enrollmentShown";
import type { PublicStudyDto } from "../../../contract/studies";
import { enrollmentLabels } from "../../content/recruitment";
import { comparisonText, studyPageText } from "../../content/studyPageText";
import { site } from "../../content/site";
import { PageMeta } from "../../shell/PageMeta";
import { qualifyPath } from "../../studies/qualify";
import { usePublishedStudies } from "../../studies/StudySource";
import { ExternalLink } from "../../ui/ExternalLink";
import { PageHero } from "../../ui/PageHero";
import { buttonStyles, linkStyles } from "../../ui/styles";
import NotFoundPage from "../not-found/NotFoundPage";
import { RegistryFacts } from "./RegistryFacts";
import { StudyStructuredData } from "./StudyStructuredData";

/** One study in plain language (/studies/<slug>), with its registration and "Ask about this study". */
export default function StudyPage() {
  const { slug } = useParams();
  const study = usePublishedStudies().studies.find((item) => item.slug === slug);
  if (!study) return <NotFoundPage />;
  return study.recruitment === "closed" ? <ClosedStudy study={study} /> : <OpenStudy study={study} />;
}

/** The title, the status as a dated fact, and for an open study its summary and "Ask about this study" within thumb's reach. */
function StudyHero({ study }: { study: PublicStudyDto }) {
  const { i18n } = useLingui();
  const confirmed = new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(study.statusConfirmedOn));
  const enrollment = enrollmentShown(study);
  return (
    <PageHero title={study.text.title}>
      <p>
        <span className="badge mr-2 inline-flex bg-white/15 px-3 py-0.5 text-base font-semibold text-white" data-testid="enrollment">
          {i18n._(enrollmentLabels[enrollment])}
        </span>
        <Trans>Study ID:</Trans> <span className="font-mono font-semibold">{study.code}</span>
      </p>
      <p className="mt-2 text-base">
        {enrollment === "unconfirmed" ? (
          <Trans>
            On {confirmed}, our clinic last confirmed that this study was taking new participants. Please call us at{" "}
            <a href={site.phoneHref} className="font-semibold whitespace-nowrap text-white underline underline-offset-4">
              {site.phone}
            </a>{" "}
            to ask whether it still is.
          </Trans>
        ) : (
          <Trans>Our clinic last confirmed this status on {confirmed}.</Trans>
        )}
      </p>
      {study.recruitment === "recruiting" ? (
        <>
          <p className="mt-4 text-white" data-testid="study-summary">
            {study.text.summary}
          </p>
          <div className="mt-6">
            <QualifyLink study={study} className={buttonStyles.onDark} />
          </div>
        </>
      ) : null}
    </PageHero>
  );
}

/**
 * The study page's way in: to the study's questions, or to the contact form with the study chosen
 * (src/studies/qualify.ts). SPEC's "See if you qualify" stays on the study cards, where SPEC fixes it; here,
 * where SPEC says nothing, the label promises no verdict (docs/content.md): only the study team decides.
 */
function QualifyLink({ study, className }: { study: PublicStudyDto; className: string }) {
  return (
    <Link to={qualifyPath(study)} className={className} data-testid="qualify-link">
      <Trans>Ask about this study</Trans>
      <span className="sr-only">: {study.code}</span>
    </Link>
  );
}

/** A study that no longer enrolls here: a short page that points to the open ones. */
function ClosedStudy({ study }: { study: PublicStudyDto }) {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={study.text.title} description={t`This study is no longer enrolling at our clinic.`} />
      <StudyHero study={study} />
      <article className="mx-auto max-w-3xl space-y-6 px-4 py-12 text-lg text-slate-800 sm:px-6">
        <p>
          <Trans>This study is no longer enrolling at our clinic. You can see our other studies.</Trans>
        </p>
        <Link to="/studies" className={buttonStyles.primary}>
          <Trans>All current studies</Trans>
        </Link>
      </article>
    </>
  );
}

function OpenStudy({ study }: { study: PublicStudyDto }) {
  const { i18n } = useLingui();
  const registrationUrl = study.nct ? `https://clinicaltrials.gov/study/${study.nct}` : null;
  const paragraphs = (list: readonly string[]) => list.map((text, index) => <p key={index}>{text}</p>);
  const headingClass = "text-2xl font-bold text-brand-900";
  return (
    <>
      <PageMeta title={study.text.title} description={study.text.summary} />
      <StudyStructuredData study={study} registrationUrl={registrationUrl} />
      <StudyHero study={study} />
      <article className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-lg text-slate-800 sm:px-6">
        <section aria-labelledby="study-about" className="space-y-4">
          <h2 id="study-about" className={headingClass}>
            <Trans>What this study wants to find out</Trans>
          </h2>
          {paragraphs(study.text.about)}
        </section>
        <section aria-labelledby="study-who" className="space-y-4">
          <h2 id="study-who" className={headingClass}>
            <Trans>Who may be able to join</Trans>
          </h2>
          <p>{i18n._(studyPageText.whoMayJoinIntro)}</p>
          <ul className="list-disc space-y-1 pl-6">
            {study.text.eligibility.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
          <p>{i18n._(studyPageText.screening)}</p>
        </section>
        <section aria-labelledby="study-involves" className="space-y-4">
          <h2 id="study-involves" className={headingClass}>
            <Trans>What taking part involves</Trans>
          </h2>
          {paragraphs(comparisonText[study.design.comparison].map((text) => i18n._(text)))}
          {paragraphs(study.text.involves)}
        </section>
        <section aria-labelledby="study-timeline" className="space-y-4">
          <h2 id="study-timeline" className={headingClass}>
            <Trans>How long it lasts</Trans>
          </h2>
          {study.text.timeline.length > 0 ? paragraphs(study.text.timeline) : <p>{i18n._(studyPageText.timelineToAsk)}</p>}
        </section>
        <section aria-labelledby="study-costs" className="space-y-4">
          <h2 id="study-costs" className={headingClass}>
            <Trans>Costs and payment</Trans>
          </h2>
          {paragraphs([...studyPageText.costs.map((text) => i18n._(text)), ...study.text.costs])}
        </section>
        <section aria-labelledby="study-choice" className="space-y-4">
          <h2 id="study-choice" className={headingClass}>
            <Trans>Your choice</Trans>
          </h2>
          {paragraphs(studyPageText.voluntary.map((text) => i18n._(text)))}
        </section>
        <section aria-labelledby="study-record" className="space-y-4">
          <h2 id="study-record" className={headingClass}>
            <Trans>The study's public record</Trans>
          </h2>
          <p>
            <Trans>Sponsor: {study.text.sponsor}</Trans>
          </p>
          {study.text.doctor ? (
            <p>
              <Trans>Study doctor at our clinic: {study.text.doctor}</Trans>
            </p>
          ) : null}
          {study.registry && registrationUrl ? <RegistryFacts registry={study.registry} registrationUrl={registrationUrl} /> : null}
          {registrationUrl ? (
            <p>
              <ExternalLink href={registrationUrl} className={linkStyles.inline}>
                {i18n._({ ...studyPageText.registration, values: { nct: study.nct } })}
              </ExternalLink>
            </p>
          ) : null}
        </section>
        <div className="flex flex-wrap gap-4 border-t border-slate-200 pt-8">
          <QualifyLink study={study} className={buttonStyles.primary} />
          <Link to="/studies" className={buttonStyles.secondary}>
            <Trans>All current studies</Trans>
          </Link>
        </div>
      </article>
    </>
  );
}
