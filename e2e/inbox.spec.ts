import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createAdminWithCli, expectNoAxeViolations as noViolations, logIn as signIn, openPage, skipLearnMorePrompt, test, expect } from "./support";

async function logIn(page: Page, credentials: { username: string; password: string }) {
  await signIn(page, credentials);
  await expect(page).toHaveURL(/\/admin$/);
}

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

test("a Spanish inquiry from a study's link is found, worked and closed by a coordinator an admin created", async ({ page }) => {
  test.setTimeout(90_000);
  const marker = randomUUID().slice(0, 6);
  const surname = `Núñez${marker}`;

  // A visitor in Spanish follows "See if you qualify" on a study card.
  await openPage(page, "/studies", "es");
  const card = page.getByRole("article").filter({ hasText: "REDEFINE-HF" });
  await card.getByRole("link", { name: /Vea si califica/ }).click();
  await expect(page).toHaveURL(/\/contact\?study=REDEFINE-HF$/);
  await expect(page.getByTestId("study-chip")).toContainText("REDEFINE-HF");
  await page.getByLabel("Nombre completo").fill(`Guadalupe ${surname}`);
  await page.getByLabel("Correo electrónico").fill(`lupe.${marker}@example.com`);
  await page.getByLabel("Teléfono").fill("(760) 555-0177");
  await page.getByLabel("¿Cómo prefiere que nos comuniquemos con usted? (opcional)").selectOption("text");
  await page.getByLabel("Mejor horario para comunicarnos con usted (opcional)").selectOption("evening");
  await page.getByLabel("Mensaje", { exact: true }).fill("Me dieron de alta la semana pasada.");
  await page.getByLabel("¿Cómo se enteró de nosotros? (opcional)").selectOption("radio_tv");
  await page.getByLabel(/Acepto que el equipo de investigación me llame o me escriba/).check();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Formulario enviado")).toBeVisible();
  await page.evaluate(() => localStorage.setItem("language", "en"));

  // An admin adds a coordinator in the staff area.
  const admin = createAdminWithCli();
  await logIn(page, admin);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Staff accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  await noViolations(page);
  const coordinator = { username: `coord-${marker}`, password: `pw-${randomUUID()}` };
  await page.getByLabel("Name", { exact: true }).fill(`Coordinadora ${marker}`);
  await page.getByLabel("Username").fill(coordinator.username);
  await page.getByLabel("Role").selectOption("coordinator");
  await page.getByLabel("First password").fill(coordinator.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("row").filter({ hasText: coordinator.username })).toContainText("Coordinator");
  await page.getByRole("button", { name: "Logout" }).or(page.getByRole("link", { name: "Inquiries" })).first().click();
  await page.goto("/admin?lang=en");
  await page.getByRole("button", { name: "Logout" }).click();

  // The coordinator finds the inquiry by typing the name without accents.
  await logIn(page, coordinator);
  await expect(page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
  await page.getByLabel("Search name, email, phone or message").fill(`nunez${marker}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByTestId("inquiry-row");
  await expect(row).toHaveCount(1);
  // A name searched for never goes into the address bar (or the server's request log).
  expect(page.url()).not.toContain(marker);
  await expect(page.getByTestId("inbox-total")).toHaveText("1 in total");
  await expect(row).toContainText("Spanish");
  await expect(row).toContainText("REDEFINE-HF");
  await noViolations(page);
  await row.getByRole("link").first().click();

  // The detail carries the context, then the coordinator works it.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Guadalupe ${surname}`);
  const facts = page.getByTestId("inquiry-facts");
  await expect(facts).toContainText("REDEFINE-HF");
  await expect(facts).toContainText("Text message");
  await expect(facts).toContainText("Evening");
  await expect(facts).toContainText("Radio or TV");
  await expect(facts).toContainText("Given (statement of 2026-11-23.2, shown in Spanish)");
  await noViolations(page);

  const attempt = page.getByRole("form", { name: "Log a contact attempt" });
  await attempt.getByLabel("How").selectOption("phone");
  await attempt.getByLabel("Outcome").selectOption("reached");
  await attempt.getByLabel("Details (optional)").fill("Habló con ella; prefiere por la tarde.");
  await attempt.getByRole("button", { name: "Log attempt" }).click();
  await expect(page.getByTestId("timeline")).toContainText("Contact attempt by Phone: Reached");

  const note = page.getByRole("form", { name: "Add a note" });
  await note.getByLabel("Note").fill("Trae su lista de medicinas.");
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("timeline")).toContainText("Trae su lista de medicinas.");

  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByTestId("timeline")).toContainText(`Assigned to Coordinadora ${marker}`);

  const status = page.getByRole("form", { name: "Change status" });
  await status.getByLabel("New status").selectOption("scheduled");
  await status.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByTestId("timeline")).toContainText("Status: Contacting → Screening scheduled");

  const closing = page.getByRole("form", { name: "Change status" });
  await closing.getByLabel("New status").selectOption("not_eligible");
  await closing.getByRole("button", { name: "Change status" }).click();
  await expect(closing.getByRole("alert")).toHaveText("Closing an inquiry needs a reason.");
  await closing.getByLabel("Reason (required to close)").fill("Fracción de eyección fuera de rango");
  await closing.getByRole("button", { name: "Change status" }).click();

  const timeline = page.getByTestId("timeline");
  await expect(timeline).toContainText("Status: Screening scheduled → Not eligible");
  await expect(timeline).toContainText("Reason: Fracción de eyección fuera de rango");
  const entries = timeline.getByRole("listitem");
  await expect(entries).toHaveCount(7); // received, attempt, → contacting, note, assigned, → scheduled, → not eligible
  await expect(entries.first()).toContainText("Inquiry received from the website");
  for (const index of [1, 3, 4, 5, 6]) await expect(entries.nth(index)).toContainText(`Coordinadora ${marker}`);
  await expect(entries.nth(1).locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await noViolations(page);
});
