import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { cyclesAmong, sourceFiles } from "./lib/importGraph.ts";

describe("imports point one way (issue #38)", () => {
  it("contract/ has no import cycles, type-only imports included", () => {
    expect(cyclesAmong(sourceFiles("contract"))).toEqual([]);
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
