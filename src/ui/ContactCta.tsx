import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { site } from "../content/site";
import { Reveal } from "./Reveal";
import { buttonStyles } from "./styles";

/** The closing call-to-action band used on several pages. */
export function ContactCta() {
  return (
    <section aria-labelledby="contact-cta" className="bg-brand-900 text-white">
      <Reveal className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="contact-cta" className="text-3xl font-bold">
            <Trans>Ready to Learn More?</Trans>
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">
            <Trans>
              Our bilingual team will answer your questions and help you find a study that fits. Call us at{" "}
              <a href={site.phoneHref} className="font-semibold text-white underline underline-offset-4">
                {site.phone}
              </a>{" "}
              or send us a message.
            </Trans>
          </p>
        </div>
        <Link to="/contact" className={buttonStyles.onDark}>
          <Trans>Contact Us</Trans>
        </Link>
      </Reveal>
    </section>
  );
}
