import { Trans, useLingui } from "@lingui/react/macro";
import { fullAddress, site } from "../../content/site";
import { OfficeHoursList } from "../../shell/OfficeHoursList";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { Reveal } from "../../ui/Reveal";
import { linkStyles } from "../../ui/styles";
import { DirectionsLink, MapEmbed } from "./MapEmbed";
import { ContactForm } from "./form/ContactForm";

export default function ContactPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Contact Us`} description={t`Questions about a study? Send us a message or call our bilingual research team.`} />
      <PageHero title={<Trans>Contact Us</Trans>}>
        <p>
          <Trans>Questions about a study? Send us a message or call our bilingual research team.</Trans>
        </p>
      </PageHero>
      {/* The form first (on a phone, right under the title; "See if you qualify" lands on it), then how else to reach us. */}
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr]">
        <Reveal>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <ContactForm />
          </div>
        </Reveal>
        <Reveal>
          <section aria-labelledby="contact-details" className="space-y-8">
            <div>
              <h2 id="contact-details" className="text-2xl font-bold text-brand-900">
                <Trans>Get in Touch</Trans>
              </h2>
              <address className="mt-4 space-y-3 text-slate-800 not-italic">
                <p>
                  <span className="block font-semibold">
                    <Trans>Address</Trans>
                  </span>
                  {fullAddress}
                </p>
                <p>
                  <span className="block font-semibold">
                    <Trans>Phone</Trans>
                  </span>
                  <a href={site.phoneHref} className={linkStyles.standalone}>
                    {site.phone}
                  </a>
                </p>
                <p>
                  <span className="block font-semibold">
                    <Trans>Email</Trans>
                  </span>
                  <a href={`mailto:${site.email}`} className={linkStyles.standalone}>
                    {site.email}
                  </a>
                </p>
              </address>
            </div>
            <div>
              <h2 className="text-2xl font-bold text-brand-900">
                <Trans>Office Hours</Trans>
              </h2>
              <OfficeHoursList className="mt-4 text-slate-800" />
            </div>
          </section>
        </Reveal>
      </div>
      <Reveal className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <h2 className="text-2xl font-bold text-brand-900">
            <Trans>Find Us</Trans>
          </h2>
          <DirectionsLink />
        </div>
        <MapEmbed />
      </Reveal>
    </>
  );
}
