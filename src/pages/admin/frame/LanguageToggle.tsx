import { useLingui } from "@lingui/react/macro";
import { useLanguage } from "../../../i18n/LanguageProvider";
import { LANGUAGE_NAMES, LOCALES } from "../../../i18n/locale";

/**
 * EN / ES switch in the staff frame (its screens switch language in place); the pressed button is the active language. Each button is named in its
 * own language ("Español" is read with Spanish pronunciation). In forced colors (Windows high contrast)
 * the pressed one keeps a Highlight fill and border, so the state does not disappear.
 */
export function LanguageToggle() {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t`Language`} className="flex rounded-full border border-brand-700">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={language === locale}
          onClick={() => void setLanguage(locale)}
          className="min-h-11 min-w-11 rounded-full border-2 border-transparent px-2 text-sm font-bold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText]"
        >
          {locale.toUpperCase()}
          <span className="sr-only"> – {LANGUAGE_NAMES[locale]}</span>
        </button>
      ))}
    </div>
  );
}
