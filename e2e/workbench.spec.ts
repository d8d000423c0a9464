import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { executeD1 } from "../scripts/lib/d1.ts";
import {
  fileInquiry,
  createStaffAccount,
  expectNoAxeViolations as noViolations,
  expectQueue,
  logIn,
  signIn,
  openPage,
  skipLearnMorePrompt,
  test,
  expect,
} from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

/** A visitor's inquiry (through the real API), received `daysAgo` days ago. */
async function seed(
  page: Page,
  name: string,
  options: { daysAgo?: number; language?: "en" | "es"; phone?: string; closed?: boolean } = {},
) {
  const data = {
    name,
    email: "persona@example.com",
    phone: options.phone ?? "(760) 555-0190",
    message: "Quisiera información.",
    consent: true,
    language: options.language ?? "es",
  };
  const { id } = await fileInquiry(page.request, data);
  const sets = [
    options.daysAgo ? `created_at = '${new Date(Date.now() - options.daysAgo * 86_400_000).toISOString()}'` : "",
    options.closed ? "status = 'not_interested', closed_reason = 'time', closed_at = created_at" : "",
  ].filter(Boolean);
  if (sets.length) executeD1(`UPDATE inquiries SET ${sets.join(", ")} WHERE id = ${id};`, "local");
  return id;
}

