import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { allRoutes, openPage, type Language } from "./support";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.describe("accessibility (axe-core, WCAG 2.1 A/AA)", () => {
  for (const language of ["en", "es"] as Language[]) {
    for (const path of allRoutes) {
      test(`${path} in ${language} has no violations`, async ({ browser }) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await openPage(page, path, language);
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
        await context.close();
      });
    }
  }

  test("the language prompt has no violations", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Choose Your Language" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
