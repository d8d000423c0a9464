import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { participantFaqs } from "../../content/participantFaqs";
import {
  communityBenefits,
  participantInfoCards,
  personalBenefits,
  personalBenefitsNote,
  safetyPoints,
} from "../../content/participantsPage";
import { site } from "../../content/site";
import { PageMeta } from "../../shell/PageMeta";
import { FaqAccordion } from "../../ui/FaqAccordion";
import { Icon } from "../../ui/Icon";
import { InfoCardGrid } from "../../ui/InfoCard";
import { PageHero } from "../../ui/PageHero";
import { Reveal } from "../../ui/Reveal";
import { Section } from "../../ui/Section";
import { buttonStyles } from "../../ui/styles";

export default function ParticipantsPage() {
  const { t, i18n } = useLingui();
  const list = (items: typeof personalBenefits) => (
    <ul className="mt-4 space-y-3">
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-3 text-slate-800">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {i18n._(item)}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <PageMeta
        title={t`For Participants`}
        description={t`What to expect when you join a clinical study: your safety, your privacy and your rights come first.`}
      />
      <PageHero title={<Trans>For Participants</Trans>}>
        <p>
          <Trans>What to expect when you join a clinical study: your safety, your privacy and your rights come first.</Trans>
        </p>
      </PageHero>

      <Section id="participants-info" title={<Trans>Taking Part in a Study</Trans>}>
        <InfoCardGrid cards={participantInfoCards} className="md:grid-cols-2 lg:grid-cols-4" />
      </Section>

      <section aria-labelledby="participants-safety" data-section="participants-safety" className="bg-brand-950 text-white">
        <Reveal className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
          <h2 id="participants-safety" className="text-3xl font-bold md:text-4xl">
            <Trans>Your Safety and Privacy Come First</Trans>
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {safetyPoints.map((point, index) => (
              <li key={index}>
                <h3 className="flex items-center gap-2 text-xl font-semibold">
                  <Icon name="shield" className="size-6 text-brand-200" />
                  {i18n._(point.title)}
                </h3>
                <p className="mt-2 text-brand-100">{i18n._(point.body)}</p>
              </li>
            ))}
          </ul>
        </Reveal>
      </section>

      <Section id="participants-benefits" title={<Trans>Benefits of Participation</Trans>}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="rounded-2xl bg-brand-50 p-6">
            <h3 className="text-xl font-bold text-slate-900">
              <Trans>Possible Benefits for You</Trans>
            </h3>
            <p className="mt-2 text-slate-800">{i18n._(personalBenefitsNote)}</p>
            {list(personalBenefits)}
          </div>
          <div className="rounded-2xl bg-brand-50 p-6">
            <h3 className="text-xl font-bold text-slate-900">
              <Trans>For Your Community</Trans>
            </h3>
            {list(communityBenefits)}
          </div>
        </div>
      </Section>

      <Section id="participants-faq" tone="tint" title={<Trans>Frequently Asked Questions</Trans>}>
        <div className="max-w-3xl">
          <FaqAccordion faqs={participantFaqs} />
        </div>
      </Section>

      <Section
        id="participants-contact"
        title={<Trans>Questions? We Are Here to Help</Trans>}
        intro={<Trans>Talk with our research team in English or Spanish.</Trans>}
      >
        <ul className="flex flex-col gap-3 text-lg sm:flex-row sm:gap-10">
          <li className="flex items-center gap-2">
            <Icon name="phone" className="size-5 text-brand-700" />
            <a href={site.phoneHref} className="font-semibold text-brand-800 underline underline-offset-4">
              {site.phone}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Icon name="mail" className="size-5 text-brand-700" />
            <a href={`mailto:${site.email}`} className="font-semibold text-brand-800 underline underline-offset-4">
              {site.email}
            </a>
          </li>
        </ul>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/contact" className={buttonStyles.primary}>
            <Trans>Contact Our Research Team</Trans>
          </Link>
          <Link to="/registry" className={buttonStyles.secondary}>
            <Trans>Hear about future studies</Trans>
          </Link>
        </div>
      </Section>
    </>
  );
}
