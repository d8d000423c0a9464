import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { localizedPath } from "../../contract/sitePaths";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../i18n/locale";
import { useHydrated } from "../ui/useHydrated";

/**
 * EN / ES in the header of the public pages: real links to the same page in each language, so they work
 * from the first paint, before (and without) the page's code. Each carries `?lang=`, which the next page
 * saves as the visitor's choice before it paints (public/language-redirect.js), so nothing asks again.
 * Each is named in its own language ("Español" is read with Spanish pronunciation); the current one is
 * marked, and in forced colors (Windows high contrast) keeps a Highlight fill so the state stays visible.
 */
export function LanguageLinks() {
  const { t, i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  // The prerendered HTML was made without a query: the links carry the visitor's own once hydrated.
  const hydrated = useHydrated();
  const href = (locale: Locale) => {
    const query = new URLSearchParams(hydrated ? search : "");
    query.set("lang", locale);
    return `${localizedPath(pathname, locale)}?${query.toString()}${hydrated ? hash : ""}`;
  };
  return (
    <div role="group" aria-label={t`Language`} className="flex rounded-full border border-brand-700">
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={href(locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={i18n.locale === locale ? "true" : undefined}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-transparent px-2 text-sm font-bold text-brand-800 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 forced-colors:aria-[current=true]:border-[Highlight] forced-colors:aria-[current=true]:bg-[Highlight] forced-colors:aria-[current=true]:text-[HighlightText]"
        >
          {locale.toUpperCase()}
          <span className="sr-only"> – {LANGUAGE_NAMES[locale]}</span>
        </a>
      ))}
    </div>
  );
}
