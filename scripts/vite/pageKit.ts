/**
 * Which of our modules travel in the shared "page-kit" chunk, read from the import graph instead of a
 * hand-kept list. A module joins the kit when
 * - Home reaches it and another public page does too (the site's blocks, the published studies' reader), or
 * - more than half of the other public pages reach it (the page hero), or
 * - the app (src/startApp.tsx) reaches it and a module outside the app imports it too (the language and
 *   attribution helpers, which would otherwise be files of a few bytes each),
 * and nothing it imports loads code lazily: such a module brings Vite's preload helper, which the entry
 * shares, and the entry must import nothing before the first paint (scripts/vite/routePreloads.ts checks).
 * Home, on the tightest budget (docs/budgets.md), then loads the app, the kit and its own chunk, and the
 * other pages share the kit instead of a dozen tiny chunks.
 */
type ModuleInfo = { importedIds: readonly string[]; importers: readonly string[]; dynamicallyImportedIds: readonly string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

export type PageKitModules = {
  /** Absolute path of the app module every page loads first. */
  app: string;
  /** Absolute path of Home's page module. */
  home: string;
  /** Absolute paths of the other public pages' modules. */
  pages: readonly string[];
  /** Absolute paths of the folders whose modules may join the kit (our own code, not packages). */
  roots: readonly string[];
};

/** A code-splitting group's `name` function: "page-kit" for a kit module, nothing for the rest. */
export function pageKit({ app, home, pages, roots }: PageKitModules) {
  const ours = (id: string) => /\.tsx?$/.test(id) && roots.some((root) => id.startsWith(root));
  // One kit per chunking pass (the client's and the Worker's builds each have a graph of their own); the
  // graph's records are reused within a pass, so the app's record keys it.
  const kits = new WeakMap<object, Set<string>>();

  return (id: string, graph: ModuleGraph): string | null => {
    const pass = graph.getModuleInfo(app);
    if (!pass) return null;
    if (!kits.has(pass)) kits.set(pass, chooseKit(graph));
    return kits.get(pass)!.has(id) ? "page-kit" : null;
  };

  /** Our modules that `start` reaches through static imports, itself excluded. */
  function reach(graph: ModuleGraph, start: string) {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || !ours(id)) return;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
    };
    visit(start);
    seen.delete(start);
    return seen;
  }

  function chooseKit(graph: ModuleGraph) {
    const info = (id: string) => graph.getModuleInfo(id)!;
    const pagesReaching = new Map<string, number>();
    for (const page of pages) for (const id of [page, ...reach(graph, page)]) pagesReaching.set(id, (pagesReaching.get(id) ?? 0) + 1);
    const fromHome = reach(graph, home);
    const fromApp = reach(graph, app);
    const sharedByHome = (id: string) => fromHome.has(id) && pagesReaching.has(id);
    const sharedByMost = (id: string) => (pagesReaching.get(id) ?? 0) > pages.length / 2;
    const sharedByApp = (id: string) => fromApp.has(id) && info(id).importers.some((by) => by !== app && !fromApp.has(by));
    const loadsLazily = (id: string) => [id, ...reach(graph, id)].some((dep) => info(dep).dynamicallyImportedIds.length > 0);
    const candidates = new Set([...fromHome, ...pagesReaching.keys(), ...fromApp]);
    return new Set([...candidates].filter((id) => (sharedByHome(id) || sharedByMost(id) || sharedByApp(id)) && !loadsLazily(id)));
  }
}
