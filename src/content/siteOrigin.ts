/** The site's public origin, from SITE_ORIGIN at build time (scripts/vite/siteOrigin.ts). */
export const SITE_ORIGIN: string = import.meta.env.VITE_SITE_ORIGIN;
