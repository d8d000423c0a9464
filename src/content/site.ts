import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { WEEKLY_HOURS } from "../../contract/officeHours";

/**
 * Site identity: the one place an operator changes the clinic's name, address, phone, e-mail and hours.
 * The values below are fictional placeholders (555-01xx numbers and example.com are reserved for that).
 */
export const site = {
  name: "Frontera Community Research",
  shortName: "Frontera Research",
  street: "100 Placeholder Avenue, Suite 1",
  city: "Imperial",
  region: "CA",
  postalCode: "92251",
  country: "US",
  phone: "(760) 555-0142",
  phoneHref: "tel:+17605550142",
  email: "research@example.com",
  /** What the embedded map searches for (SPEC: map by address, zoom 15). */
  mapQuery: "100 Placeholder Avenue, Imperial, CA 92251",
  mapZoom: 15,
  copyrightYear: 2023,
} as const;

export const fullAddress = `${site.street}, ${site.city}, ${site.region} ${site.postalCode}`;

export type OfficeHours = {
  days: MessageDescriptor;
  /** 24-hour "HH:MM" times; null when closed. Formatted for the active language at render time. */
  opens: string | null;
  closes: string | null;
  /** schema.org day names, for structured data. */
  schemaDays: string[];
};

const hoursOf = (weekday: keyof typeof WEEKLY_HOURS) => ({
  opens: WEEKLY_HOURS[weekday]?.opens ?? null,
  closes: WEEKLY_HOURS[weekday]?.closes ?? null,
});

/** SPEC §9 office hours as the footer and structured data show them; the hours themselves live in contract/officeHours.ts. */
export const officeHours: OfficeHours[] = [
  { days: msg`Monday - Thursday`, ...hoursOf(1), schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday"] },
  { days: msg`Friday`, ...hoursOf(5), schemaDays: ["Friday"] },
  { days: msg`Saturday - Sunday`, ...hoursOf(6), schemaDays: ["Saturday", "Sunday"] },
];
