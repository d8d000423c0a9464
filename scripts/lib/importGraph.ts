/**
 * The project's import graph, read from the source as text (type-only imports included): which module
 * imports which, for the layering test (scripts/layers.test.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const SOURCE = /\.(ts|tsx)$/;

export function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The project files a module imports (relative imports only), as paths from the repository's root. */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    const base = normalize(join(dirname(file), specifier)).replace(/\.(ts|tsx)$/, "");
    const found = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => existsSync(candidate));
    return found ? [relative(".", found)] : [];
  });
}

/** Every cycle among `files` (each as the list of modules around it), by depth-first search. */
export function cyclesAmong(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => files.includes(target))]));
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * The imports that point up: from a module in one layer to a module of a layer above it or beside it (layers
 * listed top first, each a list of folders under `root`; a module imports its own folder freely). A folder
 * missing from the layers is reported too, so a new folder is placed on purpose.
 */
export function upwardImports(root: string, layers: readonly (readonly string[])[]): string[] {
  const files = sourceFiles(root);
  const folderOf = (file: string) =>
    relative(root, file)
      .split("/")[0]!
      .replace(/\.tsx?$/, "");
  const layerOf = new Map(layers.flatMap((folders, index) => folders.map((folder) => [folder, index] as const)));
  const problems = new Set<string>();
  for (const file of files) {
    const from = folderOf(file);
    const fromLayer = layerOf.get(from);
    if (fromLayer === undefined) {
      problems.add(`${from} is in no layer`);
      continue;
    }
    for (const target of importsOf(file)) {
      if (!target.startsWith(`${normalize(root)}/`)) continue;
      const to = folderOf(target);
      if (to === from) continue;
      const toLayer = layerOf.get(to);
      if (toLayer === undefined || toLayer <= fromLayer) problems.add(`${file} -> ${target}`);
    }
  }
  return [...problems].sort();
}
