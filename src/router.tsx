import { createBrowserRouter, type RouteObject } from "react-router";
import { loadPageMessages } from "./i18n/activate";
import { Header } from "./shell/Header";
import { Layout } from "./shell/Layout";
import { RouteError } from "./shell/RouteError";

type PageModule = { default: React.ComponentType };

/** A lazily loaded screen; screens other than Home and 404 also fetch the `pages` text catalog. */
const page = (load: () => Promise<PageModule>, needsPageMessages = true) => ({
  lazy: {
    Component: async () => {
      const [module] = await Promise.all([load(), needsPageMessages ? loadPageMessages() : undefined]);
      return module.default;
    },
  },
});

/**
 * Every public route of SPEC §2; each page is its own lazily loaded chunk. The staff area's routes are
 * in src/staffRouter.tsx, loaded only when a staff screen is opened (they are served as a separate shell). One table for the browser router and
 * the prerender step (src/prerender/renderPage.tsx). Spanish public pages use the same table under the
 * router basename "/es".
 */
export function appRoutes({ askLanguage }: { askLanguage: boolean }): RouteObject[] {
  return [
    {
      element: <Layout askLanguage={askLanguage} />,
      // Shown while the first page's chunk loads: the same header and hero colour as the static shell
      // in index.html, so nothing jumps.
      hydrateFallbackElement: (
        <>
          <Header />
          <div className="min-h-screen bg-gradient-to-br from-brand-900 to-brand-700" />
        </>
      ),
      errorElement: <RouteError />,
      children: [
        {
          // Inside the layout, so the header and footer stay when a page fails to load.
          errorElement: <RouteError />,
          children: [
        { index: true, ...page(() => import("./pages/home/HomePage"), false) },
        { path: "about", ...page(() => import("./pages/about/AboutPage")) },
        { path: "studies", ...page(() => import("./pages/studies/StudiesPage")) },
        { path: "studies/:slug", ...page(() => import("./pages/study/StudyPage")) },
        { path: "participants", ...page(() => import("./pages/participants/ParticipantsPage")) },
        { path: "sponsors", ...page(() => import("./pages/sponsors/SponsorsPage")) },
        { path: "contact", ...page(() => import("./pages/contact/ContactPage")) },
        { path: "privacy", ...page(() => import("./pages/legal/PrivacyPage")) },
        { path: "terms", ...page(() => import("./pages/legal/TermsPage")) },
        { path: "accessibility", ...page(() => import("./pages/legal/AccessibilityPage")) },
        { path: "language-assistance", ...page(() => import("./pages/legal/LanguageAssistancePage")) },
        // The link at the end of our e-mails to people (not in the sitemap, not indexed).
        { path: "unsubscribe", ...page(() => import("./pages/unsubscribe/UnsubscribePage")) },
        { path: "*", ...page(() => import("./pages/not-found/NotFoundPage"), false) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter({ askLanguage, basename }: { askLanguage: boolean; basename?: string }) {
  return createBrowserRouter(appRoutes({ askLanguage }), { basename });
}


/** The staff area's route table (src/staffRouter.tsx), loaded only on its shell. */
export const loadStaffRouter = () => import("./staffRouter").then((module) => module.createStaffRouter());
