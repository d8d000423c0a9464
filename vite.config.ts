import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { routePreloads } from "./scripts/vite/routePreloads.ts";
import { buildDefines } from "./scripts/vite/buildVars.ts";
import { minifyHeadScript } from "./scripts/vite/minifyHeadScript.ts";
import { pageKit } from "./scripts/vite/pageKit.ts";
import { pagePath, PAGES, type PageEntry } from "./contract/pages.ts";

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The app, Home and the other public pages, as the kit's chooser sees them (absolute module ids). */
function pageKitModules() {
  const module = (page: PageEntry) => fromHere(`./src/${page.module}`);
  const others = PAGES.filter((page) => page.route !== "" && page.route !== "*" && !page.private);
  const home = PAGES.find((page) => page.route === "")!;
  return {
    app: fromHere("./src/startApp.tsx"),
    home: module(home),
    pages: others.map(module),
    roots: [fromHere("./src/"), fromHere("./contract/")],
  };
}

export default defineConfig(({ command }) => ({
  define: buildDefines(),
  // The Worker renders the pages that read D1 with the build's own renderer (worker/pages/renderer.ts).
  resolve: { alias: { "virtual:page-renderer": fromHere("./src/renderPage.tsx") } },
  plugins: [
    react(),
    // Lingui's macros (t, Trans, msg) are compiled away by its Babel preset.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A production build fails if any Spanish translation is missing.
    lingui({ failOnMissing: command === "build" }),
    tailwindcss(),
    // `npm run dev` renders every page in the browser (nothing is prerendered there): unknown paths get
    // the app, which routes /es/... and /admin itself. Builds keep wrangler.toml's 404 pages.
    cloudflare(command === "serve" ? { config: { assets: { not_found_handling: "single-page-application" } } } : {}),
    minifyHeadScript("language-redirect.js"),
    // For each page of contract/pages.ts (and the 404 page): the chunks and catalog its first load needs.
    routePreloads(
      Object.fromEntries(
        PAGES.flatMap((page) =>
          (page.route === "*" ? ["404"] : [pagePath(page)]).map((path) => [
            path,
            { module: `src/${page.module}`, catalog: page.catalog, images: page.images ? [...page.images] : [] },
          ]),
        ),
      ),
    ),
  ],
  build: {
    // No preload helper in the bundle: the entry preloads the app and the page's chunks itself, from the
    // list the build writes on #root (scripts/vite/routePreloads.ts), and page chunks import little beyond
    // what every page already has.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small building blocks every page uses (and what they import) travel together instead of as
          // a dozen tiny files: fewer requests and better compression for the first page load.
          groups: [
            {
              // React, its DOM renderer, the router and Lingui: every screen needs them; one file compresses best.
              // (Nothing the entry imports may land here: the entry must not fetch it before the first paint.)
              name: "framework",
              test: /\/node_modules\/(react|react-dom|scheduler|react-router|@lingui\/(core|react)|use-sync-external-store)\//,
              priority: 2,
            },
            // The blocks Home shares with other pages, chosen from the import graph (scripts/vite/pageKit.ts).
            { name: pageKit(pageKitModules()) },
          ],
        },
      },
    },
  },
}));
