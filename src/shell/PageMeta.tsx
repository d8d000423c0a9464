import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import type { Language } from "../../contract/language";
import { localizedPath } from "../../contract/sitePaths";
import { site } from "../content/site";
import { SITE_ORIGIN } from "../content/siteOrigin";

type Props = { title: string; description: string; noIndex?: boolean };

/**
 * The page's head tags (React 19 hoists them into <head>, and the prerender step writes them into the
 * HTML): title, description, and for public pages the canonical URL, both languages' alternates and the
 * link-preview tags WhatsApp and Facebook read (they run no JavaScript).
 */
export function PageMeta({ title, description, noIndex = false }: Props) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const fullTitle = `${title} | ${site.name}`;
  if (noIndex) {
    return (
      <>
        <title>{fullTitle}</title>
        <meta name="description" content={description} />
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const language: Language = i18n.locale === "es" ? "es" : "en";
  const url = (lang: Language) => `${SITE_ORIGIN}${localizedPath(pathname, lang)}`;
  const ogLocale = { en: "en_US", es: "es_MX" } as const;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(language)} />
      <link rel="alternate" hrefLang="en" href={url("en")} />
      <link rel="alternate" hrefLang="es" href={url("es")} />
      <link rel="alternate" hrefLang="x-default" href={url("en")} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(language)} />
      <meta property="og:locale" content={ogLocale[language]} />
      <meta property="og:locale:alternate" content={ogLocale[language === "en" ? "es" : "en"]} />
      <meta property="og:image" content={`${SITE_ORIGIN}/og/${language}.png`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={site.name} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
