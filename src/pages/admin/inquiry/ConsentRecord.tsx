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
  // A partner's referral form (docs/partners.md): the partner confirmed the person's yes to a call.
  if (version.startsWith("referral-")) return <Trans>Confirmed by the referring partner (statement of {version})</Trans>;
  if (consent.language === "es") return <Trans>Given (statement of {version}, shown in Spanish)</Trans>;
  if (consent.language === "en") return <Trans>Given (statement of {version}, shown in English)</Trans>;
  return <Trans>Given (statement version not recorded)</Trans>;
}
