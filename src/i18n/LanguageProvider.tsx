import { useLingui } from "@lingui/react";
import { createContext, use, useCallback, useMemo, type ReactNode } from "react";
import { isStaffPath, languageOfPath, localizedPath } from "../../contract/sitePaths";
import { activateLocale } from "./activate";
import { saveLocale, type Locale } from "./locale";

type LanguageContextValue = {
  language: Locale;
  setLanguage: (next: Locale) => Promise<void>;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

/** Exposes the active language and the one way to change it (saved, then activated). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const language = i18n.locale as Locale;
  const setLanguage = useCallback(async (next: Locale) => {
    saveLocale(window.localStorage, next);
    const { pathname, search, hash } = window.location;
    // Public pages have a URL per language: go to the same page in the other one (prerendered, so
    // nothing is translated in place). Staff screens switch in place.
    if (!isStaffPath(pathname) && languageOfPath(pathname) !== next) {
      window.location.assign(`${localizedPath(pathname, next)}${search}${hash}`);
      return;
    }
    await activateLocale(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageContextValue {
  const value = use(LanguageContext);
  if (!value) throw new Error("useLanguage must be used within a LanguageProvider");
  return value;
}
