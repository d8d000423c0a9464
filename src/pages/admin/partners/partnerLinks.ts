import { partnerLinkPath } from "../../../../contract/partnerCode";
import type { Language } from "../../../../contract/language";
import { localizedPath } from "../../../../contract/sitePaths";
import { SITE_ORIGIN } from "../../../content/siteOrigin";

/** The public link a partner's poster and card carry, in the partner's language. */
export const partnerLink = (code: string, language: Language) => `${SITE_ORIGIN}${partnerLinkPath(code, language)}`;

/** The two addresses a private link's secret opens: the referral form and the partner's counts. */
export const privateLinks = (secret: string, language: Language) => ({
  refer: `${SITE_ORIGIN}${localizedPath(`/refer/${secret}`, language)}`,
  counts: `${SITE_ORIGIN}${localizedPath(`/partners/${secret}`, language)}`,
});
