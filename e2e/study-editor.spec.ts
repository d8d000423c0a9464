import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createStaffAccount, expect, expectNoAxeViolations, signIn, openPage, test } from "./support";

/*
 * Runs after the rest of the suite (playwright.config.ts): it adds a study, features it on Home and closes
 * it, which would change what the other tests count on the public pages.
 */

const english = {
  Title: "A Study of a Heart Medicine for Testing This Site",
  "Summary (the study's card)": "This study tests a heart medicine. It wants to find out whether it helps people stay out of the hospital.",
  "What the study wants to find out":
    "This study is for adults with heart failure.\n\nIt wants to find out whether the study medicine helps them stay out of the hospital.",
  "Key eligibility": "Adults 18 years or older\nHeart failure",
  "What taking part involves": "You come to our clinic for study visits. We check how you feel.",
  "How long it lasts and how many visits (optional)": "Taking part lasts about 1 year. You come to our clinic about 8 times.",
  Sponsor: "Example Sponsor",
};
const spanish = {
  Title: "Estudio de un medicamento para el corazón para probar este sitio",
  "Summary (the study's card)":
    "Este estudio prueba un medicamento para el corazón. Quiere saber si ayuda a las personas a no ir al hospital.",
  "What the study wants to find out":
    "Este estudio es para adultos con insuficiencia cardíaca.\n\nQuiere saber si el medicamento del estudio les ayuda a no ir al hospital.",
  "Key eligibility": "Adultos de 18 años o más\nInsuficiencia cardíaca",
  "What taking part involves": "Usted viene a nuestra clínica a sus citas del estudio. Revisamos cómo se siente.",
  "How long it lasts and how many visits (optional)":
    "Su participación dura más o menos 1 año. Usted viene a nuestra clínica unas 8 veces.",
  Sponsor: "Patrocinador de ejemplo",
};

async function writeDraft(page: Page) {
  for (const [language, texts] of [
    ["English", english],
    ["Spanish", spanish],
  ] as const) {
    const group = page.getByRole("group", { name: language, exact: true });
    for (const [label, text] of Object.entries(texts)) await group.getByLabel(label, { exact: true }).fill(text);
  }
  // The rules run as the words are typed: a paragraph shows its reading level.
  await expect(page.getByRole("group", { name: "English", exact: true }).getByTestId("field-check").nth(1)).toContainText("Grade");
  await page.getByRole("button", { name: "Save the draft" }).click();
}

