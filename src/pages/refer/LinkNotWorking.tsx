import { Trans } from "@lingui/react/macro";
import { clinic } from "../../../contract/clinic";
import { linkStyles } from "../../ui/styles";

/** A private link that was revoked, replaced or never ours: what to do, without saying which. */
export function LinkNotWorking() {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-lg text-slate-900">
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
    </div>
  );
}
