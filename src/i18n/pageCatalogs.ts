import type { Messages } from "@lingui/core";
import type { Locale } from "./locale";

/**
 * The catalogs a page fetches with itself (see lingui.config.ts), each its own chunk per language. This table is
 * a chunk of its own too, fetched with the first page that needs one (the build preloads it with that page,
 * scripts/vite/routePreloads.ts): Home's first load carries only the shell's loaders.
 */
export const pageCatalogs = {
  pages: async (locale: Locale): Promise<Messages> =>
    (locale === "en" ? await import("../locales/en/pages.po") : await import("../locales/es/pages.po")).messages,
  contact: async (locale: Locale): Promise<Messages> =>
    (locale === "en" ? await import("../locales/en/contact.po") : await import("../locales/es/contact.po")).messages,
  legal: async (locale: Locale): Promise<Messages> =>
    (locale === "en" ? await import("../locales/en/legal.po") : await import("../locales/es/legal.po")).messages,
  registry: async (locale: Locale): Promise<Messages> =>
    (locale === "en" ? await import("../locales/en/registry.po") : await import("../locales/es/registry.po")).messages,
  staff: async (locale: Locale): Promise<Messages> =>
    (locale === "en" ? await import("../locales/en/staff.po") : await import("../locales/es/staff.po")).messages,
};