test("a coordinator's morning: the due queue oldest first, one-click outcomes, the follow-up, undo, the filter kept", async ({ page }) => {
  test.setTimeout(120_000);
  // The page's clock, so "the Undo outlasts a notification" moves time instead of waiting for it.
  await page.clock.install();
  await page.setViewportSize({ width: 1366, height: 768 });
  const marker = randomUUID().slice(0, 6);
  const oldest = await seed(page, `Olga ${marker}`, { daysAgo: 9 });
  await seed(page, `Rita ${marker}`, { daysAgo: 4 });
  await seed(page, `Cerrada ${marker}`, {
    daysAgo: 40,
    phone: `(760) 555-${marker.replace(/\D/g, "1").slice(0, 4).padEnd(4, "7")}`,
    closed: true,
  });
  const coordinator = await createStaffAccount("coordinator", `Lupita ${marker}`);
  await signIn(page, coordinator);
  await expectQueue(page);

  // Signed in as the person's name and role; the staff area has its own frame, not the public one.
  await expect(page.getByTestId("signed-in-as")).toHaveText(`Lupita ${marker} (Coordinator)`);
  await expect(page.getByRole("link", { name: "Due now" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("footer")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Call/ })).toHaveCount(0);

  // Due now, what needs a person first (the screen says the order); narrowed to Spanish, the first row on the first screen.
  await expect(page.getByTestId("queue-order")).toContainText("Unread replies and people not called yet come first");
  await page.getByText("More filters and order").click();
  await page.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(page).toHaveURL(/language=es/);
  const rows = page.getByTestId("inquiry-row");
  const mine = rows.filter({ hasText: marker });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText(`Olga ${marker}`);
  const positions = await rows.evaluateAll((items) => items.map((item) => item.textContent ?? ""));
  expect(positions.findIndex((text) => text.includes(`Olga ${marker}`))).toBeLessThan(
    positions.findIndex((text) => text.includes(`Rita ${marker}`)),
  );
  await page.locator("summary").click();
  expect((await rows.first().boundingBox())!.y).toBeLessThan(768);
  await noViolations(page);

  // Keyboard: j moves through the list, Enter opens (the list stays beside the inquiry on a wide screen).
  await page.locator("body").press("j");
  await expect(rows.first().getByRole("link").first()).toBeFocused();
  await mine
    .filter({ hasText: `Olga ${marker}` })
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${oldest}\\?.*language=es`));
  await expect(page.getByRole("heading", { level: 1, name: `Olga ${marker}` })).toBeVisible();
  await expect(rows.first()).toBeVisible();
  // The opened inquiry's heading has focus; one Tab reaches "Skip to next steps", then Enter and three Tabs
  // "No answer" (74 Tab presses before, the whole list first). "n" goes there from anywhere too.
  await expect(page.getByRole("heading", { level: 1, name: `Olga ${marker}` })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to next steps" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Skip to next steps" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Next steps" })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${oldest}\\?.*language=es$`));
  // The note first (typed before choosing the result), then "Reached", then "No answer".
  for (let press = 0; press < 3; press++) await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "No answer (Phone)" })).toBeFocused();
  await rows.first().getByRole("link").first().focus();
  await page.keyboard.press("n");
  await expect(page.getByRole("heading", { level: 2, name: "Next steps" })).toBeFocused();

  // One click logs "no answer": the caller becomes the owner, focus lands on the new entry, the follow-up is set.
  await page.getByRole("button", { name: "No answer (Phone)" }).click();
  const timeline = page.getByTestId("timeline");
  await expect(timeline).toContainText("Contact attempt by Phone: No answer");
  await expect(timeline).toContainText(`Assigned to Lupita ${marker}`);
  await expect(page.locator(":focus")).toContainText("Contact attempt by Phone: No answer");
  await expect(page.getByTestId("next-step")).toContainText("Try again:");
  await expect(page.getByRole("status").filter({ hasText: "Saved: Contact attempt by Phone: No answer" })).toHaveCount(1);
  // One Tab from the new entry is back on the actions.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Note (optional, type it before choosing the result)")).toBeFocused();
  // The row in the list shows the try and what comes next, without reloading the list.
  const olgaRow = rows.filter({ hasText: `Olga ${marker}` });
  await expect(olgaRow).toContainText("Last try: Phone, No answer");
  await expect(olgaRow).toContainText("Next: Try again");
  await expect(olgaRow).toContainText(`Owner: Lupita ${marker}`);
  await noViolations(page);

  // Closing as not eligible takes a reason from the list; the notification offers Undo, reachable with F8.
  const status = page.getByRole("region", { name: "Change status" });
  await status.getByLabel("New status").selectOption("not_eligible");
  await status.getByRole("button", { name: "Change status" }).click();
  await expect(status.getByRole("alert")).toHaveText("Choose a reason.");
  // Focus is on the reasons, where the answer is missing (not lost on the page).
  await expect(status.getByRole("group", { name: "Reason" }).getByRole("radio").first()).toBeFocused();
  await status.getByLabel("Age").check();
  await status.getByRole("button", { name: "Change status" }).click();
  await expect(timeline).toContainText("Status: Contacting → Not eligible (Age)");
  await expect(page.getByText("Inquiry closed")).toBeVisible();
  await page.clock.fastForward(6_000); // longer than an ordinary notification lasts
  await page.keyboard.press("F8");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(timeline).toContainText("Status: Not eligible → Contacting");

  // The filter survives going elsewhere and back.
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recruitment report" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/language=es/);
  await expect(page.getByRole("heading", { level: 1, name: `Olga ${marker}` })).toBeVisible();

  // A call-back from someone already closed is found by phone: search covers every status.
  const closedPhone = `555-${marker.replace(/\D/g, "1").slice(0, 4).padEnd(4, "7")}`;
  await page.getByLabel("Search name, email, phone or message").fill(closedPhone);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
  await expect(rows.filter({ hasText: `Cerrada ${marker}` })).toContainText("Not interested");
  expect(page.url()).not.toContain("555");
  await noViolations(page);
});

