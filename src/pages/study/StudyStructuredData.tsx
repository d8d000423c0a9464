import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { localizedPath } from "../../../contract/sitePaths";
import { fullAddress, site } from "../../content/site";
import { SITE_ORIGIN } from "../../content/siteOrigin";
import type { Study } from "../../content/studies";
import type { StudyPage } from "../../content/studyPages";

/**
 * schema.org MedicalTrial with only what the registration and this site know: name, description, the
 * NCT identifier, the design, the condition, that it is recruiting, and where (this clinic).
 */
export function StudyStructuredData({ study, details, registrationUrl }: { study: Study; details: StudyPage; registrationUrl: string }) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const language = i18n.locale === "es" ? "es" : "en";
  const data = {
    "@context": "https://schema.org",
    "@type": "MedicalTrial",
    name: i18n._(study.title),
    alternateName: study.studyId,
    description: i18n._(study.description),
    inLanguage: i18n.locale,
    identifier: { "@type": "PropertyValue", propertyID: "NCT", value: details.nct },
    sameAs: registrationUrl,
    trialDesign: details.trialDesign.map((design) => `https://schema.org/${design}`),
    healthCondition: { "@type": "MedicalCondition", name: t`Heart failure` },
    status: "https://schema.org/Recruiting",
    studyLocation: { "@type": "AdministrativeArea", name: `${site.name}, ${fullAddress}` },
    url: `${SITE_ORIGIN}${localizedPath(pathname, language)}`,
  };
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
