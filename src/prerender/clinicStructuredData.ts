import { clinic } from "../../contract/clinic.ts";
import { WEEKLY_HOURS } from "../../contract/officeHours.ts";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * schema.org MedicalClinic data for search engines, written into every public page's <head> by the page
 * document (src/prerender/document.ts) rather than rendered by React: it is the same on every page, and the
 * browser never needs it, so it costs the page's JavaScript nothing.
 */
export function clinicStructuredData(language: "en" | "es", origin: string): object {
  const open = Object.entries(WEEKLY_HOURS).filter(([, hours]) => hours !== null);
  // One entry per distinct opening time, with the days that share it.
  const groups = new Map<string, string[]>();
  for (const [day, hours] of open) {
    const key = `${hours!.opens}-${hours!.closes}`;
    groups.set(key, [...(groups.get(key) ?? []), DAY_NAMES[Number(day)]!]);
  }
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    name: clinic.name,
    telephone: clinic.phone,
    email: clinic.email,
    url: origin,
    inLanguage: language,
    availableLanguage: ["English", "Spanish"],
    address: {
      "@type": "PostalAddress",
      streetAddress: clinic.street,
      addressLocality: clinic.city,
      addressRegion: clinic.region,
      postalCode: clinic.postalCode,
      addressCountry: clinic.country,
    },
    openingHoursSpecification: [...groups].map(([times, days]) => {
      const [opens, closes] = times.split("-");
      return { "@type": "OpeningHoursSpecification", dayOfWeek: days, opens, closes };
    }),
    medicalSpecialty: ["InternalMedicine", "Nephrology", "Cardiovascular", "Endocrine"],
  };
}
