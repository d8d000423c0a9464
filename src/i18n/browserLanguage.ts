import { isLocale, type Locale } from "./locale";

/**
 * Both languages, the one the browser asks for first (navigator.languages: "es-MX" counts as Spanish). Only
 * the language prompt asks, so this loads with it, not with every page.
 */
export function browserLanguageOrder(languages: readonly string[]): Locale[] {
  const first = languages.map((tag) => tag.toLowerCase().split("-")[0]).find(isLocale);
  return first === "es" ? ["es", "en"] : ["en", "es"];
}
