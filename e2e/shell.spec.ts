import { fileInquiry, allRoutes, createStaffAccount, signIn, openPage, test, watchConsole, expect } from "./support";

test.describe("app shell", () => {
  for (const path of allRoutes) {
    const staff = path.startsWith("/admin");
    test(`${path} renders ${staff ? "the staff frame" : "the public shell"} without console errors`, async ({ page }) => {
      const problems = watchConsole(page);
      await openPage(page, path);
      await expect(page.getByRole("banner")).toBeVisible();
      if (staff) {
        // The staff area has a frame of its own: no public menu, footer or "Call" button (docs/product.md).
        await expect(page.getByRole("banner")).toContainText("Staff");
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
        await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
        await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
      } else {
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      }
      await expect(page).toHaveTitle(/Frontera Community Research/);
      // An unknown path is answered with status 404 (the 404 page), which Chromium reports as a failed load.
      expect(problems.filter((p) => !(path === "/no-such-page" && p.includes("status of 404")))).toEqual([]);
    });
  }

  test("an unknown path shows the 404 page", async ({ page }) => {
    await openPage(page, "/definitely/not/here");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("the EN/ES links change the text and <html lang>, and survive a reload", async ({ page }) => {
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "Current Studies" })).toBeAttached();
    await expect(page.getByRole("link", { name: "EN – English" })).toHaveAttribute("aria-current", "true");

    await page.getByRole("link", { name: "ES – Español" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page.getByRole("navigation", { name: "Principal" }).first().getByRole("link", { name: "Estudios actuales" }),
    ).toBeAttached();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hacemos avanzar la medicina en nuestra comunidad");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hacemos avanzar la medicina en nuestra comunidad");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");

    await page.getByRole("link", { name: "EN – English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Advancing Medicine in Our Community");
  });

  test("?lang=es opens the site in Spanish and remembers it", async ({ page }) => {
    await page.goto("/about?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quiénes somos");
    await expect(page).toHaveURL(/\/about$/);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("the header links navigate and mark the current page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" }); // on a desktop, only the header row's is shown
    await nav.getByRole("link", { name: "For Sponsors" }).click();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect(nav.getByRole("link", { name: "For Sponsors" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("the small-screen menu toggles, closes after navigating and on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openPage(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    const menu = page.locator("details[data-site-menu]");
    const toggle = menu.locator("summary");
    await expect(toggle).toHaveText("Menu");
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(menu).toHaveAttribute("open", "");
    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(menu.locator("summary")).toBeFocused();
  });

  test("the footer has the contact block, hours, copyright and the Administrator link", async ({ page }) => {
    await openPage(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/Imperial, CA/)).toBeVisible();
    await expect(footer.getByText("Monday - Thursday")).toBeVisible();
    await expect(footer.getByText("8:00 AM – 8:00 PM")).toBeVisible();
    await expect(footer.getByText("8:00 AM – 7:00 PM")).toBeVisible();
    await expect(footer.getByText(/© 2023/)).toBeVisible();
    await footer.getByRole("link", { name: "Administrator" }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
  });
});

test("every staff screen loads in its frame without a console warning or error (a HydrateFallback while the first data loads)", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { id } = await fileInquiry(page.request, {
    name: "Consola Limpia",
    email: "consola@example.com",
    phone: "(760) 555-0177",
    message: "Hola.",
    consent: true,
    language: "es",
  });
  await signIn(page, await createStaffAccount());
  await expect(page).toHaveURL(/\/admin$/);
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") messages.push(`${page.url()} ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`${page.url()} pageerror: ${error.message}`));
  for (const path of [
    "/admin",
    `/admin/inquiries/${id}`,
    "/admin/agenda",
    "/admin/registry",
    "/admin/registry/new",
    "/admin/registry/import",
    "/admin/reports",
    "/admin/templates",
    "/admin/studies",
    "/admin/studies/1",
    "/admin/staff",
    "/admin/audit",
    "/admin/security",
  ]) {
    for (const language of ["en", "es"] as const) {
      // A fresh page load each time: the router starts on it (its HydrateFallback first, then the screen).
      await page.goto(`${path}?lang=${language}`, { waitUntil: "domcontentloaded" });
      await expect(page.locator("main h1")).toBeVisible({ timeout: 20_000 });
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("banner")).toContainText(language === "es" ? "Personal" : "Staff");
    }
  }
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await openPage(page, "/admin-login");
  expect(messages).toEqual([]);
});
