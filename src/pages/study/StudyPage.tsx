import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { studyIdOfSlug } from "../../../contract/studies";
import { studyPages, comparisonText, studyPageText } from "../../content/studyPages";
import { studies } from "../../content/studies";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { ExternalLink } from "../../ui/ExternalLink";
import { buttonStyles, linkStyles } from "../../ui/styles";
import NotFoundPage from "../not-found/NotFoundPage";
import { StudyStructuredData } from "./StudyStructuredData";

/** One study in plain language (/studies/<slug>), with its registration and "See if you qualify". */
export default function StudyPage() {
  const { i18n } = useLingui();
  const studyId = studyIdOfSlug(useParams().slug ?? "");
  const study = studies.find((item) => item.studyId === studyId);
  if (!study || !studyId) return <NotFoundPage />;
  const details = studyPages[studyId];
  const registrationUrl = `https://clinicaltrials.gov/study/${details.nct}`;
  const paragraphs = (list: typeof details.summary) => list.map((text) => <p key={text.id}>{i18n._(text)}</p>);
  const headingClass = "text-2xl font-bold text-brand-900";

  return (
    <>
      <PageMeta title={i18n._(study.title)} description={i18n._(study.description)} />
      <StudyStructuredData study={study} details={details} registrationUrl={registrationUrl} />
      <PageHero title={i18n._(study.title)}>
        <p>
          <span className="badge mr-2 inline-flex bg-white/15 px-3 py-0.5 text-base font-semibold text-white">{i18n._(study.status)}</span>
          <Trans>Study ID:</Trans> <span className="font-mono font-semibold">{study.studyId}</span>
        </p>
      </PageHero>
      <article className="mx-auto max-w-3xl space-y-12 px-4 py-12 text-lg text-slate-800 sm:px-6">
        <section aria-labelledby="study-about" className="space-y-4">
          <h2 id="study-about" className={headingClass}>
            <Trans>What this study wants to find out</Trans>
          </h2>
          {paragraphs(details.summary)}
        </section>
        <section aria-labelledby="study-who" className="space-y-4">
          <h2 id="study-who" className={headingClass}>
            <Trans>Who may be able to join</Trans>
          </h2>
          <p>{i18n._(studyPageText.whoMayJoinIntro)}</p>
          <ul className="list-disc space-y-1 pl-6">
            {study.eligibility.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
          <p>{i18n._(studyPageText.screening)}</p>
        </section>
        <section aria-labelledby="study-involves" className="space-y-4">
          <h2 id="study-involves" className={headingClass}>
            <Trans>What taking part involves</Trans>
          </h2>
          {paragraphs(comparisonText[details.comparison])}
          {paragraphs(details.involves)}
        </section>
        <section aria-labelledby="study-costs" className="space-y-4">
          <h2 id="study-costs" className={headingClass}>
            <Trans>Costs and payment</Trans>
          </h2>
          {paragraphs([...studyPageText.costs, ...(details.costs ?? [])])}
        </section>
        <section aria-labelledby="study-choice" className="space-y-4">
          <h2 id="study-choice" className={headingClass}>
            <Trans>Your choice</Trans>
          </h2>
          {paragraphs(studyPageText.voluntary)}
        </section>
        <section aria-labelledby="study-record" className="space-y-4">
          <h2 id="study-record" className={headingClass}>
            <Trans>The study's public record</Trans>
          </h2>
          <p>
            <ExternalLink href={registrationUrl} className={linkStyles.inline}>
              {i18n._({ ...studyPageText.registration, values: { nct: details.nct } })}
            </ExternalLink>
          </p>
        </section>
        <div className="flex flex-wrap gap-4 border-t border-slate-200 pt-8">
          <Link to={`/contact?study=${encodeURIComponent(study.studyId)}`} className={buttonStyles.primary}>
            <Trans>See if you qualify</Trans>
            <span className="sr-only">: {study.studyId}</span>
          </Link>
          <Link to="/studies" className={buttonStyles.secondary}>
            <Trans>All current studies</Trans>
          </Link>
        </div>
      </article>
    </>
  );
}
