import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations, openPage, skipLearnMorePrompt, test, expect } from "./support";

/** A phone, with or without JavaScript, from a network of its own (the sign-up's quota is per network). */
async function phone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled });
  const page = await context.newPage();
  await skipLearnMorePrompt(page);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.1.${Math.floor(Math.random() * 200) + 20}` });
  return { context, page };
}

async function fillSpanish(page: Page, marker: number) {
  await page.getByLabel("Nombre completo").fill("Rosa Elena Quintero");
  await page.getByLabel(/^Teléfono/).fill(`(760) 555-${marker}`);
  await page.getByLabel("Año en que nació (opcional)").fill("1968");
  await page.getByLabel("Código postal (opcional)").fill("92243");
  await page.getByRole("checkbox", { name: "Diabetes" }).check();
  await page
    .getByRole("group", { name: "¿Cómo podemos comunicarnos con usted?" })
    .getByRole("checkbox", { name: "Mensaje de texto" })
    .check();
  await page.getByRole("checkbox", { name: /Pueden mandarme mensajes de texto/ }).check();
}

for (const javaScriptEnabled of [true, false]) {
  test(`a Spanish visitor on a phone joins the list ${javaScriptEnabled ? "with" : "without"} JavaScript: what to fix first, then the reference`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await phone(browser, javaScriptEnabled);
    const marker = 1000 + Math.floor(Math.random() * 8999);
    if (javaScriptEnabled) await openPage(page, "/es/registry", "es");
    else await page.goto("/es/registry?lang=es");
    await expect(page.locator("main h1")).toHaveText("Sepa de estudios futuros");
    await expect(page.getByText("Su permiso dura 12 meses.")).toBeVisible();
    await fillSpanish(page, marker);
    // The registry's own yes is left unchecked: the form comes back with everything typed, and says why.
    await page.getByRole("button", { name: "Anotarme en la lista" }).click();
    await expect(page.getByRole("alert")).toHaveText("Corrija los campos marcados, por favor.");
    const consent = page.getByRole("checkbox", { name: /Pueden comunicarse conmigo sobre estudios futuros/ });
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toBeFocused();
    await expect(page.getByText("Marque la casilla para anotarse en la lista.")).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Rosa Elena Quintero");
    await expect(page.getByRole("checkbox", { name: "Diabetes" })).toBeChecked();
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await consent.check();
    await page.getByRole("button", { name: "Anotarme en la lista" }).click();
    const joined = page.getByTestId("registry-joined");
    await expect(joined.getByRole("heading")).toHaveText("Ya está en nuestra lista");
    await expect(joined).toContainText(/Su número de referencia es R-[2-9A-Z]{4}-[2-9A-Z]{4}\./);
    await expect(page.getByRole("button", { name: "Anotarme en la lista" })).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await context.close();
  });
}

test("the sign-up has no axe violations in English, and the participants page leads to it", async ({ page }) => {
  await skipLearnMorePrompt(page);
  await openPage(page, "/participants", "en");
  await page.getByRole("link", { name: "Hear about future studies" }).click();
  await expect(page).toHaveURL(/\/registry$/);
  await expect(page.locator("main h1")).toHaveText("Hear about future studies");
  await expect(page.getByRole("checkbox", { name: /You may contact me about future studies/ })).not.toBeChecked();
  await expectNoAxeViolations(page);
});
