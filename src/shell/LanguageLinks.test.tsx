import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageProvider } from "../i18n/LanguageProvider";
import { renderAt } from "../test/render";
import { LanguageLinks } from "./LanguageLinks";

describe("the header's EN / ES links", () => {
  it("are real links to the same page in each language, carrying ?lang= and the visitor's own query and hash", () => {
    const router = createMemoryRouter([{ path: "/about", element: <LanguageLinks /> }], {
      initialEntries: ["/about?utm_source=radio#team"],
    });
    render(
      <I18nProvider i18n={i18n}>
        <LanguageProvider>
          <RouterProvider router={router} />
        </LanguageProvider>
      </I18nProvider>,
    );
    const spanish = screen.getByRole("link", { name: "ES – Español" });
    const english = screen.getByRole("link", { name: "EN – English" });
    expect(spanish.getAttribute("href")).toBe("/es/about?utm_source=radio&lang=es#team");
    expect(spanish.getAttribute("hreflang")).toBe("es");
    expect(spanish.getAttribute("lang")).toBe("es");
    expect(english.getAttribute("href")).toBe("/about?utm_source=radio&lang=en#team");
    // The page's own language is marked, not only by colour.
    expect(english.getAttribute("aria-current")).toBe("true");
    expect(spanish.getAttribute("aria-current")).toBeNull();
    expect(screen.queryByRole("group", { name: "Language" })).not.toBeNull();
  });

  it("link Home to /es and back to /", () => {
    renderAt("/", <LanguageLinks />);
    expect(screen.getByRole("link", { name: "ES – Español" }).getAttribute("href")).toBe("/es?lang=es");
    expect(screen.getByRole("link", { name: "EN – English" }).getAttribute("href")).toBe("/?lang=en");
  });
});
