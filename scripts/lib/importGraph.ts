/**
 * The project's import graph, read from each module's syntax tree (Babel's TypeScript parser: type-only,
 * side-effect and dynamic imports included, whatever the quotes): which module imports which, for the layering
 * test (scripts/layers.test.ts).
 */
import { parse } from "@babel/parser";
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

/** A syntax node as these readers look at it (Babel's AST: only the fields they read). */
type SyntaxNode = {
  type?: string;
  source?: { value?: unknown };
  callee?: { type?: string; property?: { name?: string } };
  arguments?: { type?: string; value?: unknown }[];
  argument?: { type?: string; value?: unknown; literal?: { value?: unknown } };
  loc?: { start: { line: number } };
};

/** Calls `visit` on every node of a TypeScript (or TSX) module's syntax tree. */
function eachNode(text: string, file: string, visit: (node: SyntaxNode) => void): void {
  const ast = parse(text, { sourceType: "module", plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] });
  const walk = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    visit(node as SyntaxNode);
    for (const [key, child] of Object.entries(node)) if (key !== "loc" && key !== "start" && key !== "end") walk(child);
  };
  walk(ast.program);
}

/** Every module specifier a file names: static imports and re-exports (type-only and side-effect ones too, any quotes), `import()` and `import("…").Type`. */
export function specifiersOf(text: string, file = "module.ts"): string[] {
  const found: string[] = [];
  eachNode(text, file, (n) => {
    if (
      (n.type === "ImportDeclaration" || n.type === "ExportNamedDeclaration" || n.type === "ExportAllDeclaration") &&
      typeof n.source?.value === "string"
    )
      found.push(n.source.value);
    if (n.type === "CallExpression" && n.callee?.type === "Import" && n.arguments?.[0]?.type === "StringLiteral")
      found.push(String(n.arguments[0].value));
    if (n.type === "TSImportType") {
      const value = n.argument?.type === "StringLiteral" ? n.argument.value : n.argument?.literal?.value;
      if (typeof value === "string") found.push(value);
    }
  });
  return found;
}

const resolved = new Map<string, string[]>();

/** The project files a module imports (relative specifiers), as paths from the repository's root; read once per file. */
export function importsOf(file: string): string[] {
  let targets = resolved.get(file);
  if (!targets) {
    targets = specifiersOf(readFileSync(file, "utf8"), file)
      .filter((specifier) => specifier.startsWith("."))
      .flatMap((specifier) => {
        const base = normalize(join(dirname(file), specifier.replace(/\?.*$/, ""))).replace(/\.(ts|tsx)$/, "");
        const found = [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base].find(
          (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
        );
        return found ? [relative(".", found)] : [];
      });
    resolved.set(file, targets);
  }
  return targets;
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

/**
 * The imports that cross a top-level boundary: each folder under `base` named in `allowed` may import itself and
 * the folders (or sub-folders, "src/prerender") listed for it, nothing else of the project.
 */
export function crossingImports(base: string, allowed: Record<string, readonly string[]>): string[] {
  const problems: string[] = [];
  for (const [folder, others] of Object.entries(allowed)) {
    const permitted = [folder, ...others].map((path) => `${normalize(join(base, path))}/`);
    for (const file of sourceFiles(join(base, folder)))
      for (const target of importsOf(file))
        if (!permitted.some((prefix) => `${normalize(target)}`.startsWith(prefix))) problems.push(`${file} -> ${target}`);
  }
  return problems.sort();
}

/**
 * The database writes a module makes itself, by line: `.insert(table)`, `.update(table)`, `.delete(table)` (a table,
 * not a path string as a router's `.delete("/:id", …)`) and D1's own `.prepare(`, `.batch(`, `.exec(` calls.
 */
export function databaseWritesIn(file: string): string[] {
  const found: string[] = [];
  eachNode(readFileSync(file, "utf8"), file, (n) => {
    const method = n.type === "CallExpression" && n.callee?.type === "MemberExpression" ? n.callee.property?.name : undefined;
    if (!method) return;
    const onTable = n.arguments?.[0]?.type === "Identifier" || n.arguments?.[0]?.type === "MemberExpression";
    if ((["insert", "update", "delete"].includes(method) && onTable) || ["prepare", "batch", "exec"].includes(method))
      found.push(`${file}:${n.loc?.start.line ?? 0} .${method}(`);
  });
  return found;
}
