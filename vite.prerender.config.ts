import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildDefines } from "./scripts/vite/buildVars.ts";

/** The server build of the prerender entry (run after the client build by `npm run build`). */
export default defineConfig({
  define: buildDefines(),
  publicDir: false,
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui({ failOnMissing: true })],
  build: {
    ssr: "src/renderPage.tsx",
    outDir: "dist/prerender",
    emptyOutDir: true,
    target: "node22",
  },
});
