/** The site's languages (docs/product.md#audiences-and-claims): English is the default. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
