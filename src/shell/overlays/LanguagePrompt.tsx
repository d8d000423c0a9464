import { useLingui } from "@lingui/react/macro";
import { useLanguage } from "../../i18n/LanguageProvider";
import { otherLocale } from "../../i18n/locale";
import { Dialog } from "../../ui/Dialog";
import { buttonStyles } from "../../ui/styles";

/** Overlay one (DESIGN §6): shown on a first visit; any answer, even closing it, is remembered. */
export default function LanguagePrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  const other = otherLocale(language);

  const choose = async (locale: typeof language) => {
    await setLanguage(locale);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : void choose(language))}
      title={t`Choose Your Language`}
      description={t`This website is available in English and Spanish. You can change the language at any time with the EN / ES button at the top of the page.`}
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonStyles.primary} onClick={() => void choose(other)}>
          {other === "es" ? t`Switch to Spanish` : t`Switch to English`}
          <span lang={other} className="font-normal">
            ({other === "es" ? "Español" : "English"})
          </span>
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => void choose(language)}>
          {language === "en" ? t`Continue in English` : t`Continue in Spanish`}
        </button>
      </div>
    </Dialog>
  );
}
