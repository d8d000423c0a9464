import { Trans, useLingui } from "@lingui/react/macro";
import { use } from "react";
import { Link } from "react-router";
import { Icon } from "../../ui/Icon";
import { SkeletonCards } from "../../ui/Skeleton";
import { StudyCard } from "../../ui/StudyCard";
import { buttonStyles } from "../../ui/styles";
import { FaqAccordion } from "../../ui/FaqAccordion";
import { loadHomeContent } from "./loadHomeContent";
import { allEnrolling } from "../../../contract/enrollmentShown";
import { openStudies } from "../../../contract/studies";
import { site } from "../../content/site";
import { usePublishedStudies } from "../../studies/StudySource";

export function BenefitCards() {
  const { i18n } = useLingui();
  const { benefits } = use(loadHomeContent());
  return benefits.map((benefit) => (
    <article key={benefit.id} data-testid="benefit" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className={`inline-flex rounded-xl p-3 ${benefit.iconBg}`}>
        <Icon name={benefit.icon} className="size-7" />
      </span>
      <h3 className="mt-4 text-xl font-bold text-slate-900">{i18n._(benefit.title)}</h3>
      <p className="mt-2 text-slate-700">{i18n._(benefit.description)}</p>
    </article>
  ));
}

/** Home's featured studies: the open ones marked featured (two in docs/product.md). */
export function FeaturedStudyCards() {
  const featured = openStudies(usePublishedStudies().studies).filter((study) => study.featured);
  return featured.map((study) => <StudyCard key={study.code} study={study} />);
}

/**
 * What Home says of its featured studies: "looking for participants now" only while the clinic has confirmed
 * every one of them lately (contract/enrollment.ts); otherwise, to call and ask.
 */
export function FeaturedIntro() {
  const featured = openStudies(usePublishedStudies().studies).filter((study) => study.featured);
  if (allEnrolling(featured)) return <Trans>These studies are looking for participants now.</Trans>;
  return (
    <Trans>
      To find out whether these studies are still taking new participants, please call us at{" "}
      <a href={site.phoneHref} className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4">
        {site.phone}
      </a>
      .
    </Trans>
  );
}

export function StepList() {
  const { i18n } = useLingui();
  const { enrollmentSteps } = use(loadHomeContent());
  return enrollmentSteps.map((step) => (
    <li key={step.id} data-testid="step" className="rounded-2xl bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white">
        {step.number}
      </span>
      <h3 className="mt-4 text-xl font-bold text-slate-900">
        <span className="sr-only">
          <Trans>Step {step.number}:</Trans>{" "}
        </span>
        {i18n._(step.title)}
      </h3>
      <p className="mt-2 text-slate-700">{i18n._(step.description)}</p>
    </li>
  ));
}

export function FaqSkeletons() {
  return (
    <div className="space-y-2">
      <SkeletonCards count={3} className="h-14" />
    </div>
  );
}

export function HomeFaqList() {
  const { homeFaqs } = use(loadHomeContent());
  return <FaqAccordion faqs={homeFaqs} />;
}

export function StartProcessLink() {
  return (
    <Link to="/contact" className={buttonStyles.primary}>
      <Trans>Start the Process</Trans>
    </Link>
  );
}
