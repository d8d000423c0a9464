import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { minifySync, type Plugin } from "vite";

/**
 * public/language-redirect.js runs in every public page's <head> and is copied to the build as written,
 * comments and all. The build minifies the copy: it counts in every page's first-load JavaScript
 * (docs/budgets.md), while the source keeps the comments that say why it does what it does.
 */
export function minifyHeadScript(fileName: string): Plugin {
  return {
    name: "minify-head-script",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const file = join(options.dir, fileName);
      const result = minifySync(fileName, readFileSync(file, "utf8"), { compress: true, mangle: true });
      if (result.errors.length) this.error(`minifyHeadScript: ${fileName}: ${result.errors.map((e) => e.message).join("; ")}`);
      writeFileSync(file, result.code);
    },
  };
}
