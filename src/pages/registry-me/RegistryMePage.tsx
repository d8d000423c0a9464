import { Trans, useLingui } from "@lingui/react/macro";
import { site } from "../../content/site";
import { usePageData } from "../../prerender/pageData";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { linkStyles } from "../../ui/styles";
import { useArrivalFocus } from "../../ui/useArrivalFocus";
import { AskForCode, EnterCode } from "./ProveItIsYou";
import { SelfService } from "./SelfService";

/**
 * Where the link in our registry messages leads (`/registry/me?t=…`; docs/registry.md, "The person's own page"):
 * the Worker renders it for each request as plain forms (worker/pages/registryMe.ts), so it works without
 * JavaScript. The link alone shows nothing personal: a code sent to the number or address on file comes first;
 * then the person sees and changes their choices, renews or leaves. Opening it changes nothing. Not indexed.
 */
export default function RegistryMePage() {
  const { t } = useLingui();
  const state = usePageData().registryMe ?? null;
  const stage = state?.stage ?? "invalid";
  const phone = site.phone;
  const arrival = useArrivalFocus<HTMLParagraphElement>(stage === "left");
  return (
    <>
      <PageMeta
        title={t`Your choices for future studies`}
        description={t`See or change your choices on our list for future studies.`}
        noIndex
      />
      <PageHero title={t`Your choices for future studies`} />
      <div className="mx-auto max-w-2xl space-y-5 px-4 py-12 text-lg text-slate-800 sm:px-6">
        {state && stage === "ask" ? (
          <AskForCode state={state} />
        ) : state && stage === "code" ? (
          <EnterCode state={state} />
        ) : state && stage === "choices" && state.person ? (
          <SelfService state={state} person={state.person} />
        ) : stage === "left" ? (
          <p
            ref={arrival}
            tabIndex={-1}
            role="status"
            data-testid="registry-left"
            className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 font-semibold text-emerald-900"
          >
            <Trans>You left the list. We will not write to you about future studies, and we erased what you told us.</Trans>
          </p>
        ) : (
          <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">
            {stage === "gone" ? (
              <Trans>You are no longer on our list. We will not write to you about future studies.</Trans>
            ) : stage === "busy" ? (
              <Trans>Our system is busy for a moment. Please reload this page in a few seconds.</Trans>
            ) : (
              <Trans>This link is not complete or not valid. Please use the link from our most recent message.</Trans>
            )}
          </div>
        )}
        <p>
          <Trans>
            Questions? Call us at{" "}
            <a href={site.phoneHref} className={linkStyles.inline}>
              {phone}
            </a>
            .
          </Trans>
        </p>
      </div>
    </>
  );
}
