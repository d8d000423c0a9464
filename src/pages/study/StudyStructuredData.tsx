import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { localizedPath } from "../../../contract/sitePaths";
import { enrollmentShown } from "../../../contract/enrollmentShown";
import type { PublicStudyDto } from "../../../contract/studies";
import { fullAddress, site } from "../../content/site";
import { SITE_ORIGIN } from "../../content/siteOrigin";

/**
 * schema.org MedicalTrial with only what the registration and this site know: name, description, the
 * NCT identifier, the design, the condition, that it is recruiting (only while the clinic has confirmed it
 * lately: contract/enrollment.ts), the sponsor, and where (this clinic).
 */
export function StudyStructuredData({ study, registrationUrl }: { study: PublicStudyDto; registrationUrl: string | null }) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const language = i18n.locale === "es" ? "es" : "en";
  const data = {
    "@context": "https://schema.org",
    "@type": "MedicalTrial",
    name: study.text.title,
    alternateName: study.code,
    description: study.text.summary,
    inLanguage: i18n.locale,
    ...(study.nct && registrationUrl
      ? { identifier: { "@type": "PropertyValue", propertyID: "NCT", value: study.nct }, sameAs: registrationUrl }
      : {}),
    trialDesign: study.design.trialDesign.map((design) => `https://schema.org/${design}`),
    healthCondition: { "@type": "MedicalCondition", name: t`Heart failure` },
    ...(enrollmentShown(study) === "enrolling" ? { status: "https://schema.org/Recruiting" } : {}),
    sponsor: { "@type": "Organization", name: study.text.sponsor },
    studyLocation: { "@type": "AdministrativeArea", name: `${site.name}, ${fullAddress}` },
    url: `${SITE_ORIGIN}${localizedPath(pathname, language)}`,
  };
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
