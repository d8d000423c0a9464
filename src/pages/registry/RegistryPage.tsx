import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { clinic } from "../../../contract/clinic";
import { useRenderedState } from "../../prerender/renderedState";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { buttonStyles, linkStyles } from "../../ui/styles";
import { useArrivalFocus } from "../../ui/useArrivalFocus";
import { RegistryForm } from "./RegistryForm";

const months = Number(import.meta.env.VITE_REGISTRY_CONSENT_MONTHS);

/**
 * The list of people who want to hear about future studies (docs/registry.md): what it is, in plain words,
 * and the sign-up. Once the Worker has stored a sign-up, the same page says so, with the person's reference.
 */
export default function RegistryPage() {
  const { t } = useLingui();
  const state = useRenderedState("registryForm");
  return (
    <>
      <PageMeta
        title={t`Hear about future studies`}
        description={t`Join our list to hear about future studies that may fit you. It is free, it is your choice, and you can leave at any time.`}
      />
      <PageHero title={t`Hear about future studies`}>
        <p>
          <Trans>Not ready to ask about a study? Join our list, and we will tell you about future studies that may fit you.</Trans>
        </p>
      </PageHero>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12 text-lg text-slate-800 sm:px-6">
        {state?.joined ? (
          <Joined reference={state.joined.reference} />
        ) : (
          <>
            <ul className="list-disc space-y-2 pl-6">
              <li>
                <Trans>The list is for adults, 18 or older.</Trans>
              </li>
              <li>
                <Trans>Joining the list is your choice. It is separate from any study.</Trans>
              </li>
              <li>
                <Trans>We write to you only about studies that may fit you. You can say no to any study.</Trans>
              </li>
              <li>
                <Trans>Your yes lasts {months} months. Before it ends, we ask you once if you want to stay.</Trans>
              </li>
              <li>
                <Trans>You can leave the list at any time.</Trans>
              </li>
            </ul>
            <p>
              <Trans>
                Have a question about a study now?{" "}
                <Link to="/contact" className={linkStyles.inline}>
                  Send us a message
                </Link>{" "}
                instead.
              </Trans>
            </p>
            <RegistryForm state={state} />
          </>
        )}
      </div>
    </>
  );
}

function Joined({ reference }: { reference: string }) {
  const phone = clinic.phone;
  const arrival = useArrivalFocus<HTMLDivElement>();
  return (
    <div ref={arrival} tabIndex={-1} role="status" className="space-y-4 focus:outline-none" data-testid="registry-joined">
      <h2 className="text-2xl font-bold text-brand-900">
        <Trans>You are on our list</Trans>
      </h2>
      <p>
        <Trans>Thank you. We will write to you when a study may fit you.</Trans>
      </p>
      <p>
        <Trans>
          Your reference is <strong className="font-mono">{reference}</strong>. To change your choices or leave the list, call us at{" "}
          <a href={`tel:${clinic.phoneE164}`} className={linkStyles.inline}>
            {phone}
          </a>{" "}
          and give this reference.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-4 pt-2">
        <Link to="/studies" className={buttonStyles.primary}>
          <Trans>See our current studies</Trans>
        </Link>
        <Link to="/" className={buttonStyles.secondary}>
          <Trans>Back to the home page</Trans>
        </Link>
      </div>
    </div>
  );
}
