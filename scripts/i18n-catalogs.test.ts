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
  it("never translate one message two ways in two catalogs a page can load together (the later load would win)", () => {
    for (const language of ["en", "es"]) {
      const names = ["messages", "pages", "contact", "legal", "registry"];
      const loaded = names.map((name) => [name, entries(`src/locales/${language}/${name}.po`)] as const);
      for (const [i, [name, one]] of loaded.entries())
        for (const [other, two] of loaded.slice(i + 1)) {
          const conflicts = [...one].filter(([key, value]) => two.has(key) && two.get(key) !== value).map(([key]) => key);
          expect(conflicts, `${language} ${name} × ${other}`).toEqual([]);
        }
    }
  });

  it("say in English exactly what the code says: an English translation is empty or the message itself", () => {
    // `lingui extract` keeps an English msgstr someone wrote once, so a message changed in the code would still
    // go out in its old English words (the confirmation e-mail's "usually within one business day" did).
    const catalogs = ["messages", "pages", "contact", "legal", "registry", "staff"].map((name) => `src/locales/en/${name}.po`);
    for (const file of [...catalogs, "worker/texts/locales/en.po"]) {
      const stale = [...entries(file)].filter(([key, value]) => key.split("\u0004")[1] && value && value !== key.split("\u0004")[1]);
      expect(stale, file).toEqual([]);
    }
  });
});
