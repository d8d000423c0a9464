import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  CURRENT_REGISTRY_STATEMENT,
  CURRENT_REGISTRY_TEXT_STATEMENT,
  REGISTRY_CONSENT_STATEMENTS,
  REGISTRY_TEXT_STATEMENTS,
} from "../../../contract/volunteers";
import { activateLocale } from "../../i18n/activate";
import { renderAt } from "../../test/render";
import { RegistryForm } from "./RegistryForm";

/** The words beside a checkbox, as a person reads them (the policy's link after the statement aside). */
function statementOf(name: string): string {
  const box = screen.getAllByRole("checkbox").find((input) => input.getAttribute("name") === name)!;
  const words = box.closest("label")!.querySelector("span")!.cloneNode(true) as HTMLElement;
  words.querySelectorAll("a").forEach((link) => link.remove());
  return words.textContent!.replace(/\s+/g, " ").trim();
}

/** What a screen reader says after a control's name: the texts its aria-describedby names. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("the registry's sign-up statements (issue #39)", () => {
  it("are, word for word, the current versions the server records, in English", () => {
    renderAt("/registry", <RegistryForm state={null} />);
    expect(statementOf("consent")).toBe(REGISTRY_CONSENT_STATEMENTS[CURRENT_REGISTRY_STATEMENT].en);
    expect(statementOf("textConsent")).toBe(REGISTRY_TEXT_STATEMENTS[CURRENT_REGISTRY_TEXT_STATEMENT].en);
  });

  it("and in Spanish", async () => {
    await activateLocale("es");
    renderAt("/es/registry", <RegistryForm state={null} />);
    expect(statementOf("consent")).toBe(REGISTRY_CONSENT_STATEMENTS[CURRENT_REGISTRY_STATEMENT].es);
    expect(statementOf("textConsent")).toBe(REGISTRY_TEXT_STATEMENTS[CURRENT_REGISTRY_TEXT_STATEMENT].es);
  });

  it("keeps every value and says what to fix when the Worker sends the form back", async () => {
    await activateLocale("es");
    renderAt(
      "/es/registry",
      <RegistryForm
        state={{
          path: "/es/registry",
          values: {
            name: "Rosa Elena",
            phone: "",
            email: "",
            language: "es",
            birthYear: "2015",
            zip: "92243",
            topics: ["diabetes"],
            channels: ["text"],
            textConsent: true,
            consent: false,
          },
          errors: { phone: "phone_or_email", birthYear: "adults_only", consent: "consent_required" },
          problem: "fields",
          joined: null,
        }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Corrija los campos marcados, por favor.");
    const name = screen.getByRole<HTMLInputElement>("textbox", { name: /Nombre completo/ });
    expect(name.value).toBe("Rosa Elena");
    const phone = screen.getByRole("textbox", { name: /Teléfono/ });
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(phone)).toBe("Denos un número de teléfono o un correo electrónico");
    expect(document.activeElement).toBe(phone);
    expect(describedBy(screen.getByRole("textbox", { name: /Año en que nació/ }))).toBe(
      "Por ejemplo, 1968 Escriba el año en que nació. Para anotarse en la lista debe tener 18 años o más.",
    );
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Diabetes/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: /Pueden llamarme o escribirme/ }).checked).toBe(false);
  });
});
