import { i18n } from "@lingui/core";
import { messages as englishMessages } from "../locales/en/messages.po";
import type { Locale } from "./locale";

/** English ships with the app; Spanish is its own chunk, fetched only when someone needs it. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages =
    locale === "en" ? englishMessages : (await import("../locales/es/messages.po")).messages;
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
