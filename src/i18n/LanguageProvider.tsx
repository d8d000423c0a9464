import { useLingui } from "@lingui/react";
import { createContext, use, useCallback, useMemo, type ReactNode } from "react";
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
