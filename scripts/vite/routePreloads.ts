import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

type Chunk = { type: "chunk"; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };
type RouteNeeds = { module: string; pagesCatalog: boolean; images?: string[] };
import type { RoutePreloads } from "../../src/prerender/document.ts";

const APP_MODULE = "src/startApp.tsx";
/** The key of the staff screens' client-only shell: the app alone. */
export const APP_SHELL = "app-shell";

/** Where the prerender step finds the list (outside dist/client: it is not served). */
export const ROUTE_PRELOADS_FILE = "dist/route-preloads.json";

const catalogs = (language: "en" | "es", pagesCatalog: boolean) =>
  // English shell text is part of the entry; Spanish shell text and both `pages` catalogs are chunks.
  [...(language === "es" ? ["src/locales/es/messages.po"] : []), ...(pagesCatalog ? [`src/locales/${language}/pages.po`] : [])];

/**
 * For each public route and language: the chunks its first load needs beyond the entry (the page, its
 * imports, the language's text catalogs) and its likely largest image. The prerender step lists the chunks
 * on the page's #root (src/main.tsx preloads them with the app, after the first paint) and preloads the
 * image, so they are not fetched one after another, and a Spanish page never loads English text.
 */
export function routePreloads(routes: Record<string, RouteNeeds>): Plugin {
  return {
    name: "route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk") as unknown as Chunk[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], into = new Set<string>()) => {
        for (const file of start) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      const alreadyLoaded = closure(entry ? [entry.fileName] : []);
      const chunkOf = (module: string) => {
        const found = chunks.find((c) => c.facadeModuleId?.endsWith(module))?.fileName;
        if (!found) this.error(`routePreloads: no chunk for ${module}`);
        return found;
      };
      // The app the entry loads after the first paint (with Vite's preload helper turned off, the entry
      // fetches exactly what it is told to).
      const app = chunkOf(APP_MODULE)!;
      const result: RoutePreloads = {};
      for (const [path, { module, pagesCatalog, images = [] }] of Object.entries(routes)) {
        const forLanguage = (language: "en" | "es") => ({
          modules: [...closure([app, ...[module, ...catalogs(language, pagesCatalog)].map(chunkOf)])].filter((f) => !alreadyLoaded.has(f)),
          images,
        });
        result[path] = { en: forLanguage("en"), es: forLanguage("es") };
      }
      const appOnly = [...closure([app])].filter((f) => !alreadyLoaded.has(f));
      result[APP_SHELL] = { en: { modules: appOnly, images: [] }, es: { modules: appOnly, images: [] } };
      writeFileSync(join(process.cwd(), ROUTE_PRELOADS_FILE), `${JSON.stringify(result, null, 2)}\n`);
    },
  };
}
