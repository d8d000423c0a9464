import { Trans, useLingui } from "@lingui/react/macro";
import { usePageData } from "../../prerender/pageData";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { LinkNotWorking } from "./LinkNotWorking";
import { ReferForm } from "./ReferForm";

/**
 * A referral partner's form (docs/partners.md, "The referral form"), behind their private link: the Worker
 * renders it for each request (worker/pages/partnerPages.ts), and it works without JavaScript. After a referral
 * is stored the page says so, and the form is empty again: nothing about a person is ever shown back. While the
 * database cannot be read, a sent form comes back with what was typed; an opened link says to reload.
 */
export default function ReferPage() {
  const { t } = useLingui();
  const state = usePageData().referForm;
  const busy = state?.problem === "storage_unavailable";
  const typed = state ? Object.values(state.values).some(Boolean) : false;
  return (
    <>
      <PageMeta title={t`Refer a person`} description={t`A form for our referral partners.`} noIndex />
      <PageHero title={t`Refer a person`}>
        {state?.partner ? (
          <p>
            <Trans>For {state.partner.name}</Trans>
          </p>
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 text-lg text-slate-800 sm:px-6">
        {state && (state.partner || (busy && typed)) ? (
          <>
            <p>
              <Trans>
                Send us the name and phone number of someone who wants to hear about our research studies. We try to call them within one
                business day.
              </Trans>
            </p>
            <p>
              <Trans>This page never shows what happens with the people you refer. That stays between them and us.</Trans>
            </p>
            <ReferForm state={state} />
          </>
        ) : (
          <LinkNotWorking busy={busy} />
        )}
      </div>
    </>
  );
}
