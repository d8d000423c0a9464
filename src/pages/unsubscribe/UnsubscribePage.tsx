import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { describeError } from "../../api/errorText";
import { unsubscribe } from "../../api/messages";
import { site } from "../../content/site";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { buttonStyles, linkStyles } from "../../ui/styles";
import { useHydratedSearchParams } from "../../ui/useHydrated";

type State = { kind: "ready" } | { kind: "sending" } | { kind: "done" } | { kind: "failed"; message: string };

/**
 * Where the link at the end of our e-mails leads (docs/messaging.md): one press stops e-mails from the clinic, no
 * sign-in. Opening the page changes nothing (mail scanners open links); the button does.
 */
export default function UnsubscribePage() {
  const { t, i18n } = useLingui();
  const [params] = useHydratedSearchParams();
  const token = params.get("t") ?? "";
  const [state, setState] = useState<State>({ kind: "ready" });

  const stop = async () => {
    setState({ kind: "sending" });
    try {
      await unsubscribe(token);
      setState({ kind: "done" });
    } catch (error) {
      setState({ kind: "failed", message: describeError(error, i18n) });
    }
  };

  return (
    <>
      <PageMeta title={t`Stop e-mails from us`} description={t`Stop e-mails from our research team.`} noIndex />
      <PageHero title={t`Stop e-mails from us`} />
      <div className="mx-auto max-w-2xl space-y-5 px-4 py-12 text-lg text-slate-800 sm:px-6">
        <div role="status" aria-live="polite">
          {state.kind === "done" ? (
            <p className="rounded-xl border-2 border-emerald-700 bg-emerald-50 p-4 font-semibold text-emerald-900">
              <Trans>Done. We will not send you more e-mails. If you want to talk to us, you can still call us.</Trans>
            </p>
          ) : state.kind === "failed" ? (
            <p className="rounded-xl border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">{state.message}</p>
          ) : null}
        </div>
        {state.kind !== "done" ? (
          token ? (
            <>
              <p>
                <Trans>Press the button to stop e-mails from our research team. It does not change anything else.</Trans>
              </p>
              <button
                type="button"
                onClick={() => void stop()}
                aria-disabled={state.kind === "sending" || undefined}
                className={`${buttonStyles.primary} aria-disabled:opacity-60`}
              >
                {state.kind === "sending" ? <Trans>Stopping e-mails...</Trans> : <Trans>Stop e-mails</Trans>}
              </button>
            </>
          ) : (
            <p>
              <Trans>This link is missing its code. Please open the link in our e-mail again.</Trans>
            </p>
          )
        ) : null}
        <p>
          <Trans>
            Questions? Call us at{" "}
            <a href={site.phoneHref} className={linkStyles.inline}>
              {site.phone}
            </a>
            .
          </Trans>
        </p>
      </div>
    </>
  );
}
