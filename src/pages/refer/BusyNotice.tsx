import { Trans } from "@lingui/react/macro";

/** A private link's page while the clinic's database cannot be read: not the link's fault, so try again. */
export function BusyNotice() {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-lg text-slate-900">
      <p className="font-semibold">
        <Trans>Our system is busy for a moment.</Trans>
      </p>
      <p className="mt-2">
        <Trans>Please reload this page in a few seconds.</Trans>
      </p>
    </div>
  );
}
