import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { crossingImports, cyclesAmong, databaseWritesIn, sourceFiles, specifiersOf, upwardImports } from "./lib/importGraph.ts";

/**
 * worker/'s folders from the top down (docs/architecture.md, "Layers"): a folder uses only folders of the
 * layers below it. The inquiry's record (record/) sits under everything that writes to an inquiry's timeline;
 * replies/ (what comes back by text or e-mail) sits above messaging/ and visits/, which it hands replies to, and
 * above campaigns/, which turns an answer to an invitation into an inquiry.
 */
export const WORKER_LAYERS = [
  ["index"],
  ["routes"],
  ["jobs"],
  ["pages"],
  ["replies"],
  ["campaigns"],
  ["inquiries"],
  ["visits"],
  ["clinicalTrials", "volunteers"],
  ["partners"],
  ["messaging"],
  ["notify"],
  ["calendar"],
  ["record"],
  ["studies", "prescreen", "reports", "export", "texts"],
  ["auth", "audit"],
  ["http"],
  ["gallery", "db", "observability", "config", "env", "secrets", "queues"],
] as const;

/**
 * The three top-level folders (docs/architecture.md): the contract imports nothing of the others; the app imports
 * the contract; the Worker imports the contract, the app's page renderer (src/prerender) and its catalogs
 * (src/locales: the CSV export's column words are the staff catalog's), nothing else of the app.
 */
export const BOUNDARIES = { contract: [], src: ["contract"], worker: ["contract", "src/prerender", "src/locales"] } as const;

describe("the top-level boundaries (issue #54)", () => {
  it("contract/, src/ and worker/ import only what they may", () => {
    expect(crossingImports(".", BOUNDARIES)).toEqual([]);
  });

  it("reports each kind of crossing", () => {
    const root = mkdtempSync(join(tmpdir(), "boundaries-"));
    for (const folder of ["contract", "src/prerender", "src/pages", "worker"]) mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, "contract", "rule.ts"), 'import { page } from "../src/pages/page";\nexport const rule = page;\n');
    writeFileSync(join(root, "src", "pages", "page.ts"), 'import type { Env } from "../../worker/env";\nexport const page = 1;\n');
    writeFileSync(
      join(root, "src", "prerender", "render.ts"),
      'import { rule } from "../../contract/rule";\nexport const render = rule;\n',
    );
    writeFileSync(
      join(root, "worker", "env.ts"),
      'import "../src/pages/page";\nimport { render } from "../src/prerender/render";\nexport type Env = typeof render;\n',
    );
    const found = crossingImports(relative(".", root), BOUNDARIES).map((problem) => problem.replaceAll(relative(".", root), "ROOT"));
    expect(found).toEqual([
      "ROOT/contract/rule.ts -> ROOT/src/pages/page.ts",
      "ROOT/src/pages/page.ts -> ROOT/worker/env.ts",
      "ROOT/worker/env.ts -> ROOT/src/pages/page.ts",
    ]);
  });
});

describe("routes write no SQL (docs/architecture.md)", () => {
  it("no module under worker/routes/ inserts, updates or deletes rows itself, or talks to D1 directly", () => {
    expect(sourceFiles("worker/routes").flatMap(databaseWritesIn)).toEqual([]);
  });

  it("finds a table write and a D1 call, and not a router's delete route", () => {
    const folder = mkdtempSync(join(tmpdir(), "routes-"));
    const file = join(folder, "route.ts");
    writeFileSync(
      file,
      [
        'app.delete("/:id", handler);',
        "await db.update(admins).set({ active: false });",
        "await db.insert(schema.messages).values(row);",
        'await c.env.DB.prepare("DELETE FROM x").run();',
      ].join("\n"),
    );
    expect(databaseWritesIn(file).map((write) => write.slice(file.length))).toEqual([":2 .update(", ":3 .insert(", ":4 .prepare("]);
  });
});

