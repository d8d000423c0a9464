import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { LanguageProvider } from "../i18n/LanguageProvider";

/** Renders `ui` at `path` with the app's providers (i18n, language, a memory router). */
export function renderAt(path: string, ui: ReactNode, otherRoutes: string[] = []) {
  const router = createMemoryRouter([{ path, element: ui }, ...otherRoutes.map((p) => ({ path: p, element: ui }))], {
    initialEntries: [path],
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <LanguageProvider>
        <RouterProvider router={router} />
      </LanguageProvider>
    </I18nProvider>,
  );
  return { ...result, router };
}
