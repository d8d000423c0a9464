import { useLingui } from "@lingui/react/macro";
import { useLanguage } from "../i18n/LanguageProvider";
import { LOCALES } from "../i18n/locale";

/** EN / ES switch in the header; the pressed button is the active language. */
export function LanguageToggle() {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  const names = { en: t`English`, es: t`Spanish` };
  return (
    <div role="group" aria-label={t`Language`} className="flex rounded-full border border-brand-700 p-0.5">
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          aria-pressed={language === locale}
          onClick={() => void setLanguage(locale)}
          className="rounded-full px-3 py-1 text-sm font-bold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {locale.toUpperCase()}
          <span className="sr-only"> – {names[locale]}</span>
        </button>
      ))}
    </div>
  );
}
