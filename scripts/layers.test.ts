import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cyclesAmong, sourceFiles, upwardImports } from "./lib/importGraph.ts";

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
  ["registry", "volunteers"],
  ["partners"],
  ["messaging"],
  ["notify"],
  ["calendar"],
  ["record"],
  ["studies", "prescreen", "reports", "export", "texts"],
  ["auth", "audit"],
  ["http"],
  ["gallery", "db", "observability", "config", "env", "secrets"],
] as const;

describe("imports point one way (issue #38)", () => {
  it("worker/ imports only down its layers", () => {
    expect(upwardImports("worker", WORKER_LAYERS)).toEqual([]);
  });

  it("reports an import that points up, one beside it, and a folder in no layer", () => {
    const root = mkdtempSync(join(tmpdir(), "layers-"));
    for (const folder of ["high", "low", "side", "stray"]) mkdirSync(join(root, folder));
    writeFileSync(join(root, "high", "a.ts"), 'import { b } from "../low/b";\nexport const a = b;\n');
    writeFileSync(join(root, "low", "b.ts"), 'import type { A } from "../high/types";\nexport const b = 1;\n');
    writeFileSync(join(root, "high", "types.ts"), "export type A = 1;\n");
    writeFileSync(join(root, "side", "c.ts"), 'import { b } from "../low/b";\nimport { d } from "./d";\nexport const c = b + d;\n');
    writeFileSync(join(root, "side", "d.ts"), "export const d = 1;\n");
    writeFileSync(join(root, "stray", "e.ts"), "export const e = 1;\n");
    const found = upwardImports(relative(".", root), [["high"], ["side", "low"]]).map((problem) =>
      problem.replaceAll(relative(".", root), "ROOT"),
    );
    expect(found).toEqual(["ROOT/low/b.ts -> ROOT/high/types.ts", "ROOT/side/c.ts -> ROOT/low/b.ts", "stray is in no layer"]);
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
