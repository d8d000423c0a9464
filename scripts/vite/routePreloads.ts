import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

type Chunk = { type: "chunk"; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };
import type { PageCatalog } from "../../contract/pages.ts";
import type { RoutePreloads } from "../../src/prerender/document.ts";

type RouteNeeds = { module: string; catalog: PageCatalog; images?: string[] };

const APP_MODULE = "src/startApp.tsx";
/** The key of the staff screens' client-only shell: the app alone. */
export const APP_SHELL = "app-shell";

/** Where the prerender step finds the list (outside dist/client: it is not served). */
export const ROUTE_PRELOADS_FILE = "dist/route-preloads.json";

/** The page's text in its language: the shell's catalog, and the page's own when it is not the shell's. */
const catalogs = (language: "en" | "es", catalog: PageCatalog) => [
  `src/locales/${language}/messages.po`,
  // A page catalog comes through the table of their loaders (src/i18n/pageCatalogs.ts), preloaded with it.
  ...(catalog === "messages" ? [] : ["src/i18n/pageCatalogs.ts", `src/locales/${language}/${catalog}.po`]),
];

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
      // The entry starts the app after the first paint (src/main.tsx): a static import would be fetched
      // before it, competing with the stylesheet (a 100 KB framework chunk once slipped in this way).
      if (entry?.imports.length) this.error(`routePreloads: the entry imports ${entry.imports.join(", ")} statically`);
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
      for (const [path, { module, catalog, images = [] }] of Object.entries(routes)) {
        const forLanguage = (language: "en" | "es") => ({
          modules: [...closure([app, ...[module, ...catalogs(language, catalog)].map(chunkOf)])].filter((f) => !alreadyLoaded.has(f)),
          images,
        });
        result[path] = { en: forLanguage("en"), es: forLanguage("es") };
      }
      // The staff screens switch language in place; English, the default, comes with the app.
      const appOnly = [...closure([app, chunkOf("src/locales/en/messages.po")!])].filter((f) => !alreadyLoaded.has(f));
      result[APP_SHELL] = { en: { modules: appOnly, images: [] }, es: { modules: appOnly, images: [] } };
      writeFileSync(join(process.cwd(), ROUTE_PRELOADS_FILE), `${JSON.stringify(result, null, 2)}\n`);
    },
  };
}
