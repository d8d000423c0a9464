import { openPage, test, expect } from "./support";

test.describe("overlays", () => {
  test("a first visit asks for the language; switching closes it and is remembered", async ({ page }) => {
    await page.goto("/");
    const prompt = page.getByRole("dialog", { name: "Choose Your Language" });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: /Switch to Spanish/ }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impulsando la medicina en nuestra comunidad");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("continuing in English is also a choice, and the prompt does not come back", async ({ page }) => {
    await page.goto("/about");
    const prompt = page.getByRole("dialog", { name: "Choose Your Language" });
    await prompt.getByRole("button", { name: "Continue in English" }).click();
    await expect(prompt).toHaveCount(0);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("Escape closes the language prompt and keeps focus management", async ({ page }) => {
    await page.goto("/");
    const prompt = page.getByRole("dialog", { name: "Choose Your Language" });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("button", { name: /Switch to Spanish/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  });

  test("the learn-more prompt appears 10 s after load, once per session", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/");
    await page.clock.fastForward(9_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.fastForward(1_500);
    const prompt = page.getByRole("dialog", { name: "Want to Learn More?" });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("link", { name: "(760) 555-0142" })).toHaveAttribute("href", "tel:+17605550142");
    await expect(prompt.getByRole("link", { name: "research@example.com" })).toHaveAttribute(
      "href",
      "mailto:research@example.com",
    );
    await prompt.getByRole("button", { name: "Maybe Later" }).click();
    await expect(prompt).toHaveCount(0);

    await page.reload();
    await page.clock.fastForward(20_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("'Contact Us Now' goes to the contact page", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/about", "es");
    await page.clock.fastForward(10_500);
    const prompt = page.getByRole("dialog", { name: "¿Quiere saber más?" });
    await prompt.getByRole("link", { name: "Contáctenos ahora" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the learn-more prompt waits until the language prompt is closed", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const language = page.getByRole("dialog", { name: "Choose Your Language" });
    await expect(language).toBeVisible();
    await page.clock.fastForward(15_000);
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await language.getByRole("button", { name: "Continue in English" }).click();
    await page.clock.fastForward(9_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(page.getByRole("dialog", { name: "Want to Learn More?" })).toBeVisible();
  });

  test("the learn-more prompt never opens on admin pages", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/admin-login");
    await page.clock.fastForward(15_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
