import type { Language } from "../../contract/language";
import { renderDocument, type PageData } from "../../src/prerender/document";
import { siteOrigin } from "../config";
import { loadPageKit } from "./kit";
import { loadRenderer } from "./renderer";

/**
 * One public page as a complete HTML document, rendered here with the build's renderer and page kit: the
 * pages that read the studies, and the contact form sent back with what the visitor typed.
 */
export async function renderPageDocument(
  env: Env,
  url: URL,
  page: { language: Language; route: string; data: PageData },
): Promise<{ html: string; build: string }> {
  const [kit, renderPage] = await Promise.all([loadPageKit(env, url.origin), loadRenderer()]);
  const html = await renderDocument(renderPage, kit, {
    url: `${url.origin}${url.pathname}${url.search}`,
    route: page.route,
    language: page.language,
    origin: siteOrigin(env),
    data: page.data,
  });
  return { html, build: kit.build };
}
