import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { isStaffPath, languageOfPath, SPANISH_PREFIX } from "../contract/sitePaths";
import { activateLocale } from "./i18n/activate";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { localeFromSearch, readStoredLocale, resolveInitialLocale } from "./i18n/locale";
import { captureAttribution } from "./api/attribution";
import { createAppRouter, loadStaffRouter } from "./router";
import { languagePromptDue } from "./shell/overlays/overlayState";

/* Loaded by src/main.tsx: reads the URL and the saved language, then hydrates (or renders) the app. */

captureAttribution();
const { pathname, search } = window.location;
const staff = isStaffPath(pathname);
// Public pages: the URL is the language (public/language-redirect.js has already moved a visitor whose
// saved choice or ?lang= link asks for the other one). Staff screens: the saved choice, switched in place.
const locale = staff ? resolveInitialLocale(search, window.localStorage).locale : languageOfPath(pathname);
// Nobody is asked who already chose: a saved choice, a link that names the language (`?lang=`, which the
// EN / ES links carry), or a link to a Spanish page (/es/...): English is only the default.
const chosen = localeFromSearch(search) !== null || readStoredLocale(window.localStorage) !== null || locale === "es";
// The `?lang=` parameter has been saved; drop it so a later toggle is not undone by a reload.
if (new URLSearchParams(search).has("lang")) {
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  window.history.replaceState(window.history.state, "", url);
}

// Start the language's text and the first page's code at the same time (the router begins loading the
// initial route as soon as it is created).
const localeReady = activateLocale(locale);
// A first visit opens the language prompt right away: fetch its code now rather than after the page renders.
const askLanguage = languagePromptDue(chosen, staff);
// Said on the page, so a test can tell "not asked" from "not asked yet" without waiting (e2e/overlays.spec.ts).
document.documentElement.dataset.languagePrompt = askLanguage ? "due" : "none";
if (askLanguage) {
  void import("./shell/overlays/Overlays");
  void import("./shell/overlays/LanguagePrompt");
}
// The staff area has its own route table (and code), loaded only on its shell.
const routerReady = staff
  ? loadStaffRouter()
  : Promise.resolve(createAppRouter({ askLanguage, basename: locale === "es" ? SPANISH_PREFIX : undefined }));

const root = document.getElementById("root")!;
// Prerendered pages are hydrated once their route's code is in, so the first client render is the
// server's markup; staff screens (and `npm run dev`) render from scratch.
const prerendered = root.hasAttribute("data-prerendered");
const routeReady = (router: Awaited<typeof routerReady>) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

const started = routerReady.then(async (router) => {
  if (prerendered) await routeReady(router);
  return router;
});

void Promise.all([localeReady, started]).then(([, router]) => {
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </I18nProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread: a tap during it is answered sooner.
  if (prerendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
