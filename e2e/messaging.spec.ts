/**
 * Messaging end to end (issue #21): a Spanish visitor agrees to texts and sees a confirmation that stays;
 * an admin writes and approves a first-contact template; a coordinator sends it; the local text provider
 * (scripts/sms/twilioStandIn.ts) receives it; the person replies through `npm run sms`; the reply is unread
 * in the queue; "PARAR" stops texts and the composer refuses.
 */
import { execFileSync } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { textsTo } from "./localRecords";
import { createStaffAccount, expectNoAxeViolations, expectQueue, signIn, openPage, skipLearnMorePrompt, test, expect } from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const port = () => new URL(test.info().project.use.baseURL ?? "http://localhost:8799").port;

/** The texts the local provider took for a number (the file `npm run serve`'s stand-in writes). */

function textFromPerson(e164: string, words: string): string {
  return execFileSync("node", ["scripts/sms/cli.ts", "receive", "--from", e164, "--port", port(), words], { encoding: "utf8" });
}

async function createApprovedTemplate(page: Page, name: string) {
  await page.goto("/admin/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Message templates" })).toBeVisible();
  const form = page.getByRole("region", { name: "Add a template" });
  await form.getByLabel("Name (staff see it, the person does not)").fill(name);
  const [english, spanish] = [form.getByRole("group", { name: "English" }), form.getByRole("group", { name: "Spanish" })];
  await english.getByLabel("E-mail subject").fill("{clinic} research team");
  await english.getByLabel("Words (text and e-mail)").fill("Hi, this is {coordinator} from {clinic}. Please call us at {phone}.");
  await spanish.getByLabel("E-mail subject").fill("Equipo de investigación de {clinic}");
  // A first contact that names a condition is refused before it is saved.
  await spanish.getByLabel("Words (text and e-mail)").fill("Hola, le escribe {coordinator} sobre su diabetes.");
  await expect(form.getByText("A first contact must not say: diabetes.")).toBeVisible();
  await form.getByRole("button", { name: "Add the template" }).click();
  await expect(form.getByRole("alert")).toContainText("no condition, no study");
  await spanish.getByLabel("Words (text and e-mail)").fill("Hola, le escribe {coordinator} de {clinic}. Llámenos al {phone}, por favor.");
  await form.getByRole("button", { name: "Add the template" }).click();
  const card = page.getByTestId("template").filter({ hasText: name });
  await expect(card).toContainText("Waiting for approval");
  await expectNoAxeViolations(page);
  await card.getByLabel("Ethics board reference").fill("IRB-2026-118");
  await card.getByLabel("Approved on").fill("2026-11-20");
  await card.getByRole("button", { name: "Record the approval" }).click();
  await expect(card).toContainText("Approved");
  await expect(card).toContainText("IRB-2026-118");
}

