import { setupI18n, type I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../../../../contract/language";

/**
 * A partner's poster and card carry both languages whatever the staff member reads the screen in (Spanish first
 * for a Spanish-speaking partner): its words are read from both staff catalogs. The poster is recruitment
 * material: it invites, promises nothing and offers nothing for coming (docs/content.md).
 */
export const posterWords = {
  headline: msg`Want to hear about health research studies near you?`,
  scan: msg`Scan the code with your phone's camera.`,
  orVisit: msg`Or go to:`,
  code: msg`Who referred you? Code:`,
  call: msg`Or call us:`,
  choice: msg`Taking part is always your choice. Asking does not commit you to anything.`,
};

/** The staff catalog in each language, for words that must be shown in both at once. */
export async function bothLanguages(): Promise<Record<Language, I18n>> {
  // The catalogs' table is a chunk of its own that public pages preload (scripts/vite/routePreloads.ts): import it, never bundle it.
  const { pageCatalogs } = await import("../../../i18n/pageCatalogs");
  const [en, es] = await Promise.all([pageCatalogs.staff("en"), pageCatalogs.staff("es")]);
  return {
    en: setupI18n({ locale: "en", messages: { en } }),
    es: setupI18n({ locale: "es", messages: { es } }),
  };
}
