import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, useRouteError } from "react-router";
import { buttonStyles } from "../ui/styles";
import { isChunkLoadError, reloadOnce } from "./chunkRecovery";

/**
 * What a route shows when its code or rendering fails, instead of React Router's developer page: a
 * missing chunk after a deploy reloads the page once; anything else gets a plain message and a way home.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnce());

  useEffect(() => {
    if (!reloading) document.title = t`Something went wrong`;
  }, [reloading, t]);

  if (reloading) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-lg text-slate-700">
        <Trans>Loading the latest version of the site…</Trans>
      </p>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="text-3xl font-bold text-brand-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        <Trans>This page could not be shown. Please reload it, or go back to the home page.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
          <Trans>Reload page</Trans>
        </button>
        <Link to="/" className={buttonStyles.secondary}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </section>
  );
}
