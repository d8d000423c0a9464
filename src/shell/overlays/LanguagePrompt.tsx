import { setupI18n, type I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { shellMessages } from "../../i18n/activate";
import { useLanguage } from "../../i18n/LanguageProvider";
import { browserLanguageOrder } from "../../i18n/browserLanguage";
import { otherLocale, type Locale } from "../../i18n/locale";
import { Dialog } from "../../ui/Dialog";
import { pageHeading } from "../pageFocus";
import { buttonStyles } from "../../ui/styles";

// Shown in both languages at once, each from its own catalog.
const text = {
  title: msg`Choose Your Language`,
  description: msg`You can change it at any time with the EN / ES button at the top of the page.`,
  continueIn: { en: msg`Continue in English`, es: msg`Continue in Spanish` },
};

/** The other language's text, loaded beside the active one. */
function useBothLanguages(): Partial<Record<Locale, I18n>> {
  const { i18n } = useLingui();
  const active = i18n.locale as Locale;
  const other = otherLocale(active);
  const [otherI18n, setOtherI18n] = useState<I18n | null>(null);
  useEffect(() => {
    let current = true;
    void shellMessages(other).then((messages) => {
      if (current) setOtherI18n(setupI18n({ locale: other, messages: { [other]: messages } }));
    });
    return () => {
      current = false;
    };
  }, [other]);
  return { [active]: i18n, ...(otherI18n ? { [other]: otherI18n } : {}) };
}

/**
 * Overlay one (docs/product.md): on a first visit, in both languages, the browser's language first. Choosing
 * saves the choice (and moves to that language's page); Escape or × closes it without choosing, so it asks
 * again on the next visit.
 */
export default function LanguagePrompt({ open, onChoose, onDismiss }: { open: boolean; onChoose: () => void; onDismiss: () => void }) {
  const { setLanguage } = useLanguage();
  const languages = useBothLanguages();
  const order = browserLanguageOrder(typeof navigator === "undefined" ? [] : navigator.languages);
  const [first, second] = order.map((locale) => [locale, languages[locale]] as const);
  // Both texts or none: the prompt opens once the other language's text is in (a small file).
  if (!first?.[1] || !second?.[1]) return null;
  const shown = [first, second] as [Locale, I18n][];

  const choose = async (locale: Locale) => {
    onChoose();
    await setLanguage(locale);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onDismiss())}
      initialFocus="dialog"
      // It opens before the visitor has focused anything: closing it leaves them at the page's heading.
      finalFocusEl={pageHeading}
      title={shown.map(([locale, i18n]) => (
        <span key={locale} lang={locale} className="block text-xl sm:text-2xl">
          {i18n._(text.title)}
        </span>
      ))}
      description={shown.map(([locale, i18n]) => (
        <span key={locale} lang={locale} className="mt-2 block first:mt-0">
          {i18n._(text.description)}
        </span>
      ))}
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {shown.map(([locale, i18n], index) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            className={index === 0 ? buttonStyles.primary : buttonStyles.secondary}
            onClick={() => void choose(locale)}
          >
            {i18n._(text.continueIn[locale])}
          </button>
        ))}
      </div>
    </Dialog>
  );
}
