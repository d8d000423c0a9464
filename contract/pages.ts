/**
 * Every public page, once (docs/architecture.md): the route, the module under src/ that renders it, the
 * text catalog it brings, the URLs it answers and whether they are listed. The router (src/router.tsx, through
 * the build's copy of route, module and catalog),
 * the prerender step (scripts/prerender.ts), the sitemap and the bench (PUBLIC_PATHS in sitePaths.ts), the
 * build's preload table (vite.config.ts) and Lingui's catalogs (lingui.config.ts) all read this list:
 * adding a page is one entry here and its module.
 */
export const PAGE_CATALOGS = ["pages", "contact", "legal", "registry"] as const;
/** A catalog fetched with the pages that need it (lingui.config.ts, src/i18n/activate.ts). */
export type PageCatalog = "messages" | (typeof PAGE_CATALOGS)[number];

export type PageEntry = {
  /**
   * The router's path under the layout: "" is Home, "*" the 404 page. The English URL it answers is the same
   * with a leading slash (pagePath); the Spanish one is that under /es. An edge page's route may hold a
   * parameter (studies/:slug): the Worker knows its values from D1.
   */
  route: string;
  /** The module under src/ whose default export is the page. */
  module: string;
  /**
   * Where its words are: "messages", the first-load catalog (the shell, Home); "pages", "contact", "legal" or
   * "registry", a catalog fetched with the page (the contact form, the policies' long texts and the registry's
   * sign-up are their own, so no other page downloads them, and the contact page none of the others').
   */
  catalog: PageCatalog;
  /** Reads the published studies: rendered by the Worker from D1 (worker/pages), not at build time. */
  edge?: true;
  /**
   * Answers a private link (a referral partner's, docs/partners.md): rendered by the Worker for each request
   * (worker/pages/partnerPages.ts), never prerendered, cached, listed or indexed.
   */
  private?: true;
  /** In the sitemap and the bench's list of public pages. */
  listed?: true;
  /** The image worth preloading with the page. */
  images?: readonly string[];
};

export const PAGES: readonly PageEntry[] = [
  { route: "", module: "pages/home/HomePage.tsx", catalog: "messages", listed: true, edge: true },
  { route: "about", module: "pages/about/AboutPage.tsx", catalog: "pages", listed: true },
  {
    route: "studies",
    module: "pages/studies/StudiesPage.tsx",
    catalog: "pages",
    listed: true,
    edge: true,
    images: ["/images/studies/finality-hf.svg"],
  },
  { route: "participants", module: "pages/participants/ParticipantsPage.tsx", catalog: "pages", listed: true },
  { route: "sponsors", module: "pages/sponsors/SponsorsPage.tsx", catalog: "pages", listed: true },
  { route: "contact", module: "pages/contact/ContactPage.tsx", catalog: "contact", listed: true },
  // Where the contact form sent without JavaScript lands (worker/pages/contactForm.ts): not listed, not indexed.
  { route: "contact/sent", module: "pages/contact-sent/ContactSentPage.tsx", catalog: "contact" },
  // The list of people who want to hear about future studies (docs/registry.md); its form posts to the Worker.
  { route: "registry", module: "pages/registry/RegistryPage.tsx", catalog: "registry", listed: true },
  // Where the link in our registry messages leads: the person's own choices (docs/registry.md); not indexed.
  { route: "registry/me", module: "pages/registry-me/RegistryMePage.tsx", catalog: "registry" },
  // The policies the footer and the consent statement point to.
  { route: "privacy", module: "pages/legal/PrivacyPage.tsx", catalog: "legal", listed: true },
  { route: "terms", module: "pages/legal/TermsPage.tsx", catalog: "legal", listed: true },
  { route: "accessibility", module: "pages/legal/AccessibilityPage.tsx", catalog: "legal", listed: true },
  {
    route: "language-assistance",
    module: "pages/legal/LanguageAssistancePage.tsx",
    catalog: "legal",
    listed: true,
  },
  // One page per published study; the sitemap lists them from D1.
  { route: "studies/:slug", module: "pages/study/StudyPage.tsx", catalog: "pages", listed: true, edge: true },
  // A study's pre-screening questions (docs/prescreen.md), for studies whose published version has them.
  {
    route: "studies/:slug/questions",
    module: "pages/study-questions/StudyQuestionsPage.tsx",
    catalog: "pages",
    edge: true,
  },
  // A referral partner's form and counts, behind their private link (docs/partners.md).
  { route: "refer/:link", module: "pages/refer/ReferPage.tsx", catalog: "registry", private: true },
  { route: "partners/:link", module: "pages/partner-report/PartnerReportPage.tsx", catalog: "registry", private: true },
  // The link at the end of our e-mails to people: prerendered, not in the sitemap, not indexed.
  { route: "unsubscribe", module: "pages/unsubscribe/UnsubscribePage.tsx", catalog: "legal" },
  { route: "*", module: "pages/not-found/NotFoundPage.tsx", catalog: "messages" },
];

/** The English URL a page answers ("/", "/studies/:slug"); the 404 page answers none and is never asked. */
export function pagePath(page: Pick<PageEntry, "route">): string {
  return `/${page.route}`;
}

/**
 * The English paths of the pages `which` picks. The lists below are marked pure so that the browser's bundle,
 * which uses none of them, leaves them and PAGES out (Home's first load is on a budget; the router reads the
 * build's copy of PAGES, scripts/vite/buildVars.ts).
 */
export function pathsOf(which: (page: PageEntry) => boolean | undefined): string[] {
  return PAGES.filter(which).map(pagePath);
}

/**
 * The English paths of the pages the Worker renders (`edge`), the one list worker/pages/match.ts matches and
 * wrangler.toml's run_worker_first must send to the Worker (test/worker/edgePages.test.ts holds them together).
 */
export const EDGE_PATHS: readonly string[] = /* @__PURE__ */ pathsOf((page) => page.edge);

/** The English paths of the private-link pages ("/refer/:link"): wrangler.toml sends them to the Worker too. */
export const PRIVATE_PATHS: readonly string[] = /* @__PURE__ */ pathsOf((page) => page.private);

/** The folder of each page whose words are in `catalog` (for lingui.config.ts). */
export function catalogFolders(catalog: PageCatalog): string[] {
  return [...new Set(PAGES.filter((page) => page.catalog === catalog).map((page) => `src/${page.module.replace(/\/[^/]+$/, "")}`))];
}
