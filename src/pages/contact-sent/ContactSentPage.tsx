import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { buttonStyles } from "../../ui/styles";
import { WhatHappensNext } from "../contact/form/SubmittedConfirmation";

/**
 * Where a contact form sent without JavaScript lands once the Worker has stored it (worker/pages/contactForm.ts
 * answers with a redirect here, so reloading it never sends the message again). Not indexed.
 */
export default function ContactSentPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Your message was sent`} description={t`Thank you for your interest! Our team will contact you shortly.`} noIndex />
      <PageHero title={t`Your message was sent`}>
        <p>
          <Trans>Thank you for your interest! Our team will contact you shortly.</Trans>
        </p>
      </PageHero>
      <div className="mx-auto max-w-2xl space-y-4 px-4 py-12 text-lg text-slate-800 sm:px-6" data-testid="contact-sent">
        <WhatHappensNext />
        <p>
          <Trans>We will also send you this by e-mail, and by text if you agreed to texts. You do not need to send the form again.</Trans>
        </p>
        <div className="flex flex-wrap gap-4 pt-4">
          <Link to="/studies" className={buttonStyles.primary}>
            <Trans>See our current studies</Trans>
          </Link>
          <Link to="/" className={buttonStyles.secondary}>
            <Trans>Back to the home page</Trans>
          </Link>
        </div>
      </div>
    </>
  );
}
