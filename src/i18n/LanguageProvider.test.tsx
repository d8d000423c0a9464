import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../test/render";
import { LanguageToggle } from "../shell/LanguageToggle";
import { useLanguage } from "./LanguageProvider";

function ShowLanguage() {
  const { language } = useLanguage();
  return <p>active: {language}</p>;
}

describe("language switching", () => {
  it("switches, saves the choice and updates <html lang>", async () => {
    renderAt(
      "/",
      <>
        <LanguageToggle />
        <ShowLanguage />
      </>,
    );
    expect(screen.getByText("active: en")).toBeTruthy();
    expect(screen.getByRole("button", { name: "EN – English" }).getAttribute("aria-pressed")).toBe("true");

    await act(async () => screen.getByRole("button", { name: "ES – Spanish" }).click());

    expect(await screen.findByText("active: es")).toBeTruthy();
    expect(localStorage.getItem("language")).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    // The toggle itself is now labelled in Spanish.
    expect(screen.getByRole("group", { name: "Idioma" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "ES – Español" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("refuses to be used outside its provider", () => {
    expect(() => render(<ShowLanguage />)).toThrow("useLanguage must be used within a LanguageProvider");
  });
});
