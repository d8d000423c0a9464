import type { Browser, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import {
  answer,
  createStaffAccount,
  expectNoAxeViolations,
  expectQueue,
  signIn,
  publishQuestions,
  skipLearnMorePrompt,
  test,
  expect,
} from "./support";

/**
 * A study's pre-screening questions (docs/prescreen.md), from a Spanish visitor on a phone to the coordinator
 * who reads the answers. It publishes CONFIRMATION-HF's seeded questions, so it runs after the other suites
 * (playwright.config.ts), which count what the seeded studies show.
 */

// The second test reads the questions the first one publishes.
test.describe.configure({ mode: "serial" });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const STUDY_PAGE = "/es/studies/confirmation-hf";

async function fillContact(page: Page, marker: string) {
  await page.getByLabel("Nombre completo").fill(`Rosa ${marker}`);
  await page.getByLabel("Correo electrónico", { exact: true }).fill("rosa@example.com");
  await page.getByLabel("Teléfono", { exact: true }).fill("(760) 555-0123");
  await page.getByLabel("Mensaje", { exact: true }).fill(`Mi papá está en el hospital. ${marker}`);
  await page.getByLabel(/Acepto que el equipo de investigación/).check();
}

async function phone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled });
  const page = await context.newPage();
  await skipLearnMorePrompt(page);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.0.${Math.floor(Math.random() * 200) + 20}` });
  return { context, page };
}

test("a Spanish visitor on a phone answers a study's questions, with and without JavaScript; the coordinator reads the answers in English beside the Spanish", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await publishQuestions(request);
  const marker = randomUUID().slice(0, 8);

  // With JavaScript: one question per screen, axe on each.
  {
    const { context, page } = await phone(browser, true);
    await page.goto(`${STUDY_PAGE}?lang=es`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.getByTestId("qualify-link").first().tap();
    await expect(page).toHaveURL(/\/es\/studies\/confirmation-hf\/questions$/);
    await expect(page.getByTestId("question-progress")).toHaveText("Pregunta 1 de 4");
    await expectNoAxeViolations(page);
    // Siguiente without an answer says why, and stays.
    await page.getByRole("button", { name: "Siguiente" }).click();
    await expect(page.getByTestId("question-problem")).toContainText("Escriba su respuesta");
    await expectNoAxeViolations(page);
    await answer(page, { year: "1950" });
    const question = page.getByTestId("question-step").getByRole("heading");
    await expect(question).toHaveText("¿Está en el hospital por insuficiencia cardíaca ahora?");
    await expect(question).toBeFocused();
    await expectNoAxeViolations(page);
    await answer(page, { label: "Sí" });
    // "Sí" brings the follow-up question, counted from the start: the count does not grow.
    await expect(page.getByTestId("question-progress")).toHaveText("Pregunta 3 de 4");
    await page.getByRole("button", { name: "Atrás" }).click();
    await expect(page.getByLabel("Sí", { exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await answer(page, { label: "No" });
    await expectNoAxeViolations(page);
    await answer(page, { label: "Ningún médico me ha dicho que tenga un problema de los riñones" });
    await expect(page.getByTestId("next-step")).toHaveText(
      "Gracias. Nuestro equipo revisará sus respuestas. Alguien le llamará, por lo general en un plazo de un día hábil, para hablar de este estudio o de otros.",
    );
    await expect(page.getByTestId("study-chip")).toContainText("CONFIRMATION-HF");
    await expectNoAxeViolations(page);
    await fillContact(page, `conjs-${marker}`);
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Su mensaje se envió." })).toBeVisible();
    await context.close();
  }

  // Without JavaScript: each step is a plain form the Worker answers.
  {
    const { context, page } = await phone(browser, false);
    await page.goto(STUDY_PAGE);
    await page.getByTestId("qualify-link").first().tap();
    await expect(page.getByTestId("question-progress")).toHaveText("Pregunta 1 de 4");
    await answer(page, { year: "1950" });
    await expect(page.getByTestId("question-progress")).toHaveText("Pregunta 2 de 4");
    await answer(page, { label: "Sí" });
    await answer(page, { label: "No" });
    await page.getByRole("button", { name: "Atrás" }).click();
    await expect(page.getByLabel("No", { exact: true })).toBeChecked();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await answer(page, { label: "Ningún médico me ha dicho que tenga un problema de los riñones" });
    await expect(page.getByTestId("next-step")).toBeVisible();
    await fillContact(page, `sinjs-${marker}`);
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page).toHaveURL(/\/es\/contact\/sent$/);
    await context.close();
  }

  // The coordinator: both inquiries arrive as likely matches, with every answer in English beside the Spanish.
  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await skipLearnMorePrompt(page);
  await signIn(page, await createStaffAccount("coordinator"));
  await expectQueue(page);
  for (const who of [`conjs-${marker}`, `sinjs-${marker}`]) {
    await page.getByLabel("Search name, email, phone or message").fill(who);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByTestId("inquiry-row").filter({ hasText: who });
    await expect(row).toContainText("Likely match");
    await row.getByRole("link").first().click();
    const card = page.getByRole("region", { name: "Pre-screening answers" });
    await expect(card).toContainText("Answered in Spanish");
    await expect(card).toContainText("What year were you born?");
    await expect(card.locator('[lang="es"]').first()).toHaveText("¿En qué año nació?");
    await expect(card).toContainText("Are you in the hospital for heart failure now?");
    await expect(card).toContainText("(Sí)");
    await expectNoAxeViolations(page);
  }
  await staffContext.close();
});

test("the questions have no axe violations in English either, and a study without them goes straight to its form", async ({ page }) => {
  await skipLearnMorePrompt(page);
  await page.goto("/studies/confirmation-hf/questions?lang=en");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.getByTestId("question-progress")).toHaveText("Question 1 of 4");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "I'm not sure" }).click();
  // The follow-up a "yes" would bring is counted from the start; "No" skips it and the count shrinks.
  await expect(page.getByTestId("question-progress")).toHaveText("Question 2 of 4");
  await expect(page.getByLabel("I'm not sure", { exact: true })).toBeVisible();
  await page.getByLabel("No", { exact: true }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("question-progress")).toHaveText("Question 3 of 3");
  await expectNoAxeViolations(page);
  await page.goto("/studies/redefine-hf/questions");
  await expect(page).toHaveURL(/\/contact\?study=REDEFINE-HF$/);
});
