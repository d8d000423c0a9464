/**
 * A public page as a complete HTML document, from the client build's index.html and one render of the page
 * (src/renderPage.tsx). The build uses it for pages without data (scripts/prerender.ts) and the
 * Worker for pages that read the clinic's studies (worker/pages): one way for a page to become HTML.
 */

import type { RegistryMeState } from "../../contract/registryMe";
import type { ContactFormState } from "../../contract/contactForm";
import type { PartnerPageState, ReferFormState } from "../../contract/partners";
import type { RegistryFormState } from "../../contract/registryForm";
import type { QuestionsState } from "../../contract/prescreenSteps";
import type { PublishedStudiesDto } from "../../contract/studies";
import type { StudyListFilter } from "../../contract/studyFilter";
import { clinicStructuredData } from "./clinicStructuredData.ts";

export type PageLanguage = "en" | "es";

/**
 * What a page rendered by the Worker read or was given, carried to the browser in a
 * `<script type="application/json">` so that hydration starts from the same state (src/prerender/pageData.tsx):
 * the published studies, a contact form's state (a study's link, a refused plain submission), a step of a
 * study's questions, the filter a list of studies was asked for in its URL, the registry's sign-up (refused or stored),
 * a referral partner's form and their counts (docs/partners.md).
 */
export type PageData = {
  studies?: PublishedStudiesDto;
  contactForm?: ContactFormState;
  questions?: QuestionsState;
  studyFilter?: StudyListFilter & { path: string };
  registryForm?: RegistryFormState;
  referForm?: ReferFormState;
  partnerPage?: PartnerPageState;
  registryMe?: RegistryMeState;
};
/**
 * src/renderPage.tsx as the build (scripts/prerender.ts) and the Worker (worker/pages/renderer.ts)
 * call it; src/renderPage.tsx checks that it matches.
 */
export type RenderPage = (url: string, language: PageLanguage, data?: PageData) => Promise<{ html: string; status: number }>;

/** For each route and language: the chunks its first load needs and the image worth preloading. */
export type RoutePreloads = Record<string, Record<PageLanguage, { modules: string[]; images: string[] }>>;

/**
 * What the build leaves for the Worker's pages (scripts/prerender.ts writes dist/client/_edge/page-kit.json):
 * the client build's index.html and each route's preloads. `build` names the client build, so a deploy
 * never serves HTML that points at the previous build's chunks from the edge cache.
 */
export type PageKit = { build: string; template: string; preloads: RoutePreloads };

/** The id of the `<script type="application/json">` that carries a page's data to the browser (never executed). */
export const PAGE_DATA_ID = "page-data";

/** The head tags React hoisted to the start of the markup (title, meta, link), and the rest. */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
  let rest = html;
  let head = "";
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Script elements that would run inline: the CSP forbids them, so the build and the Worker do too. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes));
}

/** The page's likely largest image, fetched with the stylesheet; its code, listed for src/main.tsx. */
export function pagePreloads(preloads: RoutePreloads[string] | undefined, language: PageLanguage) {
  const { modules = [], images = [] } = preloads?.[language] ?? {};
  return {
    head: images.map((src) => `<link rel="preload" as="image" href="${src}">`).join(""),
    modules: modules.map((file) => `/${file}`),
  };
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can end or change it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function pageDocument(
  template: string,
  page: {
    head: string;
    body: string;
    language: PageLanguage;
    /** The public origin (SITE_ORIGIN), for the clinic's structured data. */
    origin: string;
    preloads: { head: string; modules: string[] };
    /** What the page read to render, for the browser to hydrate with the same data. */
    data?: PageData;
  },
): string {
  if (!template.includes("<!--shell-->")) throw new Error("page document: the template has no <!--shell--> root (run `vite build` first)");
  const modules = page.preloads.modules.join(" ");
  const data = page.data === undefined ? "" : `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(page.data)}</script>`;
  const filled = template
    .replace('<html lang="en">', `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, "")
    // Before anything else in <head>: a saved language choice moves the visitor before the first paint.
    .replace('<meta charset="UTF-8" />', '<meta charset="UTF-8" />\n    <script src="/language-redirect.js"></script>')
    .replace(
      "</head>",
      () =>
        `    ${page.head}${page.preloads.head}<script type="application/ld+json">${scriptSafeJson(clinicStructuredData(page.language, page.origin))}</script>\n  </head>`,
    )
    // The entry only starts the app after the first paint (src/main.tsx): the stylesheet goes first.
    .replace('<script type="module" crossorigin ', '<script type="module" crossorigin fetchpriority="low" ')
    .replace(
      /<div id="root"><!--shell-->[\s\S]*<!--\/shell--><\/div>/,
      () => `<div id="root" data-prerendered data-modules="${modules}">${page.body}</div>${data}`,
    )
    .replace(/<!--noscript-->[\s\S]*<!--\/noscript-->/, "");
  // A template whose markup moved (a formatter, an edit) must fail, not ship empty pages.
  if (!filled.includes("data-prerendered"))
    throw new Error('page document: index.html has no `<div id="root"><!--shell-->...<!--/shell--></div>` to fill');
  return filled;
}

/**
 * One render of a page made into its complete document: the one way a page becomes HTML, for the build's
 * pages and the Worker's alike. A page that renders with another status, or would carry inline script
 * (the CSP refuses it), is a bug, not something to write or serve.
 */
export async function renderDocument(
  renderPage: RenderPage,
  kit: Pick<PageKit, "template" | "preloads">,
  page: { url: string; route: string; language: PageLanguage; origin: string; data?: PageData },
): Promise<string> {
  const rendered = await renderPage(page.url, page.language, page.data);
  if (rendered.status !== 200) throw new Error(`${page.url} rendered with status ${rendered.status}, expected 200`);
  const { head, body } = splitHoisted(rendered.html);
  const html = pageDocument(kit.template, {
    head,
    body,
    language: page.language,
    origin: page.origin,
    preloads: pagePreloads(kit.preloads[page.route], page.language),
    data: page.data,
  });
  const inline = inlineScripts(html);
  if (inline.length > 0) throw new Error(`${page.url} has inline script: ${inline.join(" | ")}`);
  return html;
}
