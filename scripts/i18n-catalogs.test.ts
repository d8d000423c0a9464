import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** msgctxt + msgid → msgstr of a PO file (single-line entries, as `lingui extract` writes them). */
function entries(file: string): Map<string, string> {
  const text = readFileSync(file, "utf8");
  const found = new Map<string, string>();
  for (const match of text.matchAll(/(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)) {
    found.set(`${match[1] ?? ""}\u0004${match[2]}`, match[3]!);
  }
  return found;
}

describe("text catalogs", () => {
  it("never translate one message two ways in the shell and a page catalog (the later load would win)", () => {
    for (const language of ["en", "es"]) {
      const shell = entries(`src/locales/${language}/messages.po`);
      for (const catalog of ["pages", "legal"]) {
        const page = entries(`src/locales/${language}/${catalog}.po`);
        const conflicts = [...shell].filter(([key, value]) => page.has(key) && page.get(key) !== value).map(([key]) => key);
        expect(conflicts, `${language} ${catalog}`).toEqual([]);
      }
    }
  });
});
