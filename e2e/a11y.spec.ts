import AxeBuilder from "@axe-core/playwright";
import {
  fileInquiry,
  signIn,
  stubMapEmbed,
  allRoutes,
  createStaffAccount,
  type Language,
  openPage,
  skipLearnMorePrompt,
  test,
  expect,
  WCAG_TAGS,
} from "./support";

test.describe("accessibility (axe-core, WCAG 2.1 A/AA)", () => {
  for (const language of ["en", "es"] as Language[]) {
    for (const path of allRoutes) {
      test(`${path} in ${language} has no violations`, async ({ browser }) => {
        // Without motion, so axe never measures text in the middle of a scroll-reveal fade.
        const context = await browser.newContext({ reducedMotion: "reduce" });
        await stubMapEmbed(context);
        const page = await context.newPage();
        await openPage(page, path, language);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
        await context.close();
      });
    }
  }

  test("the language prompt has no violations", async ({ browser }) => {
    const context = await browser.newContext();
    await stubMapEmbed(context);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Choose Your Language" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});

test("the contact form with errors and the admin dashboard have no violations", async ({ browser }) => {
  test.setTimeout(60_000); // two axe passes, one over a queue of 50 rows, plus an account made by the CLI
  const context = await browser.newContext();
  await stubMapEmbed(context);
  const page = await context.newPage();
  await skipLearnMorePrompt(page);
  await openPage(page, "/contact", "es");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Corrija los campos marcados, por favor.")).toBeVisible();
  let results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await fileInquiry(page.request, { name: "Axe Check", email: "axe@example.com", phone: "7605550111", message: "Line 1\nLine 2" });
  const admin = await createStaffAccount();
  await signIn(page, admin, "es");
  await page.getByRole("link", { name: "Todas las abiertas" }).click();
  await expect(page.getByTestId("inquiry-row").first()).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});
