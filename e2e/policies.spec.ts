import { expectNoAxeViolations, openPage, skipLearnMorePrompt, test, expect } from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const pages = [
  {
    path: "/privacy",
    en: "Privacy Policy",
    es: "Política de privacidad",
    // The periods wrangler.toml sets: the inquiries' retention, and the registry's consent and retention.
    mustSay: {
      en: /365 days after that[\s\S]*Your yes lasts 12 months[\s\S]*we wait 30 days/,
      es: /365 días después[\s\S]*Su permiso dura 12 meses[\s\S]*esperamos 30 días/,
    },
  },
  { path: "/terms", en: "Terms of Use", es: "Condiciones de uso", mustSay: { en: /call 911 right away/, es: /llame al 911 de inmediato/ } },
  {
    path: "/accessibility",
    en: "Accessibility",
    es: "Accesibilidad",
    mustSay: { en: /WCAG 2\.1, at level AA/, es: /WCAG 2\.1, en el nivel AA/ },
  },
  {
    path: "/language-assistance",
    en: "Language Assistance and Nondiscrimination",
    es: "Asistencia con el idioma y no discriminación",
    mustSay: { en: /We treat everyone the same, whatever their/, es: /Tratamos a todas las personas por igual, sin importar su/ },
  },
] as const;

for (const item of pages) {
  for (const language of ["en", "es"] as const) {
    const url = language === "en" ? item.path : `/es${item.path}`;
    test(`${url}: its title, its text, a way to reach us, and no axe violations`, async ({ page }) => {
      await openPage(page, url, language);
      await expect(page.locator("main h1")).toHaveText(item[language]);
      await expect(page).toHaveTitle(new RegExp(`^${item[language]} \\|`));
      await expect(page.locator("main")).toContainText(item.mustSay[language]);
      await expect(page.locator("main").getByRole("link", { name: "(760) 555-0142" }).first()).toHaveAttribute("href", "tel:+17605550142");
      await expectNoAxeViolations(page);
    });
  }
}

test("the footer links to the four policies, in both languages", async ({ page }) => {
  for (const language of ["en", "es"] as const) {
    await openPage(page, language === "en" ? "/" : "/es", language);
    const footer = page.getByRole("contentinfo");
    for (const item of pages) {
      const link = footer.getByRole("link", {
        name:
          item.path === "/language-assistance" ? (language === "en" ? "Language Assistance" : "Asistencia con el idioma") : item[language],
        exact: true,
      });
      await expect(link).toHaveAttribute("href", language === "en" ? item.path : `/es${item.path}`);
    }
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" }).click();
  await expect(page).toHaveURL(/\/es\/privacy$/);
  await expect(page.locator("main h1")).toHaveText("Política de privacidad");
});

test("the consent statement links to the privacy policy, and its error says what the box asks", async ({ page }) => {
  await openPage(page, "/es/contact", "es");
  const consent = page.getByLabel(/Acepto que el equipo de investigación me llame o me escriba/);
  await expect(consent).not.toBeChecked();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Marque la casilla para que podamos llamarle o escribirle.")).toBeVisible();
  const policy = page.locator("form").getByRole("link", { name: "política de privacidad" });
  await expect(policy).toHaveAttribute("href", "/es/privacy");
  await policy.click();
  await expect(page.locator("main h1")).toHaveText("Política de privacidad");
});
