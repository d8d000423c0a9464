import { openPage, test, expect } from "./support";

test.describe("overlays", () => {
  test("a first visit asks for the language; switching closes it and is remembered", async ({ page }) => {
    await page.goto("/");
    const prompt = page.getByRole("dialog", { name: "Choose Your Language" });
    await expect(prompt).toBeVisible();
    await prompt.getByRole("button", { name: "Continuar en español" }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hacemos avanzar la medicina en nuestra comunidad");
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

  test("the language prompt speaks both languages, English first for an English browser", async ({ page }) => {
    await page.goto("/about");
    const prompt = page.getByRole("dialog", { name: "Choose Your Language" });
    await expect(prompt).toBeVisible();
    await expect(prompt).toBeFocused();
    await expect(prompt.locator('[lang="es"]').first()).toContainText("Elija su idioma");
    const buttons = prompt.getByRole("button", { name: /^Continu/ });
    await expect(buttons).toHaveText(["Continue in English", "Continuar en español"]);
    await expect(buttons.nth(1)).toHaveAttribute("lang", "es");
  });

  test("Escape closes the language prompt without choosing; it asks again on the next visit", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/");
    const prompt = page.getByRole("dialog", { name: "Choose Your Language" });
    await expect(prompt).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-language-prompt", "due");
    await page.keyboard.press("Escape");
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
    // Focus lands on the page's heading, not the top of the document.
    await expect(page.locator("main h1")).toBeFocused();
    // Not again in this browser session...
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // Decided at start: the prompt is not due, so it never opens (no waiting to see that it does not).
    await expect(page.locator("html")).toHaveAttribute("data-language-prompt", "none");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // ...but on the next visit (a new session with the same storage), since nothing was chosen.
    const storage = await context.storageState();
    const next = await browser.newContext({ storageState: storage });
    const nextPage = await next.newPage();
    await nextPage.goto("/");
    await expect(nextPage.getByRole("dialog", { name: "Choose Your Language" })).toBeVisible();
    await context.close();
    await next.close();
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
    await expect(prompt.getByRole("link", { name: "research@example.com" })).toHaveAttribute("href", "mailto:research@example.com");
    await prompt.getByRole("button", { name: "Maybe Later" }).click();
    await expect(prompt).toHaveCount(0);

    await page.reload();
    await page.clock.fastForward(20_000);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("'Contact Us' goes to the contact page", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/about", "es");
    await page.clock.fastForward(10_500);
    const prompt = page.getByRole("dialog", { name: "¿Quiere saber más?" });
    await prompt.getByRole("link", { name: "Contáctenos", exact: true }).click();
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

  test("the learn-more prompt opens with focus on itself, never on the call link", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/studies");
    await page.clock.fastForward(10_500);
    const prompt = page.getByRole("dialog", { name: "Want to Learn More?" });
    await expect(prompt).toBeVisible();
    await expect(prompt).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.closest("a[href^='tel:']"))).toBeNull();
    await page.keyboard.press("Enter");
    await expect(prompt).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(prompt).toHaveCount(0);
    await expect(page.locator("main h1")).toBeFocused();
  });

  test("the learn-more prompt never interrupts typing: it waits until the visitor is idle", async ({ page }) => {
    await page.clock.install();
    await openPage(page, "/studies");
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.click();
    await page.clock.fastForward(5_000);
    await search.pressSequentially("Mar");
    await page.clock.fastForward(6_000); // 11 s after load, 6 s after typing, the field still focused
    await search.pressSequentially("ía");
    await page.clock.fastForward(9_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(search).toHaveValue("María");
    await expect(search).toBeFocused();
    // Leaving the field: once 10 s have passed since the last key, it may open.
    await page.locator("main h1").click();
    await page.clock.fastForward(2_000);
    await expect(page.getByRole("dialog", { name: "Want to Learn More?" })).toBeVisible();
  });

  for (const path of ["/contact", "/es/contact"]) {
    test(`the learn-more prompt never opens on ${path}`, async ({ page }) => {
      await page.clock.install();
      await openPage(page, path, path.startsWith("/es") ? "es" : "en");
      await page.clock.fastForward(30_000);
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  }

  test("a first visit that comes in on a Spanish page is not asked for the language", async ({ page }) => {
    await page.goto("/es/about");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("html")).toHaveAttribute("data-language-prompt", "none");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("main h1")).toHaveText("Quiénes somos");
  });

  test("the language prompt waits while the visitor has the menu open, then opens", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto("/about", { waitUntil: "commit" });
    // Opened before the page's code takes over (the menu works from the HTML alone).
    await page.locator("details[data-site-menu] summary").click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.clock.fastForward(2500);
    const menuClosedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press("Escape");
    await page.clock.fastForward(2000);
    await expect(page.getByRole("dialog", { name: "Choose Your Language" })).toBeVisible();
    // It opened only once the menu was closed, by the page's own clock (no waiting to see that it does not).
    expect(Number(await page.locator("html").getAttribute("data-language-opened-at"))).toBeGreaterThanOrEqual(menuClosedAt);
  });

  test("the learn-more prompt never opens over the open menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await openPage(page, "/about");
    await page.locator("details[data-site-menu] summary").click();
    await page.clock.fastForward(15_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.locator("details[data-site-menu] summary").click();
    await page.clock.fastForward(2_000);
    await expect(page.getByRole("dialog", { name: "Want to Learn More?" })).toBeVisible();
  });

  test("on a study's page the learn-more prompt waits until the page has been open 30 s", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await openPage(page, "/studies/finality-hf");
    // The page's own clock (it counts from the navigation, which took a moment before the page answered).
    const opened = await page.evaluate(() => performance.now());
    await page.clock.fastForward(29_000 - opened);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.fastForward(2_000);
    await expect(page.getByRole("dialog", { name: "Want to Learn More?" })).toBeVisible();
  });

  test("a study's page reached from another page also waits 30 s, counted from when the visitor got there", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await openPage(page, "/studies");
    await page.clock.fastForward(5_000);
    await page.getByRole("link", { name: /About this study\s*: FINALITY-HF/ }).click();
    await expect(page).toHaveURL(/\/studies\/finality-hf$/);
    const reachedAt = await page.evaluate(() => performance.now());
    // The prompts' code arrives when the learn-more prompt is due (10 s after the list opened).
    const overlaysLoaded = page.waitForResponse(/\/assets\/Overlays-[\w-]+\.js$/);
    await page.clock.fastForward(6_000);
    await overlaysLoaded;
    await expect(page.locator("html")).toHaveAttribute("data-overlays", "ready");
    // 30 s after the prompts first saw the study's page (the earliest they can know it was opened).
    await page.clock.fastForward(31_000);
    await expect(page.getByRole("dialog", { name: "Want to Learn More?" })).toBeVisible();
    // Not 30 s after the list opened: 30 s after the visitor reached the study's page, at the earliest.
    expect(Number(await page.locator("html").getAttribute("data-learn-more-opened-at"))).toBeGreaterThanOrEqual(reachedAt + 30_000);
  });

  test("the learn-more prompt never opens while the visitor scrolls (reads)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await openPage(page, "/about");
    const scroll = async () => {
      // The scroll event comes with the next frame; the page's own listener (on the document) hears it first.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.addEventListener("scroll", () => resolve(), { once: true });
            window.scrollBy(0, 300);
          }),
      );
    };
    // Due at 10 s; scrolling at 8 s and at 12 s holds it back until 5 s after the last scroll.
    await page.clock.fastForward(8_000);
    await scroll();
    await page.clock.fastForward(4_000);
    await scroll();
    await page.clock.fastForward(3_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.clock.fastForward(3_000);
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

test.describe("a visitor whose browser asks for Spanish (es-MX)", () => {
  test.use({ locale: "es-MX" });

  test("the language prompt offers Spanish first, and Escape saves nothing", async ({ page }) => {
    await page.goto("/participants");
    const prompt = page.getByRole("dialog", { name: /Elija su idioma/ });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("heading").locator("span").first()).toHaveAttribute("lang", "es");
    await expect(prompt.getByRole("heading").locator("span").first()).toHaveText("Elija su idioma");
    const buttons = prompt.getByRole("button", { name: /^Continu/ });
    await expect(buttons).toHaveText(["Continuar en español", "Continue in English"]);
    await page.keyboard.press("Escape");
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("choosing Spanish in the prompt moves to the Spanish page and remembers it", async ({ page }) => {
    await page.goto("/participants");
    await page
      .getByRole("dialog", { name: /Elija su idioma/ })
      .getByRole("button", { name: "Continuar en español" })
      .click();
    await expect(page).toHaveURL(/\/es\/participants$/);
    await expect(page.locator("main h1")).toHaveText("Para participantes");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
  });
});
