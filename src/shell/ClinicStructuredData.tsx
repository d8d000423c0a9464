import { useLingui } from "@lingui/react/macro";
import { officeHours, site } from "../content/site";
import { SITE_ORIGIN } from "../content/siteOrigin";

/** schema.org MedicalClinic data for search engines, built from the one site-identity module. */
export function ClinicStructuredData() {
  const { i18n } = useLingui();
  const data = {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    name: site.name,
    telephone: site.phone,
    email: site.email,
    url: SITE_ORIGIN,
    inLanguage: i18n.locale,
    availableLanguage: ["English", "Spanish"],
    address: {
      "@type": "PostalAddress",
      streetAddress: site.street,
      addressLocality: site.city,
      addressRegion: site.region,
      postalCode: site.postalCode,
      addressCountry: site.country,
    },
    openingHoursSpecification: officeHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: row.schemaDays, opens: row.opens, closes: row.closes })),
    medicalSpecialty: ["InternalMedicine", "Nephrology", "Cardiovascular", "Endocrine"],
  };
  return <script type="application/ld+json">{JSON.stringify(data)}</script>;
}
