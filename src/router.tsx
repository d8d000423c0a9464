import { createBrowserRouter, type RouteObject } from "react-router";
import type { PageCatalog, PageEntry } from "../contract/pages";
import { loadPageMessages } from "./i18n/activate";
import { Header } from "./shell/Header";
import { Layout } from "./shell/Layout";
import { RouteError } from "./shell/RouteError";

type PageModule = { default: React.ComponentType };

/** contract/pages.ts's pages, only the fields the router reads, put in by the build (scripts/vite/buildVars.ts). */
const PAGE_ROUTES = JSON.parse(import.meta.env.VITE_PAGE_ROUTES) as Pick<PageEntry, "route" | "module" | "catalog">[];

/** Each public page's module as its own lazily loaded chunk (the staff area's are in src/staffRouter.tsx). */
// (The policies' shared layout is named like a page but is none: left out, as every byte here loads with Home.)
const pageModules = import.meta.glob<PageModule>([
  "./pages/*/*Page.tsx",
  "!./pages/admin-login/**",
  "!./pages/legal/LegalDocumentPage.tsx",
]);

/** A lazily loaded screen, with the text catalog its words are in (contract/pages.ts). */
const page = (load: () => Promise<PageModule>, catalog: PageCatalog) => ({
  lazy: {
    Component: async () => {
      const [module] = await Promise.all([load(), catalog === "messages" ? undefined : loadPageMessages(catalog)]);
      return module.default;
    },
  },
});

/**
 * Every public route of docs/product.md#screens-and-routes; each page is its own lazily loaded chunk. The staff area's routes are
 * in src/staffRouter.tsx, loaded only when a staff screen is opened (they are served as a separate shell). One table for the browser router and
 * the prerender step (src/renderPage.tsx). Spanish public pages use the same table under the
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
            ...PAGE_ROUTES.map((entry) => ({
              ...(entry.route === "" ? { index: true } : { path: entry.route }),
              ...page(pageModules[`./${entry.module}`]!, entry.catalog),
            })),
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
