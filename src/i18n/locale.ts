/** Language rules of docs/product.md#states-and-transitions: 'en' or 'es', default 'en', remembered in localStorage under `language`. */
import { LANGUAGES, type Language } from "../../contract/language";

export const LOCALES = LANGUAGES;
export type Locale = Language;
export const DEFAULT_LOCALE: Locale = "en";
export const LANGUAGE_STORAGE_KEY = "language";
/** The language of this visit (sessionStorage): set by a link that names it, and by every choice (public/language-redirect.js). */
export const VISIT_LANGUAGE_KEY = "visitLanguage";
/** Each language's name in that language (an endonym is the same in every catalog, so it is not translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}

export function readStoredLocale(storage: Storage): Locale | null {
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null; // storage can be blocked (private mode, strict settings)
  }
}

/** A choice is saved for later visits and holds for this one (it outranks the link the visit began with). */
export function saveLocale(storage: Storage, locale: Locale): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, locale);
    window.sessionStorage.setItem(VISIT_LANGUAGE_KEY, locale);
  } catch {
    // Not remembering the choice is acceptable; failing to render is not.
  }
}

/** `?lang=es` / `?lang=en` on any URL (links in Spanish outreach). */
export function localeFromSearch(search: string): Locale | null {
  const value = new URLSearchParams(search).get("lang");
  return isLocale(value) ? value : null;
}

export type InitialLocale = { locale: Locale; /** the visitor (or a link) already chose a language */ chosen: boolean };

/** The URL parameter wins and is saved; otherwise the stored preference; otherwise English. */
export function resolveInitialLocale(search: string, storage: Storage): InitialLocale {
  const fromUrl = localeFromSearch(search);
  if (fromUrl) {
    saveLocale(storage, fromUrl);
    return { locale: fromUrl, chosen: true };
  }
  const stored = readStoredLocale(storage);
  if (stored) return { locale: stored, chosen: true };
  return { locale: DEFAULT_LOCALE, chosen: false };
}
