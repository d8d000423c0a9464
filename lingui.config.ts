import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/*.test.*", "src/test/**"],
    },
  ],
  // File-only origins keep catalog diffs small when code moves around.
  format: formatter({ lineNumbers: false }),
});
