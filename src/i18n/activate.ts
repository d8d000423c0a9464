import { i18n, type Messages } from "@lingui/core";
import { messages as englishMessages } from "../locales/en/messages.po";
import type { Locale } from "./locale";

// English shell text ships with the app; Spanish, and the text of screens other than Home, are chunks
// fetched when needed (see lingui.config.ts).
const loadShell = async (locale: Locale): Promise<Messages> =>
  locale === "en" ? englishMessages : (await import("../locales/es/messages.po")).messages;
const loadPages = async (locale: Locale): Promise<Messages> =>
  (locale === "en" ? await import("../locales/en/pages.po") : await import("../locales/es/pages.po")).messages;

let pagesWanted = false;

async function messagesFor(locale: Locale): Promise<Messages> {
  const [shell, pages] = await Promise.all([loadShell(locale), pagesWanted ? loadPages(locale) : {}]);
  return { ...shell, ...pages };
}

export async function activateLocale(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await messagesFor(locale) });
  document.documentElement.lang = locale;
}

/** Called by the routes whose text lives in the `pages` catalog; afterwards every language switch loads it too. */
export async function loadPageMessages(): Promise<void> {
  if (pagesWanted) return;
  pagesWanted = true;
  const locale = i18n.locale as Locale;
  i18n.load(locale, await loadPages(locale));
}
