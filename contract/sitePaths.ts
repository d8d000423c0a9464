/**
 * The public pages and where each language lives (DESIGN §6): English at /about, Spanish at /es/about.
 * The one owner of these rules, read by the client, the prerender step and the Worker's sitemap.
 */
import type { Language } from "./language";
import { STUDY_IDS, studySlug } from "./studies.ts";

/** A page per study: /studies/finality-hf, ... */
export const STUDY_PATHS = STUDY_IDS.map((id) => `/studies/${studySlug(id)}`);

export const PUBLIC_PATHS = [
  "/",
  "/about",
  "/studies",
  "/participants",
  "/sponsors",
  "/contact",
  // The policies the footer and the consent statement point to.
  "/privacy",
  "/terms",
  "/accessibility",
  "/language-assistance",
  ...STUDY_PATHS,
];

export const SPANISH_PREFIX = "/es";

/** The language a path is rendered in: /es and /es/... are Spanish, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** A path without its language prefix ("/es/about" → "/about", "/es" → "/"). */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/** The same page in `language` ("/about", "es" → "/es/about"; "/", "es" → "/es"). */
export function localizedPath(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path);
  if (language === "en") return bare;
  return bare === "/" ? SPANISH_PREFIX : `${SPANISH_PREFIX}${bare}`;
}

/** Staff screens: client-only, never prerendered, never under /es (their toggle switches in place). */
export function isStaffPath(pathname: string): boolean {
  return pathname === "/admin-login" || pathname === "/admin" || pathname.startsWith("/admin/");
}
