import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { VolunteerSelfDto } from "../../../contract/volunteers";
import { ApiError } from "../../api/http";
import { fetchRegistrySelf } from "../../api/registry";
import { site } from "../../content/site";
import { PageMeta } from "../../shell/PageMeta";
import { PageHero } from "../../ui/PageHero";
import { linkStyles } from "../../ui/styles";
import { useHydratedSearchParams } from "../../ui/useHydrated";
import { SelfService } from "./SelfService";

type Load = { kind: "loading" } | { kind: "ready"; person: VolunteerSelfDto } | { kind: "failed"; reason: "link" | "gone" | "network" };

/**
 * Where the link in our registry messages leads (`/registry/me?t=…`): the person sees what we keep about their
 * choices and changes them, renews or leaves, with no sign-in. Opening it changes nothing (mail scanners
 * open links); each change is a button. Not indexed.
 */
export default function RegistryMePage() {
  const { t } = useLingui();
  const [params] = useHydratedSearchParams();
  const token = params.get("t") ?? "";
  const [load, setLoad] = useState<Load>({ kind: "loading" });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchRegistrySelf(token, controller.signal).then(
      (person) => setLoad({ kind: "ready", person }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = error instanceof ApiError ? error.status : 0;
        setLoad({ kind: "failed", reason: status === 400 ? "link" : status === 404 ? "gone" : "network" });
      },
    );
    return () => controller.abort();
  }, [token]);

  const phone = site.phone;
  const shown: Load = token ? load : { kind: "failed", reason: "link" };
  return (
    <>
      <PageMeta
        title={t`Your choices for future studies`}
        description={t`See or change your choices on our list for future studies.`}
        noIndex
      />
      <PageHero title={t`Your choices for future studies`} />
      <div className="mx-auto max-w-2xl space-y-5 px-4 py-12 text-lg text-slate-800 sm:px-6" aria-busy={shown.kind === "loading"}>
        {shown.kind === "loading" ? (
          <p role="status">
            <Trans>Loading your choices…</Trans>
          </p>
        ) : shown.kind === "ready" ? (
          <SelfService token={token} person={shown.person} onChange={(person) => setLoad({ kind: "ready", person })} />
        ) : (
          <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-800">
            {shown.reason === "link" ? (
              <Trans>This link is not complete or not valid. Please use the link from our most recent message.</Trans>
            ) : shown.reason === "gone" ? (
              <Trans>You are no longer on our list. We will not write to you about future studies.</Trans>
            ) : (
              <Trans>We could not reach our server. Check your connection and reload the page.</Trans>
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
