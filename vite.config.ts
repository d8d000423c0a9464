import { cloudflare } from "@cloudflare/vite-plugin";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { routePreloadHeaders } from "./scripts/vite/routePreloadHeaders";

// Screens other than Home need the second text catalog (see lingui.config.ts); English is the default.
const pagesCatalog = "src/locales/en/pages.po";

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Lingui's macros (t, Trans, msg) are compiled away by its Babel preset.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A production build fails if any Spanish translation is missing.
    lingui({ failOnMissing: command === "build" }),
    tailwindcss(),
    cloudflare(),
    routePreloadHeaders({
      "/": { modules: ["src/pages/home/HomePage.tsx"] },
      "/about": { modules: ["src/pages/about/AboutPage.tsx", pagesCatalog] },
      "/studies": {
        modules: ["src/pages/studies/StudiesPage.tsx", pagesCatalog],
        images: ["/images/studies/finality-hf.svg"],
      },
      "/participants": { modules: ["src/pages/participants/ParticipantsPage.tsx", pagesCatalog] },
      "/sponsors": { modules: ["src/pages/sponsors/SponsorsPage.tsx", pagesCatalog] },
      "/contact": { modules: ["src/pages/contact/ContactPage.tsx", pagesCatalog] },
    }),
  ],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The small building blocks every page uses (and what they import) travel together instead of as
          // a dozen tiny files: fewer requests and better compression for the first page load.
          groups: [
            {
              name: "page-kit",
              test: /\/src\/(ui\/(styles|Reveal|Section|PageHero|ContactCta|Skeleton|Icon|InfoCard|StudyCard|WhenNearViewport)|shell\/PageMeta|content\/site)\./,
            },
          ],
        },
      },
    },
  },
}));
