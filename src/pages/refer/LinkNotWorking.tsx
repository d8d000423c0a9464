import { Trans } from "@lingui/react/macro";
import { clinic } from "../../../contract/clinic";
import { linkStyles } from "../../ui/styles";

/**
 * A private link's page without its content: revoked, replaced or never ours (what to do, without saying which),
 * or `busy`, while the clinic's database cannot be read (not the link's fault: reload).
 */
export function LinkNotWorking({ busy = false }: { busy?: boolean }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-lg text-slate-900">
      {busy ? (
        <>
          <p className="font-semibold">
            <Trans>Our system is busy for a moment.</Trans>
          </p>
          <p className="mt-2">
            <Trans>Please reload this page in a few seconds.</Trans>
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">
            <Trans>This link does not work anymore.</Trans>
          </p>
          <p className="mt-2">
            <Trans>
              Please call us at{" "}
              <a href={`tel:${clinic.phoneE164}`} className={linkStyles.inline}>
                {clinic.phone}
              </a>{" "}
              and ask for a new link.
            </Trans>
          </p>
        </>
      )}
    </div>
  );
}
