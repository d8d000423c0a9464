import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../test/render";
import { LanguageToggle } from "../pages/admin/frame/LanguageToggle";
import { useLanguage } from "./LanguageProvider";

function ShowLanguage() {
  const { language } = useLanguage();
  return <p>active: {language}</p>;
}

describe("language switching", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("on a public page (the language prompt's choice), saves it and goes to the same page in the other language", async () => {
    window.history.replaceState(null, "", "/about?utm_source=radio#team");
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    function Choose() {
      const { setLanguage } = useLanguage();
      return (
        <button type="button" onClick={() => void setLanguage("es")}>
          Continuar en español
        </button>
      );
    }
    renderAt("/about", <Choose />);
    await act(async () => screen.getByRole("button", { name: "Continuar en español" }).click());
    expect(localStorage.getItem("language")).toBe("es");
    expect(assign).toHaveBeenCalledWith("/es/about?utm_source=radio#team");
    assign.mockRestore();
  });

  it("on a staff screen, switches in place, saves the choice and updates <html lang>", async () => {
    window.history.replaceState(null, "", "/admin");
    renderAt(
      "/",
      <>
        <LanguageToggle />
        <ShowLanguage />
      </>,
    );
    expect(screen.queryByText("active: en")).not.toBeNull();
    expect(screen.getByRole("button", { name: "EN – English" }).getAttribute("aria-pressed")).toBe("true");

    await act(async () => screen.getByRole("button", { name: "ES – Español" }).click());

    expect(await screen.findByText("active: es")).toBeTruthy();
    expect(localStorage.getItem("language")).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    // The toggle itself is now labelled in Spanish.
    expect(screen.queryByRole("group", { name: "Idioma" })).not.toBeNull();
    expect(screen.getByRole("button", { name: "ES – Español" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("refuses to be used outside its provider", () => {
    expect(() => render(<ShowLanguage />)).toThrow("useLanguage must be used within a LanguageProvider");
  });
});