test("an admin adds a coordinator; the coordinator sees no account screens and no export", async ({ page }) => {
  test.setTimeout(60_000); // an account made with the CLI (it starts wrangler) and one through the staff screen
  const marker = randomUUID().slice(0, 6);
  const admin = await createStaffAccount();
  await signIn(page, admin);
  await expectQueue(page);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Staff accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  await noViolations(page);
  const coordinator = { username: `coord-${marker}`, password: `pw-${randomUUID()}` };
  await page.getByLabel("Name", { exact: true }).fill(`Coordinadora ${marker}`);
  await page.getByLabel("Username").fill(coordinator.username);
  await page.getByLabel("Role").selectOption("coordinator");
  await page.getByLabel("First password").fill(coordinator.password);
  // The estimator's dictionaries (about 1 MB) load with the first password typed.
  await expect(page.getByText("Strong enough.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("row").filter({ hasText: coordinator.username })).toContainText("Coordinator");
  await page.getByRole("button", { name: "Logout" }).click();

  // Through the login page: what it says on the way in is part of this check.
  await logIn(page, coordinator);
  await expectQueue(page);
  await expect(page.getByText("You have been logged in as coordinator.")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
});

test("on a phone the staff area fits: the queue's first row on the first screen, an inquiry in its place, back to the same filter", async ({
  page,
}) => {
  test.setTimeout(60_000); // an account made with the CLI (it starts wrangler) and two accessibility scans
  await page.setViewportSize({ width: 390, height: 844 });
  const marker = randomUUID().slice(0, 6);
  await seed(page, `Móvil ${marker}`);
  await signIn(page, await createStaffAccount("coordinator"), "es");
  await expectQueue(page);
  await page.getByRole("link", { name: "Todas las abiertas" }).click();
  // Measured once the open list has replaced the due one (both hold the new inquiry).
  await expect(page).toHaveURL(/view=open/);
  await expect(page.getByRole("heading", { level: 2, name: "Consultas pendientes" })).toBeVisible();
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  const rows = page.getByTestId("inquiry-row");
  await expect(rows.filter({ hasText: marker })).toBeVisible();
  expect((await rows.first().boundingBox())!.y).toBeLessThan(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);
  await rows.filter({ hasText: marker }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Móvil ${marker}` })).toBeVisible();
  await expect(rows.first()).toBeHidden(); // the list gives its place to the inquiry
  await page.getByRole("button", { name: "Enviado (Mensaje de texto)" }).click();
  await expect(page.getByTestId("timeline")).toContainText("Intento de contacto por Mensaje de texto: Enviado");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noViolations(page);
  await page.getByRole("link", { name: "Volver a la lista" }).click();
  await expect(page).toHaveURL(/\/admin\?view=open$/);
  await expect(rows.filter({ hasText: marker })).toContainText("Último intento: Mensaje de texto, Enviado");
});

/**
 * axe at the narrowest and the widest screen, without reloading between them (the layout follows the width),
 * and no sideways scroll of the whole page at either (a wide table scrolls inside its own region).
 */
async function noViolationsAtEveryWidth(page: Page) {
  for (const width of [320, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await noViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} at ${width} px`).toBeLessThanOrEqual(width);
  }
}

test.describe("every staff screen has no axe violations and no sideways scroll, in both languages, from 320 to 1920 px", () => {
  for (const language of ["en", "es"] as const) {
    test(`320 and 1920 px, ${language}`, async ({ page }) => {
      test.setTimeout(240_000); // every staff screen, each scanned by axe twice, on a loaded machine
      await page.setViewportSize({ width: 320, height: 900 });
      const id = await seed(page, `Axe ${randomUUID().slice(0, 6)}`, { daysAgo: 2 });
      await signIn(page, await createStaffAccount(), language);
      await expectQueue(page);
      await noViolationsAtEveryWidth(page);
      await page.locator("details summary").first().click();
      await noViolationsAtEveryWidth(page);
      await openPage(page, `/admin/inquiries/${id}`, language);
      await noViolationsAtEveryWidth(page);
      await page.locator("body").press("?");
      await expect(page.getByRole("dialog")).toBeVisible();
      await noViolationsAtEveryWidth(page);
      await page.keyboard.press("Escape");
      for (const path of [
        "/admin/agenda",
        "/admin/registry",
        "/admin/registry/new",
        "/admin/registry/import",
        "/admin/campaigns",
        "/admin/campaigns/new",
        "/admin/partners",
        "/admin/templates",
        "/admin/reports",
        "/admin/audit",
        "/admin/staff",
        "/admin/security",
        "/admin/studies",
        "/admin/studies/1",
      ]) {
        await openPage(page, path, language);
        await noViolationsAtEveryWidth(page);
      }
    });
  }
});
