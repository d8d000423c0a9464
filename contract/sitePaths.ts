/**
 * The public pages and where each language lives (docs/product.md): English at /about, Spanish at /es/about.
 * The one owner of these rules, read by the client, the prerender step and the Worker's sitemap.
 */
import type { Language } from "./language";
import { pathsOf } from "./pages.ts";

/**
 * The public pages' English URLs, in the order of contract/pages.ts (the sitemap, the bench), without the
 * ones per study, which come from the published studies.
 */
export const PUBLIC_PATHS = /* @__PURE__ */ pathsOf((page) => page.listed && !page.route.includes(":"));

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

/**
 * The link that answers a campaign's "SÍ" (docs/campaigns.md, "Replies"): the study's number, never its slug, which
 * names its condition on a phone anyone may hold. The Worker sends it on to the study's questions.
 */
export const ANSWER_LINK_ROUTE = "/a/:study";
export const answerLinkPath = (studyId: number, language: Language) => localizedPath(`/a/${studyId}`, language);
