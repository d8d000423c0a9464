import type { Browser, Page } from "@playwright/test";
import { openPage, skipLearnMorePrompt, test, expect } from "./support";

/**
 * No keystroke is lost while the page's code arrives and takes over (issue #36): on every public page with a
 * text box, in both languages, a visitor on a slow phone (CPU 6× slower) types at 120 ms a key from before the
 * code is let through until after the page has hydrated, and every letter is still there.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function slowPhone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await skipLearnMorePrompt(page);
  return { context, page };
}

/** Holds the app's entry script until `release()`. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const boxes = [
  { path: "/studies", language: "en", label: "Search", exact: true, text: "heart failure" },
  { path: "/es/studies", language: "es", label: "Buscar", exact: true, text: "corazon" },
  { path: "/contact", language: "en", label: "Full Name", exact: false, text: "Rosa Elena" },
  { path: "/es/contact", language: "es", label: "Nombre completo", exact: false, text: "Rosa Elena" },
] as const;

for (const box of boxes) {
  test(`${box.path}: "${box.text}" typed while the code arrives keeps every letter`, async ({ browser }) => {
    const { context, page } = await slowPhone(browser);
    const release = await holdAppCode(page);
    await page.goto(`${box.path}?lang=${box.language}`, { waitUntil: "commit" });
    const input = page.getByLabel(box.label, { exact: box.exact });
    await expect(input).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
    await input.click();
    // The first key goes in on the server's HTML alone; the code is let through while the rest are typed.
    await page.keyboard.type(box.text.slice(0, 1));
    release();
    await page.keyboard.type(box.text.slice(1), { delay: 120 });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
    await expect(input).toHaveValue(box.text);
    await context.close();
  });
}

test("the studies search typed before the code arrives narrows the list once it has taken over", async ({ browser }) => {
  const { context, page } = await slowPhone(browser);
  const release = await holdAppCode(page);
  await page.goto("/es/studies?lang=es", { waitUntil: "commit" });
  const input = page.getByLabel("Buscar", { exact: true });
  await input.fill("vacuna");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  await expect(input).toHaveValue("vacuna");
  await expect(page).toHaveURL(/q=vacuna/);
  await expect(page.getByTestId("study-grid").getByRole("article")).toHaveCount(0);
  await context.close();
});

test.describe("after the code has taken over", () => {
  test("the studies search still follows every key", async ({ page }) => {
    await openPage(page, "/studies", "en");
    await page.getByLabel("Search", { exact: true }).pressSequentially("finerenone", { delay: 30 });
    await expect(page).toHaveURL(/q=finerenone/);
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue("finerenone");
  });
});