test("an admin adds a study, writes both languages, records the approval and publishes it: the site shows it within a minute, with no deploy; closing takes it off", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const code = `E2E-${randomUUID().slice(0, 6).toUpperCase()}`;
  const slug = code.toLowerCase();
  await signIn(page, await createStaffAccount());
  await expect(page).toHaveURL(/\/admin/);
  await openPage(page, "/admin/studies");
  await page.getByLabel("Study code (acronym)").fill(code);
  await page.getByRole("button", { name: "Add the study" }).click();
  await expect(page).toHaveURL(/\/admin\/studies\/\d+$/);
  const editorUrl = new URL(page.url()).pathname;
  await expect(page.getByText("No text yet. Write the first draft in both languages.")).toBeVisible();

  await page.getByRole("button", { name: "Write a new draft" }).click();
  await expectNoAxeViolations(page);
  await writeDraft(page);
  const version = page.getByTestId("study-version").first();
  await expect(version).toContainText("Version 1");
  await expect(version).toContainText("Draft");
  // A draft reaches no visitor.
  expect((await request.get(`/studies/${slug}`)).status()).toBe(404);

  await version.getByLabel("Ethics board reference").fill("IRB-E2E-1");
  await version.getByLabel("Approved on").fill("2026-11-20");
  await version.getByRole("button", { name: "Record the approval" }).click();
  await expect(version).toContainText("Approved");
  await expect(version).toContainText("Ethics board IRB-E2E-1, approved on 2026-11-20");
  await version.getByRole("button", { name: "Publish version 1" }).click();
  await expect(version).toContainText("Published");
  await page.getByRole("button", { name: "Feature on Home" }).click();
  await expect(page.getByText("Featured on Home")).toBeVisible();
  await expectNoAxeViolations(page);

  // Within a minute, everywhere, both languages: the page with its own head tags, the list, Home, the sitemap.
  const body = async (path: string) => {
    const res = await request.get(path);
    return res.ok() ? await res.text() : `status ${res.status()}`;
  };
  const withinAMinute = { timeout: 60_000, intervals: [1_000] };
  await expect.poll(() => body(`/studies/${slug}`), withinAMinute).toContain(`<meta property="og:title" content="${english.Title}`);
  await expect.poll(() => body(`/es/studies/${slug}`), withinAMinute).toContain(`<title>${spanish.Title}`);
  // This study's own card (by its address: a retried run leaves an earlier run's study, with the same words, behind).
  await expect.poll(() => body("/studies"), withinAMinute).toContain(`href="/studies/${slug}"`);
  await expect.poll(() => body("/es/studies"), withinAMinute).toContain(`href="/es/studies/${slug}"`);
  await expect.poll(() => body("/"), withinAMinute).toContain(`href="/studies/${slug}"`);
  expect(await body("/studies")).toContain(english.Title);
  expect(await body("/es/studies")).toContain(spanish.Title);
  await expect.poll(() => body("/sitemap.xml"), withinAMinute).toContain(`/es/studies/${slug}</loc>`);
  // In the browser too, with the page hydrated from the data it carries.
  await openPage(page, `/es/studies/${slug}`, "es");
  await expect(page.locator("main h1")).toHaveText(spanish.Title);
  await expect(page.getByText("Patrocinador: Patrocinador de ejemplo")).toBeVisible();
  const length = page.getByRole("region", { name: "Cuánto dura" });
  await expect(length).toContainText(spanish["How long it lasts and how many visits (optional)"]);

  await openPage(page, editorUrl);
  await page.getByRole("button", { name: "Close the study" }).click();
  await expect(page.getByText("Closed", { exact: true })).toBeVisible();
  await expect.poll(() => body("/studies"), withinAMinute).not.toContain(`href="/studies/${slug}"`);
  await expect.poll(() => body(`/studies/${slug}`), withinAMinute).toContain("This study is no longer enrolling at our clinic.");
  await expect.poll(() => body("/"), withinAMinute).not.toContain(`href="/studies/${slug}"`);
});

test("the study editor has no axe violations in Spanish, and its words are Spanish", async ({ page }) => {
  test.setTimeout(120_000); // a sign-in and four axe scans, the last over a whole version's text, on a loaded machine
  await signIn(page, await createStaffAccount(), "es");
  await expect(page).toHaveURL(/\/admin/);
  await openPage(page, "/admin/studies", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estudios");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "FINALITY-HF" }).click();
  // The seeded draft with the pre-screening questions (migrations/0014) waits for the board.
  await page
    .getByText(/^Preguntas del cuestionario previo \(\d\)$/)
    .first()
    .click();
  await expect(page.getByText("¿Algún médico le ha dicho que tiene insuficiencia cardíaca?").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Editar el borrador" }).click();
  await expect(page.getByRole("group", { name: "Español", exact: true }).getByLabel("Título", { exact: true })).toHaveValue(/finerenona/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancelar" }).click();
  await page.getByText("Leer esta versión").first().click();
  await expectNoAxeViolations(page);
});

test("an admin imports a study's ClinicalTrials.gov record: the editor shows this clinic's location, the page the registry's facts", async ({
  page,
  request,
}) => {
  await signIn(page, await createStaffAccount());
  await expect(page).toHaveURL(/\/admin/);
  await openPage(page, "/admin/studies");
  await page.getByRole("link", { name: "REDEFINE-HF" }).click();
  const registry = page.getByRole("region", { name: "ClinicalTrials.gov" });
  await registry.getByRole("button", { name: /Import from ClinicalTrials.gov|Read the record again/ }).click();
  await expect(registry).toContainText("Frontera Community Research (RECRUITING)");
  await expect(registry).toContainText("RECRUITING");
  await expectNoAxeViolations(page);
  const body = async (path: string) => (await request.get(path)).text();
  await expect
    .poll(() => body("/studies/redefine-hf"), { timeout: 60_000, intervals: [1_000] })
    .toContain("From ClinicalTrials.gov, updated September 10, 2025");
  await expect
    .poll(() => body("/es/studies/redefine-hf"), { timeout: 60_000, intervals: [1_000] })
    .toContain("De ClinicalTrials.gov, actualizado el 10 de septiembre de 2025");
});
