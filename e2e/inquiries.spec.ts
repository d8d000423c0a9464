import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { createStaffAccount, logIn, openPage, skipLearnMorePrompt, test, expect } from "./support";

// Through the login page: this suite checks what it says on the way in ("Sesión iniciada").
async function logInInSpanish(page: Page, credentials: { username: string; password: string }) {
  await logIn(page, credentials, "es");
  await expect(page).toHaveURL(/\/admin$/);
}

async function fillValidContactForm(page: Page, message: string) {
  await page.getByLabel("Full Name").fill("Ana Ruiz");
  await page.getByLabel("Email").fill("ana@example.com");
  await page.getByLabel("Phone").fill("760-555-0123");
  await page.getByLabel("Message", { exact: true }).fill(message);
  await page.getByLabel(/I agree that the research team may call me or write to me/).check();
}

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

test("a Spanish inquiry reaches an admin, who resolves it and logs out", async ({ page }) => {
  // On two loaded cores the whole flow has taken a minute.
  test.setTimeout(120_000);
  // The page's clock, so the Undo's lack of a time limit is checked by moving time, not by waiting.
  await page.clock.install();
  const marker = randomUUID().slice(0, 8);
  const message = `Hola ${marker}\nSegunda línea <script>alert("x")</script>\nTercera línea`;

  await openPage(page, "/contact", "es");
  await page.getByLabel("Nombre completo").fill(`Rosa ${marker}`);
  await page.getByLabel("Correo electrónico").fill("rosa@example.com");
  await page.getByLabel("Teléfono").fill("(760) 555-0199");
  await page.getByLabel("Área de interés (opcional)").selectOption("hypertension");
  await page.getByLabel("Mensaje", { exact: true }).fill(message);
  await page.getByLabel(/Acepto que el equipo de investigación me llame o me escriba/).check();
  await page.getByRole("button", { name: "Enviar" }).click();

  await expect(page.getByText("Formulario enviado")).toBeVisible();
  await expect(page.getByText("¡Gracias por su interés! Nuestro equipo se comunicará con usted pronto.")).toBeVisible();
  await expect(page.getByLabel("Nombre completo")).toHaveValue("");
  await expect(page.getByLabel("Mensaje", { exact: true })).toHaveValue("");

  const admin = await createStaffAccount();
  await logInInSpanish(page, admin);
  await expect(page.getByText("Sesión iniciada", { exact: true })).toBeVisible();
  // The queue opens on what is due now; SPEC's list of every unresolved inquiry is the "all open" view.
  await page.getByRole("link", { name: "Todas las abiertas" }).click();
  await expect(page.getByRole("heading", { name: "Consultas pendientes" })).toBeVisible();
  const row = page.getByTestId("inquiry-row").filter({ hasText: marker });
  await expect(row).toBeVisible();
  await expect(row.getByText("Español")).toBeVisible();
  await expect(row.getByText("Presión alta")).toBeVisible();

  // The whole message, with its line breaks and as text, is on the inquiry's own page (beside the list here).
  // A new inquiry is in "Due now" too: wait until the row is the "all open" list's (its link keeps that view),
  // not the due list's still on screen while the new list replaces it.
  await expect(row.getByRole("link", { name: `Rosa ${marker}` })).toHaveAttribute("href", /view=open/);
  await row.getByRole("link", { name: `Rosa ${marker}` }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/\d+\?view=open$/);
  const shown = page.getByTestId("inquiry-message");
  await expect(shown).toHaveText(message);
  expect(await shown.innerText()).toContain("\nSegunda línea");
  await expect(page.locator("main script")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "rosa@example.com" })).toHaveAttribute("href", "mailto:rosa@example.com");

  await page.getByTestId("inquiry-row").filter({ hasText: marker }).getByRole("button", { name: "Marcar como resuelta" }).click();
  await expect(page.getByText("La consulta se marcó como resuelta.")).toBeVisible();
  await expect(page.getByTestId("inquiry-row").filter({ hasText: marker })).toHaveCount(0);
  // The notification keeps a way back, with no time limit.
  await page.clock.fastForward(6_000);
  await page.getByRole("button", { name: "Deshacer" }).click();
  await expect(page.getByTestId("inquiry-row").filter({ hasText: marker })).toBeVisible();
  await page.getByTestId("inquiry-row").filter({ hasText: marker }).getByRole("button", { name: "Marcar como resuelta" }).click();
  await expect(page.getByTestId("inquiry-row").filter({ hasText: marker })).toHaveCount(0);

  await page.getByRole("button", { name: "Cargar consultas" }).click();
  await expect(page.getByRole("heading", { name: "Consultas pendientes" })).toBeVisible();
  await expect(page.getByTestId("inquiry-row").filter({ hasText: marker })).toHaveCount(0);

  const token = await page.evaluate(() => localStorage.getItem("adminToken"));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
  // The server session is revoked too, not only forgotten by the browser.
  const res = await page.request.get("/api/inquiries/unresolved", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
});

test("opening /admin without a token redirects to the login page", async ({ page }) => {
  await openPage(page, "/admin");
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
});

test("a stale token is cleared and sends the admin back to log in", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("adminToken", "A".repeat(43)));
  await page.goto("/admin?lang=en");
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
});

test("a wrong password shows the inline error and the Login Failed toast", async ({ page }) => {
  await openPage(page, "/admin-login");
  await page.getByLabel("Username").fill("nobody");
  await page.getByLabel("Password").fill("definitely wrong");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password" })).toBeVisible();
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("the contact form explains each invalid field", async ({ page }) => {
  await openPage(page, "/contact");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Phone").fill("12");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This field is required")).toHaveCount(2); // name and message
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByText("Please check the box so that we may call or write to you.")).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Please correct the highlighted fields.");
});

test("a failed submit says why beside the Submit button, in words, and keeps what the visitor typed", async ({ page }) => {
  await page.route("**/api/inquiries", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "internal_error", message: "down" } }),
    }),
  );
  await openPage(page, "/contact");
  await fillValidContactForm(page, "Line one\nLine two");
  const submit = page.getByRole("button", { name: "Submit" });
  await submit.click();
  const problem = page.getByTestId("form-problem");
  await expect(problem).toHaveText("Something went wrong on our side. Please try again later. What you typed is still here.");
  // Beside the button, and it stays (the toast of docs/product.md#errors says the same and fades).
  await expect(page.getByRole("status").filter({ has: problem })).toBeFocused();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText(/503/)).toHaveCount(0);
  await expect(page.getByLabel("Full Name")).toHaveValue("Ana Ruiz");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Line one\nLine two");
  await expect(page.getByLabel(/I agree that the research team may call me or write to me/)).toBeChecked();
  await expect(submit).toBeEnabled();
});

test("the submit button reads 'Submitting...' and is disabled while sending; focus never drops to the top", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/inquiries", async (route) => {
    await held;
    await route.fulfill({ status: 201, contentType: "application/json", body: '{"id":1,"createdAt":"2026-01-01T00:00:00.000Z"}' });
  });
  await openPage(page, "/contact");
  await fillValidContactForm(page, "Hello");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeFocused();
  release();
  await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: "Your message was sent." })).toBeFocused();
});
