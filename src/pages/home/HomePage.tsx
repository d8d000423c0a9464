import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { Link } from "react-router";
import { site } from "../../content/site";
import { PageMeta } from "../../shell/PageMeta";
import { ContactCta } from "../../ui/ContactCta";
import { Section } from "../../ui/Section";
import { SkeletonCards } from "../../ui/Skeleton";
import { buttonStyles } from "../../ui/styles";
import { BenefitCards, FaqSkeletons, FeaturedIntro, FeaturedStudyCards, HomeFaqList, StartProcessLink, StepList } from "./HomeSections";

export default function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta
        title={t`Clinical Research in Imperial County`}
        description={t`A research clinic in Imperial, California. Find a study, see how taking part works and talk with our bilingual team.`}
      />
      <section data-section="hero" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
            <Trans>Advancing Medicine in Our Community</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50 md:text-xl">
            <Trans>Take part in research studies close to home. Help find out which treatments work for families like yours.</Trans>
          </p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <Link to="/studies" className={buttonStyles.onDark}>
              <Trans>Find a Study</Trans>
            </Link>
            <Link to="/participants" className={buttonStyles.outlineOnDark}>
              <Trans>How It Works</Trans>
            </Link>
          </div>
          <p className="mt-8 text-lg text-brand-50">
            <Trans>
              Questions? Call our bilingual team:{" "}
              <a
                href={site.phoneHref}
                className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap text-white underline underline-offset-4 hover:text-brand-100 focus-visible:outline-2 focus-visible:outline-white"
              >
                {site.phone}
              </a>
            </Trans>
          </p>
        </div>
      </section>

      <Section id="home-about" title={<Trans>Research Close to Home</Trans>}>
        <div className="grid gap-8 md:grid-cols-2 md:items-center">
          <div className="space-y-4 text-lg text-slate-700">
            <p>
              <Trans>
                We are an independent research clinic in Imperial, California. Two doctors lead our team. They work in internal medicine,
                kidney disease, heart disease and diabetes. Between them, they have over 30 years of experience.
              </Trans>
            </p>
            <p>
              <Trans>
                Study visits and tests are provided at no cost to you. Care outside the study is billed as usual. You may also be paid for
                your time and travel.
              </Trans>
            </p>
            <Link to="/about" className={buttonStyles.secondary}>
              <Trans>Learn More</Trans>
              <span className="sr-only">
                {" "}
                <Trans>about our research team</Trans>
              </span>
            </Link>
          </div>
          <img src="/images/home-community.svg" alt="" width="640" height="420" loading="lazy" className="w-full rounded-2xl" />
        </div>
      </Section>

      <Section id="home-why" tone="tint" title={<Trans>Why Join a Clinical Trial?</Trans>}>
        <div className="grid gap-6 md:grid-cols-3">
          <Suspense fallback={<SkeletonCards count={3} />}>
            <BenefitCards />
          </Suspense>
        </div>
      </Section>

      <Section
        id="home-featured"
        title={<Trans>Featured Studies</Trans>}
        intro={
          <Suspense fallback={null}>
            <FeaturedIntro />
          </Suspense>
        }
      >
        <div className="grid gap-6 md:grid-cols-2">
          <Suspense fallback={<SkeletonCards count={2} className="h-96" />}>
            <FeaturedStudyCards />
          </Suspense>
        </div>
        <div className="mt-10">
          <Link to="/studies" className={buttonStyles.secondary}>
            <Trans>View All Current Studies</Trans>
          </Link>
        </div>
      </Section>

      <Section id="home-steps" tone="tint" title={<Trans>How to Participate</Trans>}>
        <ol className="grid gap-6 md:grid-cols-3">
          <Suspense fallback={<SkeletonCards count={3} />}>
            <StepList />
          </Suspense>
        </ol>
        <div className="mt-10">
          <StartProcessLink />
        </div>
      </Section>

      <Section id="home-faq" title={<Trans>Frequently Asked Questions</Trans>}>
        <div className="max-w-3xl">
          <Suspense fallback={<FaqSkeletons />}>
            <HomeFaqList />
          </Suspense>
          <div className="mt-8">
            <Link to="/participants" className={buttonStyles.secondary}>
              <Trans>View All FAQs</Trans>
            </Link>
          </div>
        </div>
      </Section>

      <ContactCta />
    </>
  );
}
