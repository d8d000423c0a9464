import type { Language } from "../../contract/language";
import { languageOfPath, pathWithoutLanguage } from "../../contract/sitePaths";

/** A page the Worker renders because it reads the published studies (contract/pages.ts `edge`). */
export type EdgePage = {
  language: Language;
  /** The key of its preloads in the page kit (contract/pages.ts paths). */
  route: "/" | "/studies" | "/studies/:slug" | "/studies/:slug/questions";
  slug?: string;
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function matchEdgePage(pathname: string): EdgePage | null {
  const language = languageOfPath(pathname);
  const path = pathWithoutLanguage(pathname);
  if (path === "/" || path === "/studies") return { language, route: path };
  const [, slug, questions] = /^\/studies\/([^/]+)(\/questions)?$/.exec(path) ?? [];
  if (!slug || !SLUG.test(slug)) return null;
  return { language, route: questions ? "/studies/:slug/questions" : "/studies/:slug", slug };
}

/** Paths wrangler.toml sends to the Worker for these pages (run_worker_first), matched or not. */
export function isEdgePath(pathname: string): boolean {
  const path = pathWithoutLanguage(pathname);
  return path === "/" || path === "/studies" || path.startsWith("/studies/");
}
