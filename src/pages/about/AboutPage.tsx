import { Trans, useLingui } from "@lingui/react/macro";
import { facilityFeatures, investigators } from "../../content/team";
import { PageMeta } from "../../shell/PageMeta";
import { ContactCta } from "../../ui/ContactCta";
import { Icon } from "../../ui/Icon";
import { PageHero } from "../../ui/PageHero";
import { Section } from "../../ui/Section";
import { Gallery } from "./Gallery";
import { InvestigatorCard } from "./InvestigatorCard";

export default function AboutPage() {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageMeta title={t`About Us`} description={t`Meet our doctors and our team. We work in Imperial, California.`} />
      <PageHero title={<Trans>About Us</Trans>}>
        <p>
          <Trans>Meet our doctors and our team. We work in Imperial, California.</Trans>
        </p>
      </PageHero>

      <Section id="about-mission" title={<Trans>Our Mission</Trans>}>
        <div className="grid gap-8 text-lg text-slate-700 md:grid-cols-2">
          <p>
            <Trans>
              Our mission is to bring research studies to our community. That way, studies include the people who may one day use these
              treatments. And our neighbors can take part close to home.
            </Trans>
          </p>
          <p>
            <Trans>
              We are an independent research clinic. Together, our two doctors have over 30 years of experience. They work in internal
              medicine, kidney disease, heart disease and diabetes. We run studies in English and Spanish.
            </Trans>
          </p>
        </div>
      </Section>

      <Section id="about-team" tone="tint" title={<Trans>Research Team</Trans>}>
        <div className="grid gap-6 lg:grid-cols-2">
          {investigators.map((investigator) => (
            <InvestigatorCard key={investigator.id} investigator={investigator} />
          ))}
        </div>
      </Section>

      <Section
        id="about-facility"
        title={<Trans>Our Facility</Trans>}
        intro={
          <Trans>
            Our clinic in Imperial was built for study visits. It is comfortable and safe. Two hospitals are less than 10 minutes away.
          </Trans>
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="facility-features">
          {facilityFeatures.map((feature, index) => (
            <li key={index} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-slate-800">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {i18n._(feature)}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-gallery" tone="tint" title={<Trans>Our Clinic</Trans>}>
        <Gallery />
      </Section>

      <ContactCta />
    </>
  );
}
