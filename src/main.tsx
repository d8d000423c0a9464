import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { activateLocale } from "./i18n/activate";
import { LanguageProvider } from "./i18n/LanguageProvider";
import { resolveInitialLocale } from "./i18n/locale";
import { captureAttribution } from "./api/attribution";
import { createAppRouter } from "./router";
import "./index.css";

captureAttribution();
const initial = resolveInitialLocale(window.location.search, window.localStorage);
// The `?lang=` parameter has been saved; drop it so a later toggle is not undone by a reload.
if (new URLSearchParams(window.location.search).has("lang")) {
  const url = new URL(window.location.href);
  url.searchParams.delete("lang");
  window.history.replaceState(window.history.state, "", url);
}

// Start the language's text and the first page's code at the same time (the router begins loading the
// initial route as soon as it is created), and render once the text is in. No top-level await: it
// would keep the bundler from sharing the entry chunk with page chunks.
const localeReady = activateLocale(initial.locale);
// A first visit opens the language prompt right away: fetch its code now rather than after the page renders.
if (!initial.chosen) void import("./shell/overlays/LanguagePrompt");
const router = createAppRouter({ firstVisit: !initial.chosen });
void localeReady.then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </I18nProvider>
    </StrictMode>,
  );
});
