import { i18n, type Messages } from "@lingui/core";
import type { PAGE_CATALOGS } from "../../contract/pages";
import type { Locale } from "./locale";

// Every catalog is its own chunk, fetched for the language a page is in (see lingui.config.ts): a Spanish
// page never downloads English text, and only a policy page downloads the policies' long texts. The shell's
// loader is here; the others' are in ./pageCatalogs.ts, fetched with the first page that needs one.
const shell = async (locale: Locale): Promise<Messages> =>
  (locale === "en" ? await import("../locales/en/messages.po") : await import("../locales/es/messages.po")).messages;
type Catalog = "shell" | keyof typeof import("./pageCatalogs").pageCatalogs;
const read = async (catalog: Catalog, locale: Locale): Promise<Messages> =>
  catalog === "shell" ? shell(locale) : (await import("./pageCatalogs")).pageCatalogs[catalog](locale);

/** A language's shell text without switching to it (the bilingual language prompt shows both). */
export const shellMessages = shell;

const loaded = new Set<string>();
let targetLocale: Locale | null = null;
const wanted = new Set<Catalog>();

async function ensure(locale: Locale, catalog: Catalog): Promise<void> {
  const key = `${locale}:${catalog}`;
  if (loaded.has(key)) return;
  i18n.load(locale, await read(catalog, locale));
  loaded.add(key);
}

/** Loads what the language needs (in parallel), then switches to it; a newer switch wins a race. */
export async function activateLocale(locale: Locale): Promise<void> {
  targetLocale = locale;
  await Promise.all([ensure(locale, "shell"), ...[...wanted].map((catalog) => ensure(locale, catalog))]);
  if (targetLocale !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** Called by the routes whose text lives in a page catalog; afterwards every language switch loads it too. */
export async function loadPageMessages(catalog: (typeof PAGE_CATALOGS)[number]): Promise<void> {
  wanted.add(catalog);
  await ensure(targetLocale ?? (i18n.locale as Locale), catalog);
}

/** The staff area's text (its own catalog): loaded by the staff routes only. */
export async function loadStaffMessages(): Promise<void> {
  wanted.add("staff");
  await ensure(targetLocale ?? (i18n.locale as Locale), "staff");
}
