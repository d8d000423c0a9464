import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { STUDY_CATEGORIES } from "../../../contract/studies";
import { categoryLabels } from "../../content/categories";
import { site } from "../../content/site";
import { partnerOffers, services, sponsorFaqs, therapeuticAreaIcons, whyChooseUs } from "../../content/sponsors";
import { PageMeta } from "../../shell/PageMeta";
import { FaqAccordion } from "../../ui/FaqAccordion";
import { Icon } from "../../ui/Icon";
import { InfoCardGrid } from "../../ui/InfoCard";
import { PageHero } from "../../ui/PageHero";
import { Section } from "../../ui/Section";
import { buttonStyles } from "../../ui/styles";

export default function SponsorsPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageMeta
        title={t`For Sponsors`}
        description={t`An experienced Phase I to IV research site with fast start-up and access to a large Hispanic community.`}
      />
      <PageHero title={<Trans>For Sponsors</Trans>}>
        <p>
          <Trans>An experienced Phase I to IV research site with fast start-up and access to a large Hispanic community.</Trans>
        </p>
      </PageHero>

      <Section id="sponsors-why" title={<Trans>Why Choose Us</Trans>}>
        <InfoCardGrid cards={whyChooseUs} className="md:grid-cols-3" />
      </Section>

      <Section id="sponsors-services" tone="tint" title={<Trans>Our Services</Trans>}>
        <InfoCardGrid cards={services} className="md:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <Section id="sponsors-areas" title={<Trans>Therapeutic Areas</Trans>}>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="therapeutic-areas">
          {STUDY_CATEGORIES.map((area) => (
            <li
              key={area}
              className="flex min-w-0 flex-col items-center gap-3 rounded-2xl border border-slate-200 px-3 py-6 text-center font-semibold text-slate-900 sm:px-6"
            >
              <span className="rounded-full bg-brand-100 p-3 text-brand-800">
                <Icon name={therapeuticAreaIcons[area]} className="size-7" />
              </span>
              {/* "Gastroenterología" is wider than a half-width card at 320 px: it breaks at a syllable. */}
              <span className="max-w-full hyphens-auto [overflow-wrap:anywhere]">{i18n._(categoryLabels[area])}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="sponsors-faq" tone="tint" title={<Trans>Frequently Asked Questions</Trans>}>
        <div className="max-w-3xl">
          <FaqAccordion faqs={sponsorFaqs} />
        </div>
      </Section>

      <Section
        id="sponsors-partner"
        title={<Trans>Partner With Us</Trans>}
        intro={<Trans>Tell us about your study. We respond quickly to feasibility requests.</Trans>}
      >
        <InfoCardGrid cards={partnerOffers} className="md:grid-cols-3" />
        <p className="mt-8 text-lg text-slate-800">
          <Trans>
            Call{" "}
            <a href={site.phoneHref} className="font-semibold text-brand-800 underline underline-offset-4">
              {site.phone}
            </a>{" "}
            or email{" "}
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline underline-offset-4">
              {site.email}
            </a>
            .
          </Trans>
        </p>
        <Link to="/contact" className={`${buttonStyles.primary} mt-6`}>
          <Trans>Contact Our Sponsor Team</Trans>
        </Link>
      </Section>
    </>
  );
}
