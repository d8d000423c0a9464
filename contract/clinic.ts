/**
 * The clinic's identity: the one place an operator changes its name, address, phone and e-mail. The
 * pages (src/content/site.ts), the Worker's messages and the admin CLI read it from here. The values are
 * fictional placeholders (555-01xx numbers and example.com are reserved for that); `npm run deploy`
 * refuses to publish them.
 */
export const clinic = {
  name: "Frontera Community Research",
  shortName: "Frontera Research",
  street: "100 Placeholder Avenue, Suite 1",
  city: "Imperial",
  region: "CA",
  postalCode: "92251",
  country: "US",
  phone: "(760) 555-0142",
  /** E.164, for tel: links and as the number texts say to call back. */
  phoneE164: "+17605550142",
  email: "research@example.com",
} as const;

export const clinicAddress = `${clinic.street}, ${clinic.city}, ${clinic.region} ${clinic.postalCode}`;
