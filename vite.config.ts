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
import { pagePath, PAGES } from "./contract/pages.ts";

export default defineConfig(({ command }) => ({
  define: buildDefines(),
  // The Worker renders the pages that read D1 with the build's own renderer (worker/pages/renderer.ts).
  resolve: { alias: { "virtual:page-renderer": fileURLToPath(new URL("./src/prerender/renderPage.tsx", import.meta.url)) } },
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
            {
              name: "page-kit",
              // With the published studies' reader (Home and both study pages hydrate with it).
              test: /\/(src\/(ui\/(styles|Reveal|Section|PageHero|ContactCta|Skeleton|Icon|InfoCard|StudyCard)|shell\/PageMeta|content\/(site|recruitment)|studies\/(StudySource|loadPublishedStudies|settled)|prerender\/document)|contract\/(language|attribution|studies))\./,
            },
          ],
        },
      },
    },
  },
}));
