import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { clinic, clinicAddress } from "../../contract/clinic";
import { WEEKLY_HOURS } from "../../contract/officeHours";

/**
 * Site identity as the pages use it: the clinic's own details come from contract/clinic.ts (the one place
 * to change them), the hours from contract/officeHours.ts.
 */
export const site = {
  ...clinic,
  phoneHref: `tel:${clinic.phoneE164}`,
  /** What the embedded map searches for (SPEC: map by address, zoom 15). */
  mapQuery: `${clinic.street.split(",")[0]}, ${clinic.city}, ${clinic.region} ${clinic.postalCode}`,
  mapZoom: 15,
  copyrightYear: 2023,
} as const;

export const fullAddress = clinicAddress;

export type OfficeHours = {
  days: MessageDescriptor;
  /** 24-hour "HH:MM" times; null when closed. Formatted for the active language at render time. */
  opens: string | null;
  closes: string | null;
};

const hoursOf = (weekday: keyof typeof WEEKLY_HOURS) => ({
  opens: WEEKLY_HOURS[weekday]?.opens ?? null,
  closes: WEEKLY_HOURS[weekday]?.closes ?? null,
});

/**
 * docs/product.md#constants office hours as the pages show them; the hours themselves live in
 * contract/officeHours.ts (the structured data reads them there: src/prerender/clinicStructuredData.ts).
 */
export const officeHours: OfficeHours[] = [
  { days: msg`Monday - Thursday`, ...hoursOf(1) },
  { days: msg`Friday`, ...hoursOf(5) },
  { days: msg`Saturday - Sunday`, ...hoursOf(6) },
];
