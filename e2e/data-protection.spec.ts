import AxeBuilder from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { fileInquiry, createStaffAccount, logIn, openPage, skipLearnMorePrompt, test, expect, WCAG_TAGS } from "./support";

/** What the person's authenticator app would show at `when`. */
function appCode(secret: string, when = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: when });
}

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

test("a staff member turns on two-step sign-in, saves recovery codes, and signs in with a code", async ({ page }) => {
  test.setTimeout(120_000); // a whole staff flow with an account made by the CLI: on two loaded cores, up to a minute and a half
  const admin = await createStaffAccount();
  await logIn(page, admin);
  await expect(page).toHaveURL(/\/admin$/);

  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Two-step sign-in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(
    await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);

  await page.getByLabel("Code from the app").fill("000000");
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That code is not valid" })).toBeVisible();
  const enrolledAt = Date.now();
  await page.getByLabel("Code from the app").fill(appCode(secret, enrolledAt));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();

  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const firstRecoveryCode = (await codes.first().innerText()).trim();
  await page.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);

  // Signing in now takes the password, then the code of the next 30-second step.
  await logIn(page, admin);
  const codeField = page.getByLabel("Authentication code");
  await expect(codeField).toBeVisible();
  await expect(codeField).toBeFocused();
  await codeField.fill(appCode(secret, enrolledAt + 30_000));
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Logout" }).click();

  // A recovery code works once.
  await logIn(page, admin);
  await page.getByLabel("Authentication code").fill(firstRecoveryCode);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("button", { name: "Logout" }).click();
  await logIn(page, admin);
  await page.getByLabel("Authentication code").fill(firstRecoveryCode);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("That code is not valid. Enter the current code from your app.")).toBeVisible();
});

test("an admin erases a person's data after confirming, and the audit log shows it", async ({ page }) => {
  test.setTimeout(120_000); // a whole staff flow with an account made by the CLI: on two loaded cores, up to a minute and a half
  const marker = randomUUID().slice(0, 8);
  const { id } = await fileInquiry(page.request, {
    name: `Borrar ${marker}`,
    email: "borrar@example.com",
    phone: "7605550112",
    message: `Datos ${marker}`,
  });
  const admin = await createStaffAccount();
  await logIn(page, admin);
  await page.getByRole("link", { name: "All open" }).click();
  // Opened by its link's address (the inquiry's page loaded on its own): what this test checks is the erasure.
  const link = page.getByTestId("inquiry-row").filter({ hasText: marker }).getByRole("link").first();
  await expect(link).toHaveAttribute("href", /view=open/);
  await page.goto((await link.getAttribute("href"))!);
  await expect(page.getByTestId("inquiry-facts")).toContainText("Consent not recorded");
  await page.getByRole("button", { name: "Erase personal data" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this person's data?" });
  await expect(dialog).toContainText(`#${id}`);
  expect(
    await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);
  await dialog.getByRole("button", { name: "Erase personal data" }).click();
  await expect(page.getByText(`Inquiry #${id} no longer holds any personal data.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?view=open$/);
  await expect(page.getByTestId("inquiry-row").filter({ hasText: marker })).toHaveCount(0);
  // Its page is gone too.
  await page.goto(`/admin/inquiries/${id}?lang=en`);
  await expect(page.getByRole("alert")).toHaveText("This inquiry does not exist or its personal data was erased.");
  await page.goto("/admin?lang=en");

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `inquiry #${id}` });
  await expect(row).toContainText("Personal data erased");
  await expect(row).toContainText(admin.username);
  await expect(page.getByRole("table")).not.toContainText(marker);
  expect(
    await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .analyze()
      .then((r) => r.violations.map((v) => v.id)),
  ).toEqual([]);
});

test("when storage is busy (503), the contact form says so in the visitor's language and keeps what they typed", async ({ page }) => {
  await page.route("**/api/inquiries", (route) =>
    route.fulfill({
      status: 503,
      headers: { "Retry-After": "10" },
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "storage_unavailable", message: "The service is busy for a moment." } }),
    }),
  );
  await openPage(page, "/contact", "es");
  await page.getByLabel("Nombre completo").fill("Lupe Ocupado");
  await page.getByLabel("Correo electrónico").fill("lupe@example.com");
  await page.getByLabel("Teléfono").fill("(760) 555-0144");
  await page.getByLabel("Mensaje", { exact: true }).fill("Quiero información.");
  await page.getByLabel(/Acepto que el equipo de investigación me llame o me escriba/).check();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("form-problem")).toHaveText(
    "Nuestro sistema está ocupado en este momento. Vuelva a intentarlo en unos segundos. Lo que escribió sigue aquí.",
  );
  await expect(page.getByText(/503/)).toHaveCount(0);
  await expect(page.getByLabel("Nombre completo")).toHaveValue("Lupe Ocupado");
  await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue("Quiero información.");
  await expect(page.getByLabel(/Acepto que el equipo de investigación me llame o me escriba/)).toBeChecked();
});

test.describe("a tab opened before a deploy (stale chunks)", () => {
  test("a missing built file is a real 404 that is not cached, not index.html", async ({ request }) => {
    const res = await request.get("/assets/AboutPage-gone0000.js");
    expect(res.status()).toBe(404);
    expect(res.headers()["cache-control"]).toBe("no-store");
    expect(await res.text()).not.toContain("<html");
  });

  test("navigating to a page whose chunk is gone reloads once and shows the page", async ({ page }) => {
    let refused = 0;
    // The first request for the About chunk fails as after a deploy; the reload gets the current build.
    await page.route(/\/assets\/AboutPage-[\w-]+\.js$/, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: "Not found" });
      return route.continue();
    });
    await openPage(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    // The reloaded page is prerendered HTML: its heading shows before the app asks for the chunk again.
    await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  });

  test("a chunk that stays missing ends on a translated error page with a way home, not a developer error", async ({ page }) => {
    await page.route(/\/assets\/AboutPage-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "Not found" }));
    await openPage(page, "/", "es");
    await page.getByRole("banner").getByRole("link", { name: "Nosotros", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Algo salió mal" })).toBeVisible();
    await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible(); // the header stays
    await page.getByRole("link", { name: "Ir a la página de inicio" }).click();
    await expect(page).toHaveURL(/\/es$/);
  });
});
