/**
 * Referral partners end to end (issue #41, docs/partners.md): an admin adds a promotora and prints her poster;
 * a Spanish visitor follows the poster's link on a phone, answers a study's questions and writes; the inquiry
 * shows the promotora; her private page shows "menos de 5" and never a name; the report counts the inquiry; her
 * referral form files a person in Spanish and shows nothing back. axe finds nothing on any of these pages.
 */
import { randomUUID } from "node:crypto";
import { answer, createStaffAccount, expectNoAxeViolations, signIn, publishQuestions, skipLearnMorePrompt, test, expect } from "./support";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test("a promotora's QR link brings a Spanish visitor whose inquiry, counts and report all name her, and nothing personal reaches her", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await publishQuestions(request, "FINALITY-HF");
  const marker = randomUUID().slice(0, 6);
  const partnerName = `Promotoras del Valle ${marker}`;
  await skipLearnMorePrompt(page);
  await signIn(page, await createStaffAccount("admin"));
  await expect(page).toHaveURL(/\/admin/);

  // The admin adds the promotora, whose link opens the study's page.
  await page.getByRole("link", { name: "Referral partners" }).click();
  await expect(page.getByRole("heading", { name: "Referral partners", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Add a partner" });
  await form.getByLabel("Name").fill(partnerName);
  await form.getByLabel("Kind").selectOption("promotora");
  await form.getByLabel("Language of their poster and link").selectOption("es");
  await form.getByLabel("Their link opens").selectOption("FINALITY-HF");
  await form.getByRole("button", { name: "Add partner" }).click();
  const row = page.getByRole("row").filter({ hasText: partnerName });
  await expect(row).toBeVisible();
  const code = (await row.getByRole("cell").nth(1).textContent())!.trim();
  expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
  await expectNoAxeViolations(page);

  // Her private link, shown once.
  await row.getByRole("button", { name: "Make private link" }).click();
  const notice = page.getByRole("region", { name: `Private link for ${partnerName}` });
  await expect(notice).toBeVisible();
  const referUrl = await notice.getByLabel("Referral form").inputValue();
  const countsUrl = await notice.getByLabel("Their counts").inputValue();
  expect(referUrl).toMatch(/\/es\/refer\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await notice.getByRole("button", { name: "Copy the referral form's link" }).click();
  await expect(notice.getByRole("status").first()).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referUrl);
  await notice.getByRole("button", { name: "Copy the counts' link" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(countsUrl);
  await notice.getByRole("button", { name: "I have copied them" }).click();

  // The poster: the QR code and the typed code, in both languages.
  await row.getByRole("link", { name: "Poster and card" }).click();
  const poster = page.getByRole("article", { name: "Poster" });
  await expect(poster.getByRole("img", { name: /QR code for/ })).toBeVisible();
  await expect(poster).toContainText(code);
  await expect(poster).toContainText("¿Quiere saber de estudios de investigación de salud cerca de usted?");
  await expect(poster).toContainText("Want to hear about health research studies near you?");
  const link = (await poster.locator(".font-mono").first().textContent())!.trim();
  expect(link).toMatch(new RegExp(`/es/r/${code}$`));
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });

  // A Spanish visitor on a phone follows the QR code's link, answers the questions and writes.
  const visitor = await browser.newContext(PHONE);
  const phone = await visitor.newPage();
  await skipLearnMorePrompt(phone);
  await phone.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.1.${Math.floor(Math.random() * 200) + 20}` });
  await phone.goto(`/es/r/${code}`);
  await expect(phone).toHaveURL(/\/es\/studies\/finality-hf$/);
  await expect(phone.locator("html")).toHaveAttribute("data-hydrated", "");
  await phone.getByTestId("qualify-link").first().tap();
  await expect(phone.getByTestId("question-progress")).toHaveText("Pregunta 1 de 5");
  await answer(phone, { year: "1950" });
  await answer(phone, { label: "No" });
  await expect(phone.getByTestId("question-progress")).toHaveText("Pregunta 3 de 4");
  await answer(phone, { label: "No" });
  await answer(phone, { label: "Ningún médico me ha dicho que tenga un problema de los riñones" });
  await expect(phone.getByTestId("next-step")).toBeVisible();
  const who = `Carmen ${marker}`;
  await phone.getByLabel("Nombre completo").fill(who);
  await phone.getByLabel("Correo electrónico", { exact: true }).fill("carmen@example.com");
  await phone.getByLabel("Teléfono", { exact: true }).fill("(760) 555-0144");
  await phone.getByLabel("Mensaje", { exact: true }).fill(`Me dio la tarjeta la promotora. ${marker}`);
  await phone.getByLabel(/Acepto que el equipo de investigación/).check();
  await phone.getByRole("button", { name: "Enviar" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "Su mensaje se envió." })).toBeVisible();
  await visitor.close();

  // The inquiry names the promotora.
  await page.goto("/admin");
  await page.getByLabel("Search name, email, phone or message").fill(who);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByTestId("inquiry-row").filter({ hasText: who }).getByRole("link").first().click();
  await expect(page.getByTestId("inquiry-facts")).toContainText(`${partnerName} (Promotora)`);

  // The report counts it by partner and by kind.
  await page.getByRole("link", { name: "Reports" }).click();
  const byPartner = page.getByRole("table", { name: "By partner" });
  await expect(byPartner.getByRole("row").filter({ hasText: partnerName })).toContainText("1");
  await expect(page.getByRole("table", { name: "By kind of partner" })).toContainText("Promotora");

  // Her page: "menos de 5", no name, no study; axe finds nothing.
  const partnerContext = await browser.newContext(PHONE);
  const partnerPage = await partnerContext.newPage();
  await skipLearnMorePrompt(partnerPage);
  await partnerPage.goto(new URL(countsUrl).pathname);
  await expect(partnerPage.getByRole("heading", { name: "Sus recomendaciones", level: 1 })).toBeVisible();
  await expect(partnerPage.getByRole("table", { name: "Sus recomendaciones por mes" })).toContainText("menos de 5");
  await expect(partnerPage.locator("main")).not.toContainText(who);
  await expect(partnerPage.locator("main")).not.toContainText("FINALITY");
  await expectNoAxeViolations(partnerPage);

  // Her referral form, in Spanish: a person filed, nothing shown back.
  await partnerPage.goto(new URL(referUrl).pathname);
  await expect(partnerPage.getByRole("heading", { name: "Recomendar a una persona", level: 1 })).toBeVisible();
  await expectNoAxeViolations(partnerPage);
  await partnerPage.getByRole("button", { name: "Enviar recomendación" }).click();
  await expect(partnerPage.getByRole("alert").filter({ hasText: "Corrija los campos marcados" })).toBeVisible();
  await expectNoAxeViolations(partnerPage);
  await partnerPage.getByLabel("Su código de aliado").fill(code.toLowerCase());
  await partnerPage.getByLabel("Nombre completo de la persona").fill(`Josefina ${marker}`);
  await partnerPage.getByLabel("Teléfono de la persona").fill("(760) 555-0188");
  await partnerPage.getByLabel("El idioma que prefiere").selectOption("es");
  await partnerPage.getByLabel(/Esta persona dijo que sí/).check();
  // A health area only with the person's written OK (issue #50, item 2): without the box, the form asks for it.
  await partnerPage.getByLabel("De qué quiere saber").selectOption({ label: "Diabetes" });
  await partnerPage.getByRole("button", { name: "Enviar recomendación" }).click();
  await expect(partnerPage.getByText(/Marque esta casilla solo si la persona firmó/)).toBeVisible();
  await partnerPage.getByLabel(/Esta persona firmó un papel/).check();
  await partnerPage.getByRole("button", { name: "Enviar recomendación" }).click();
  await expect(partnerPage.getByRole("status")).toContainText("Listo, gracias.");
  // The Worker's answer opens on what it says, in view and focused (issue #52, item 1).
  await expect(partnerPage.getByTestId("referral-sent")).toBeInViewport();
  await expect(partnerPage.getByTestId("referral-sent")).toBeFocused();
  await expect(partnerPage.locator("main")).not.toContainText(`Josefina ${marker}`);
  await expect(partnerPage.getByLabel("Nombre completo de la persona")).toHaveValue("");
  await partnerContext.close();

  // The referral waits at the top of the queue, due now, from the promotora.
  await page.goto("/admin");
  await page.getByLabel("Search name, email, phone or message").fill(`Josefina ${marker}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page
    .getByTestId("inquiry-row")
    .filter({ hasText: `Josefina ${marker}` })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByText(`Referred by ${partnerName} through their referral form.`)).toBeVisible();
  await expectNoAxeViolations(page);
});
