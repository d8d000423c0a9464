/**
 * Renders one public page in one language with the same route table and components as the browser, and
 * returns the markup of #root (head tags first, hoisted by React) and the status the router chose. The
 * build runs it for pages without data (vite.prerender.config.ts, scripts/prerender.ts); the Worker runs it
 * for pages that read the published studies, which it passes in (worker/pages).
 */
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Language } from "../contract/language";
import { SPANISH_PREFIX } from "../contract/sitePaths";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { messages as englishContact } from "./locales/en/contact.po";
import { messages as englishShell } from "./locales/en/messages.po";
import { messages as englishLegal } from "./locales/en/legal.po";
import { messages as englishPages } from "./locales/en/pages.po";
import { messages as englishRegistry } from "./locales/en/registry.po";
import { messages as spanishContact } from "./locales/es/contact.po";
import { messages as spanishShell } from "./locales/es/messages.po";
import { messages as spanishLegal } from "./locales/es/legal.po";
import { messages as spanishPages } from "./locales/es/pages.po";
import { messages as spanishRegistry } from "./locales/es/registry.po";
import { appRoutes } from "./router";
import { settled } from "./studies/settled";
import { StudySourceContext } from "./studies/StudySource";
import { PageDataContext, type PageData } from "./prerender/pageData";
import type { RenderPage } from "./prerender/document";

const catalogs = {
  en: { ...englishShell, ...englishPages, ...englishContact, ...englishLegal, ...englishRegistry },
  es: { ...spanishShell, ...spanishPages, ...spanishContact, ...spanishLegal, ...spanishRegistry },
};

export async function renderPage(url: string, language: Language, data: PageData = {}): Promise<{ html: string; status: number }> {
  // One i18n instance per page: no state leaks from one render into the next.
  const i18n = setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
  const handler = createStaticHandler(appRoutes({ askLanguage: false }), { basename: language === "es" ? SPANISH_PREFIX : undefined });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: the router answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const studySource = (wanted: Language) => {
    if (!data.studies || data.studies.language !== wanted) throw new Error(`${url}: this page reads the studies; render it with them`);
    return settled(data.studies);
  };
  const { prelude } = await prerender(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LanguageProvider>
          <PageDataContext value={data}>
            <StudySourceContext value={studySource}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </StudySourceContext>
          </PageDataContext>
        </LanguageProvider>
      </I18nProvider>
    </StrictMode>,
    // Everything in one piece: no late Suspense boundaries outlined into inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw errors[0];
  return { html: await new Response(prelude).text(), status: context.statusCode };
}

// The Worker calls this function through its own declaration of it: they must agree.
renderPage satisfies RenderPage;
