import type { Language } from "../../contract/language";
import { EDGE_PATHS } from "../../contract/pages";
import { languageOfPath, pathWithoutLanguage } from "../../contract/sitePaths";

/** A page the Worker renders because it reads the published studies (contract/pages.ts `edge`). */
export type EdgePage = {
  language: Language;
  /** The key of its preloads in the page kit (contract/pages.ts paths). */
  route: "/" | "/studies" | "/studies/:slug" | "/studies/:slug/questions";
  slug?: string;
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** contract/pages.ts's edge paths as patterns: a `:slug` is one path segment a study's slug may be. */
const EDGE_PATTERNS = EDGE_PATHS.map((route) => ({
  route: route as EdgePage["route"],
  pattern: new RegExp(`^${route.replace(/:slug/, "([^/]+)")}$`),
}));

export function matchEdgePage(pathname: string): EdgePage | null {
  const language = languageOfPath(pathname);
  const path = pathWithoutLanguage(pathname);
  for (const { route, pattern } of EDGE_PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const slug = match[1];
    if (slug === undefined) return { language, route };
    return SLUG.test(slug) ? { language, route, slug } : null;
  }
  return null;
}

/** The part of each edge path before its parameter ("/studies/"), or the whole path: what is sent to the Worker. */
export const EDGE_PREFIXES = [...new Set(EDGE_PATHS.map((route) => route.split(":")[0]!))];

/** Paths wrangler.toml sends to the Worker for these pages (run_worker_first), matched or not. */
export function isEdgePath(pathname: string): boolean {
  const path = pathWithoutLanguage(pathname);
  return EDGE_PREFIXES.some((prefix) => (prefix.endsWith("/") && prefix !== "/" ? path.startsWith(prefix) : path === prefix));
}
