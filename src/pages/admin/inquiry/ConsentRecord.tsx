import { Trans } from "@lingui/react/macro";
import type { InquiryDto } from "../../../../contract/inquiry";

/** How an inquiry's consent was recorded: which statement, in which language, or that it was not. */
export function ConsentRecord({ consent }: { consent: InquiryDto["consent"] }) {
  if (!consent) {
    return (
      <span className="font-medium text-amber-800">
        <Trans>Consent not recorded</Trans>
      </span>
    );
  }
  const version = consent.version ?? "—";
  if (consent.language === "es") return <Trans>Given (statement of {version}, shown in Spanish)</Trans>;
  if (consent.language === "en") return <Trans>Given (statement of {version}, shown in English)</Trans>;
  return <Trans>Given (statement version not recorded)</Trans>;
}
