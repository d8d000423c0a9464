import { appendFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

type Chunk = { type: "chunk"; fileName: string; facadeModuleId: string | null; imports: string[]; isEntry: boolean };

/**
 * Adds `Link` preload headers to public/_headers for each route: the route's own chunks (and the extra
 * text catalog it needs) as modulepreload, and any listed public image (its likely largest paint), so
 * the browser fetches them alongside the app entry instead of after it has run.
 */
export function routePreloadHeaders(routes: Record<string, { modules: string[]; images?: string[] }>): Plugin {
  let lines: string[] = [];
  let outDir = "";
  return {
    name: "route-preload-headers",
    apply: "build",
    generateBundle(options, bundle) {
      if (this.environment.name !== "client") return;
      outDir = options.dir ?? "";
      const chunks = Object.values(bundle).filter((c): c is Chunk & typeof c => c.type === "chunk") as unknown as Chunk[];
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
      const alreadyPreloaded = closure(entry ? [entry.fileName] : []);
      lines = [];
      for (const [path, { modules, images = [] }] of Object.entries(routes)) {
        const roots = modules.map((m) => chunks.find((c) => c.facadeModuleId?.endsWith(m))?.fileName).filter((f): f is string => !!f);
        if (roots.length !== modules.length) this.error(`routePreloadHeaders: no chunk for one of ${modules.join(", ")}`);
        const files = [...closure(roots)].filter((f) => !alreadyPreloaded.has(f));
        const links = [...files.map((f) => `</${f}>; rel=modulepreload`), ...images.map((i) => `<${i}>; rel=preload; as=image`)];
        if (links.length) lines.push(path, `  Link: ${links.join(", ")}`);
      }
    },
    closeBundle() {
      const headers = join(outDir, "_headers");
      if (!lines.length || !existsSync(headers)) return;
      appendFileSync(headers, `\n# Generated at build time by scripts/vite/routePreloadHeaders.ts\n${lines.join("\n")}\n`);
      lines = [];
    },
  };
}
