/** The site's languages (SPEC §1): English is the default. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
