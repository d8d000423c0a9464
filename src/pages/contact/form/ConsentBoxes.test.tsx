import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CURRENT_SMS_CONSENT_VERSION, SMS_CONSENT_VERSIONS, SMS_TEXTS_PER_MONTH } from "../../../../contract/consent";
import { emptyContactForm, inquiryInputOf } from "../../../../contract/contactForm";
import { SMS_CONSENT_STATEMENTS } from "../../../../contract/smsConsentStatements";
import { CURRENT_REGISTRY_STATEMENT, REGISTRY_CONSENT_STATEMENTS } from "../../../../contract/volunteers";
import { activateLocale } from "../../../i18n/activate";
import { renderAt } from "../../../test/render";
import { ConsentBoxes } from "./ConsentBoxes";

const boxes = <ConsentBoxes values={emptyContactForm} update={() => undefined} errors={{}} errorText={(code: string) => code} />;

/** The words beside the text-message checkbox, as a person reads them. */
function smsStatement(): string {
  const box = screen.getAllByRole("checkbox").find((input) => input.getAttribute("name") === "smsConsent")!;
  return box.closest("label")!.textContent!.replace(/\s+/g, " ").trim();
}

describe("the text-message consent statement (issue #37)", () => {
  it("is, word for word, the current version's words: sender, texts a month, rates, HELP and STOP", async () => {
    renderAt("/contact", boxes);
    const english = smsStatement();
    expect(english).toBe(SMS_CONSENT_STATEMENTS[CURRENT_SMS_CONSENT_VERSION].en);
    for (const words of ["Frontera Research", `up to ${SMS_TEXTS_PER_MONTH} texts a month`, "Msg & data rates may apply", "HELP", "STOP"])
      expect(english).toContain(words);
  });

  it("says the same in Spanish", async () => {
    await activateLocale("es");
    renderAt("/es/contact", boxes);
    const spanish = smsStatement();
    expect(spanish).toBe(SMS_CONSENT_STATEMENTS[CURRENT_SMS_CONSENT_VERSION].es);
    for (const words of [
      "Frontera Research",
      `hasta ${SMS_TEXTS_PER_MONTH} mensajes al mes`,
      "Pueden aplicar tarifas de mensajes y datos",
      "AYUDA",
      "PARAR",
    ])
      expect(spanish).toContain(words);
  });

  it("keeps the words of every version the ledger may name", () => {
    expect(Object.keys(SMS_CONSENT_STATEMENTS).sort()).toEqual([...SMS_CONSENT_VERSIONS].sort());
  });
});

/** The registry's statement beside the "keep me on the list" box (its heading and link aside). */
function registryStatement(): string {
  const box = screen.getAllByRole("checkbox").find((input) => input.getAttribute("name") === "registry")!;
  // The statement is the box's description (aria-describedby), shown right under it.
  const description = document.getElementById(box.getAttribute("aria-describedby")!)!;
  return description.querySelector('[data-statement="registry"]')!.textContent!.replace(/\s+/g, " ").trim();
}

describe("the box to stay on the list for future studies (issue #39)", () => {
  it("shows, word for word, the registry statement version the form sends, in English and Spanish", async () => {
    renderAt("/contact", boxes);
    expect(registryStatement()).toBe(REGISTRY_CONSENT_STATEMENTS[CURRENT_REGISTRY_STATEMENT].en);
    // A short name (the statement is its description): "phone" or "e-mail" in it would be a second field of that name.
    expect(
      (screen.getByRole("checkbox", { name: "Also keep me on the list for future studies (optional)." }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(inquiryInputOf({ ...emptyContactForm, registry: true }, { language: "en" }).registryConsent).toBe(CURRENT_REGISTRY_STATEMENT);
    expect(inquiryInputOf(emptyContactForm, { language: "en" })).not.toHaveProperty("registryConsent");
    await activateLocale("es");
    renderAt("/es/contact", boxes);
    expect(registryStatement()).toBe(REGISTRY_CONSENT_STATEMENTS[CURRENT_REGISTRY_STATEMENT].es);
  });
});
