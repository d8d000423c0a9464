import type { Language } from "../../contract/language";
import { inlineScripts, pageDocument, pagePreloads, splitHoisted, type PageData } from "../../src/prerender/document";
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
  const rendered = await renderPage(`${url.origin}${url.pathname}${url.search}`, page.language, page.data);
  if (rendered.status !== 200) throw new Error(`page rendered with status ${rendered.status}`);
  const { head, body } = splitHoisted(rendered.html);
  const html = pageDocument(kit.template, {
    head,
    body,
    language: page.language,
    origin: siteOrigin(env),
    preloads: pagePreloads(kit.preloads[page.route], page.language),
    data: page.data,
  });
  // The CSP refuses inline script; a page that would carry one is a bug, not something to serve.
  if (inlineScripts(html).length > 0) throw new Error("page has inline script");
  return { html, build: kit.build };
}