describe("reading imports", () => {
  it("finds type-only, side-effect, dynamic and import-type specifiers, whatever the quotes, and nothing in strings or comments", () => {
    const text = [
      "import a from './single';",
      'import type { B } from "./typeOnly";',
      'import "./sideEffect";',
      "export * from './reexport';",
      'export { c } from "./named";',
      "const d = await import('./dynamic');",
      'type E = import("./importType").E;',
      '// import "./comment";',
      "const f = \"import g from './inString'\";",
    ].join("\n");
    expect(specifiersOf(text).sort()).toEqual([
      "./dynamic",
      "./importType",
      "./named",
      "./reexport",
      "./sideEffect",
      "./single",
      "./typeOnly",
    ]);
  });
});

describe("imports point one way (issue #38)", () => {
  it("worker/ imports only down its layers", () => {
    expect(upwardImports("worker", WORKER_LAYERS)).toEqual([]);
  });

  it("reports an import that points up, one beside it, and a folder in no layer", () => {
    const root = mkdtempSync(join(tmpdir(), "layers-"));
    for (const folder of ["high", "low", "side", "stray"]) mkdirSync(join(root, folder));
    writeFileSync(join(root, "high", "a.ts"), 'import { b } from "../low/b";\nexport const a = b;\n');
    writeFileSync(join(root, "low", "b.ts"), 'import type { A } from "../high/types";\nexport const b = 1;\n');
    // Each a way the text-matching reader missed: a dynamic import, a side-effect import, single quotes.
    writeFileSync(join(root, "low", "lazy.ts"), 'export const lazy = () => import("../high/a");\n');
    writeFileSync(join(root, "low", "effect.ts"), 'import "../high/a";\n');
    writeFileSync(join(root, "low", "quoted.ts"), "import { a } from '../high/a';\nexport const q = a;\n");
    writeFileSync(join(root, "high", "types.ts"), "export type A = 1;\n");
    writeFileSync(join(root, "side", "c.ts"), 'import { b } from "../low/b";\nimport { d } from "./d";\nexport const c = b + d;\n');
    writeFileSync(join(root, "side", "d.ts"), "export const d = 1;\n");
    writeFileSync(join(root, "stray", "e.ts"), "export const e = 1;\n");
    const found = upwardImports(relative(".", root), [["high"], ["side", "low"]]).map((problem) =>
      problem.replaceAll(relative(".", root), "ROOT"),
    );
    expect(found).toEqual([
      "ROOT/low/b.ts -> ROOT/high/types.ts",
      "ROOT/low/effect.ts -> ROOT/high/a.ts",
      "ROOT/low/lazy.ts -> ROOT/high/a.ts",
      "ROOT/low/quoted.ts -> ROOT/high/a.ts",
      "ROOT/side/c.ts -> ROOT/low/b.ts",
      "stray is in no layer",
    ]);
  });

  it.each(["contract", "worker", "src"])("%s/ has no import cycles, type-only imports included", (folder) => {
    expect(cyclesAmong(sourceFiles(folder))).toEqual([]);
  });

  it("finds a type-only cycle when there is one", () => {
    const folder = mkdtempSync(join(tmpdir(), "layers-"));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "status.ts"), 'import { reasons } from "./reasons";\nexport type Closed = "done";\n');
    writeFileSync(join(folder, "reasons.ts"), 'import type { Closed } from "./status";\nexport const reasons = [];\n');
    writeFileSync(join(folder, "alone.ts"), "export const alone = 1;\n");
    const files = sourceFiles(folder).map((file) => relative(".", file));
    expect(cyclesAmong(files).map((cycle) => cycle.map((file) => file.split("/").at(-1)).sort())).toEqual([["reasons.ts", "status.ts"]]);
  });
});

describe("one way to file an inquiry (issue #51)", () => {
  const worker = sourceFiles("worker").map((file) => relative(".", file));
  const containing = (pattern: RegExp) => worker.filter((file) => pattern.test(readFileSync(file, "utf8")));

  it("only worker/record/newInquiry.ts inserts an inquiry", () => {
    expect(containing(/\.insert\(inquiries\)/)).toEqual(["worker/record/newInquiry.ts"]);
  });

  it("no statement finds an inquiry by the row inserted before it (only a message's own timeline entry does)", () => {
    expect(containing(/last_insert_rowid/)).toEqual(["worker/record/timeline.ts"]);
  });
});