test("a Spanish visitor agrees to texts; a coordinator texts a first contact; the reply is unread; PARAR stops texts", async ({ page }) => {
  test.setTimeout(150_000);
  // The page's clock, so "the confirmation outlasts a notification" moves time instead of waiting for it.
  await page.clock.install();
  const marker = randomUUID().slice(0, 6);
  const last4 = String(randomInt(2000, 9999));
  const phone = { typed: `760-555-${last4}`, e164: `+1760555${last4}` };

  // The visitor, in Spanish, agrees to texts.
  await openPage(page, "/es/contact", "es");
  await page.getByLabel("Nombre completo").fill(`Rosa ${marker}`);
  await page.getByLabel("Correo electrónico").fill(`rosa.${marker}@example.com`);
  await page.getByLabel("Teléfono").fill(phone.typed);
  await page.getByLabel("Mensaje", { exact: true }).fill("Quisiera saber si puedo participar.");
  await page.getByLabel(/Acepto que el equipo de investigación/).check();
  await page.getByLabel(/Pueden mandarme textos a este número/).check();
  await page.getByRole("button", { name: "Enviar", exact: true }).click();
  const confirmation = page.getByTestId("submitted-confirmation");
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText("Su mensaje se envió.");
  await expect(confirmation).toContainText("La llamada vendrá del (760) 555-0142");
  await expect(confirmation).toContainText("por mensaje de texto");
  const reference = Number(await confirmation.locator("strong").textContent());
  expect(reference).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  // It stays: longer than a notification lasts, it is still there (it is not a toast).
  await page.clock.fastForward(6_000);
  await expect(confirmation).toContainText(`Su número de referencia es ${reference}`);

  // An admin writes the first-contact template and records the ethics board's approval.
  const admin = await createStaffAccount("admin", `Admin ${marker}`);
  await signIn(page, admin);
  await expectQueue(page);
  await createApprovedTemplate(page, `Primer contacto ${marker}`);

  // A coordinator sends it by text from the inquiry.
  const coordinator = await createStaffAccount("coordinator", `Lupita ${marker}`);
  await signIn(page, coordinator);
  await expectQueue(page);
  await page.goto(`/admin/inquiries/${reference}`);
  const composer = page.getByTestId("composer");
  await expect(composer.getByRole("radio", { name: "Text message" })).toBeChecked();
  await composer.getByLabel("Template (in Spanish)").selectOption({ label: `Primer contacto ${marker}` });
  await expect(composer.getByTestId("composer-preview")).toHaveText(
    `Hola, le escribe Lupita ${marker} de Frontera Research. Llámenos al (760) 555-0142, por favor.\nResponda PARAR para no recibir más mensajes.`,
  );
  // Free text only after a reply.
  await expect(composer.getByLabel("Your own words")).toHaveCount(0);
  await expectNoAxeViolations(page);
  const quietHours = await composer.getByTestId("quiet-hours").isVisible();
  await composer.getByRole("button", { name: quietHours ? "Queue the text" : "Send" }).click();
  const entry = page
    .getByTestId("timeline")
    .getByRole("listitem")
    .filter({ hasText: `Primer contacto ${marker}` });
  await expect(entry).toBeFocused();
  if (quietHours) {
    // Outside 8 a.m.–9 p.m. in California it waits, and says until when.
    await expect(entry.getByTestId("message-status")).toHaveText("Waiting to go out");
    await expect(entry).toContainText("Goes out");
  } else {
    // The local provider took it; its status callbacks come back.
    await expect.poll(() => textsTo(phone.e164)).toContainEqual(expect.stringContaining(`le escribe Lupita ${marker}`));
    await expect(async () => {
      await page.reload();
      await expect(
        page
          .getByTestId("timeline")
          .getByRole("listitem")
          .filter({ hasText: `Primer contacto ${marker}` })
          .getByTestId("message-status"),
      ).toHaveText("Delivered");
    }).toPass({ timeout: 15_000 });
  }
  // The attempt counts: the inquiry is being contacted.
  await expect(page.getByRole("article")).toContainText("Contacting");

  // The person texts back: the inquiry is unread in the queue.
  expect(textFromPerson(phone.e164, "Sí, llámenme después de las 5.")).toContain("<Response></Response>");
  await page.goto("/admin?view=unread");
  const row = page.getByTestId("inquiry-row").filter({ hasText: `Rosa ${marker}` });
  await expect(row.getByTestId("unread-badge")).toBeVisible();
  await expect(page.getByTestId("unread-count")).not.toHaveText("0");
  await row.getByRole("link", { name: `Rosa ${marker}` }).click();
  await expect(page.getByTestId("timeline")).toContainText("Sí, llámenme después de las 5.");
  await expect(page.getByTestId("timeline")).toContainText("Text received");
  // Now they replied, one's own words are allowed.
  await expect(page.getByTestId("composer").getByLabel("Your own words")).toBeVisible();

  // PARAR: answered in Spanish, and the composer refuses texts.
  expect(textFromPerson(phone.e164, "parar")).toContain("ya no le mandaremos mensajes de texto");
  await page.reload();
  const blocked = page.getByTestId("composer").getByTestId("channel-blocked-text");
  await expect(blocked).toHaveText("The person asked us to stop (opted out).");
  await expect(page.getByTestId("composer").getByRole("radio", { name: "Text message" })).toBeDisabled();
  await expect(page.getByTestId("timeline")).toContainText("Stopped texts (opted out)");
});

test("the unsubscribe page stops e-mails with one press, and says when a link is not valid", async ({ page }) => {
  await openPage(page, "/es/unsubscribe?t=not-a-token", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Dejar de recibir nuestros correos" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Dejar de recibir correos" }).click();
  await expect(page.getByRole("status")).toContainText("Este enlace no es válido");
  await openPage(page, "/unsubscribe", "en");
  await expect(page.getByText("This link is missing its code.")).toBeVisible();
});
