import type { Browser, Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { executeD1, queryD1 } from "../scripts/lib/d1.ts";
import { simulatedEmails } from "./localRecords";
import {
  createStaffAccount,
  expectNoAxeViolations,
  expectQueue,
  joinList,
  signIn,
  openPage,
  skipLearnMorePrompt,
  test,
  expect,
} from "./support";

/** A phone, with or without JavaScript, from a network of its own (the sign-up's quota is per network). */
async function phone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, javaScriptEnabled });
  const page = await context.newPage();
  await skipLearnMorePrompt(page);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.1.${Math.floor(Math.random() * 200) + 20}` });
  return { context, page };
}

async function fillSpanish(page: Page, marker: number) {
  await page.getByLabel("Nombre completo").fill("Rosa Elena Quintero");
  await page.getByLabel(/^Teléfono/).fill(`(760) 555-${marker}`);
  await page.getByLabel("Año en que nació (opcional)").fill("1968");
  await page.getByLabel("Código postal (opcional)").fill("92243");
  await page.getByRole("checkbox", { name: "Diabetes" }).check();
  await page
    .getByRole("group", { name: "¿Cómo podemos comunicarnos con usted?" })
    .getByRole("checkbox", { name: "Mensaje de texto" })
    .check();
  await page.getByRole("checkbox", { name: /Pueden mandarme textos/ }).check();
}

for (const javaScriptEnabled of [true, false]) {
  test(`a Spanish visitor on a phone joins the list ${javaScriptEnabled ? "with" : "without"} JavaScript: what to fix first, then the reference`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await phone(browser, javaScriptEnabled);
    const marker = 1000 + Math.floor(Math.random() * 8999);
    if (javaScriptEnabled) await openPage(page, "/es/registry", "es");
    else await page.goto("/es/registry?lang=es");
    await expect(page.locator("main h1")).toHaveText("Sepa de estudios futuros");
    await expect(page.getByText("Su permiso dura 12 meses.")).toBeVisible();
    await fillSpanish(page, marker);
    // The registry's own yes is left unchecked: the form comes back with everything typed, and says why.
    await page.getByRole("button", { name: "Anotarme en la lista" }).click();
    await expect(page.getByRole("alert")).toHaveText("Corrija los campos marcados, por favor.");
    const consent = page.getByRole("checkbox", { name: /Pueden llamarme o escribirme sobre estudios futuros/ });
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toBeFocused();
    await expect(page.getByText("Marque la casilla para anotarse en la lista.")).toBeVisible();
    await expect(page.getByLabel("Nombre completo")).toHaveValue("Rosa Elena Quintero");
    await expect(page.getByRole("checkbox", { name: "Diabetes" })).toBeChecked();
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await consent.check();
    await page.getByRole("button", { name: "Anotarme en la lista" }).click();
    const joined = page.getByTestId("registry-joined");
    await expect(joined.getByRole("heading")).toHaveText("Ya está en nuestra lista");
    await expect(joined).toContainText(/Su número de referencia es R-[2-9A-Z]{4}-[2-9A-Z]{4}\./);
    // The confirmation is in view when the page opens, and takes focus, never scrolled back to the footer (issue #52).
    await expect(joined).toBeInViewport();
    if (javaScriptEnabled) await expect(joined).toBeFocused();
    await expect(page.getByRole("button", { name: "Anotarme en la lista" })).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await context.close();
  });
}

test("a double press on the sign-up adds one person: with JavaScript the button says it is sending, without it the Worker files once", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const started = new Date().toISOString();
  for (const javaScriptEnabled of [true, false]) {
    const { context, page } = await phone(browser, javaScriptEnabled);
    const network = `198.18.2.${Math.floor(Math.random() * 200) + 20}`;
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": network });
    const marker = 1000 + Math.floor(Math.random() * 8999);
    if (javaScriptEnabled) await openPage(page, "/es/registry", "es");
    else await page.goto("/es/registry?lang=es");
    await fillSpanish(page, marker);
    await page.getByRole("checkbox", { name: /Pueden llamarme o escribirme sobre estudios futuros/ }).check();
    let posts = 0;
    // A slow connection: the answer takes a while, long enough for an impatient second press.
    await page.route("**/es/registry", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // Two presses from inside the page (Playwright's own click and locators wait for the navigation); what the
    // button says in between is reported through the console.
    const said: string[] = [];
    page.on("console", (message) => said.push(message.text()));
    if (javaScriptEnabled)
      await page.evaluate(() => {
        const button = [...document.querySelectorAll<HTMLButtonElement>("main form button[type=submit]")].at(-1)!;
        const report = () => console.log(`button: ${button.textContent} ${button.getAttribute("aria-disabled")}`);
        new MutationObserver(report).observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
        button.click();
        setTimeout(() => button.click(), 300);
      });
    else {
      // Without the page's code nothing can say "sending": the page's own form, sent twice more at once from
      // the same network (what a second and third press do), while the browser's press is on its way.
      const form = await page.evaluate(
        () => [...new FormData(document.querySelector<HTMLFormElement>("main form")!)] as [string, string][],
      );
      const origin = new URL(page.url()).origin;
      await page
        .locator("main form button[type=submit]")
        .last()
        .evaluate((button: HTMLButtonElement) => button.click());
      await expect.poll(() => posts).toBe(1);
      const again = () =>
        page.request.post("/es/registry", {
          data: new URLSearchParams(form).toString(),
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "CF-Connecting-IP": network },
        });
      const answers = await Promise.all([again(), again()]);
      expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
    }
    const joined = page.getByTestId("registry-joined");
    await expect(joined).toContainText(/R-[2-9A-Z]{4}-[2-9A-Z]{4}/);
    // With the page's code the button said it was sending and refused the second press; either way, one person.
    if (javaScriptEnabled) {
      expect(said).toContain("button: Enviando... true");
      expect(posts).toBe(1);
    }
    const stored = queryD1<{ n: number }>(
      `SELECT COUNT(*) AS n FROM volunteers WHERE phone_digits = '1760555${marker}' AND created_at >= '${started}'`,
      "local",
    );
    expect(stored[0]!.n).toBe(1);
    await context.close();
  }
});

test("the sign-up has no axe violations in English, and the participants page leads to it", async ({ page }) => {
  await skipLearnMorePrompt(page);
  await openPage(page, "/participants", "en");
  await page.getByRole("link", { name: "Hear about future studies" }).click();
  await expect(page).toHaveURL(/\/registry$/);
  await expect(page.locator("main h1")).toHaveText("Hear about future studies");
  await expect(page.getByRole("checkbox", { name: /You may contact me about future studies/ })).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test("a Spanish visitor changes a topic through the link in our messages, then leaves the list", async ({ page, request }) => {
  test.setTimeout(120_000);
  await skipLearnMorePrompt(page);
  const started = Date.now();
  const reference = await joinList(request, {
    name: "Socorro Beltrán",
    email: `socorro.${randomUUID().slice(0, 8)}@example.com`,
    topics: ["diabetes"],
    channels: ["email"],
  });

  // The confirmation e-mail, in Spanish, carries the link (the local send_email binding wrote it down).
  let confirmation = "";
  await expect
    .poll(() => (confirmation = simulatedEmails(started).find((text) => text.includes(reference)) ?? ""), { timeout: 15_000 })
    .toContain(`Su número de referencia es ${reference}.`);
  const link = /https?:\/\/\S+(\/es\/registry\/me\?t=\S+)/.exec(confirmation)![1]!;
  await openPage(page, link, "es");
  await expect(page.locator("main h1")).toHaveText("Sus opciones para estudios futuros");
  // The link alone shows nothing personal (issue #50, item 7): first a code, to the address on file.
  await expect(page.getByRole("heading", { name: "Primero, un código" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("Socorro");
  await expectNoAxeViolations(page);
  const asked = Date.now();
  await page.getByRole("button", { name: /Mándenme un código por correo a s•••@example\.com/ }).click();
  let codeMail = "";
  await expect
    .poll(() => (codeMail = simulatedEmails(asked).find((text) => text.includes("Su código para ver sus opciones")) ?? ""), {
      timeout: 15_000,
    })
    .toMatch(/\d{6}/);
  await expect(page.getByText(/Le mandamos un código a s•••@example\.com/)).toBeVisible();
  await page.getByLabel("El código de 6 números").fill(/(\d{6})/.exec(codeMail)![1]!);
  await page.getByRole("button", { name: "Ver mis opciones" }).click();
  await expect(page.getByText(`Hola, Socorro. Su número de referencia es ${reference}.`)).toBeVisible();
  await expect(page.getByText(/^Usted está en nuestra lista hasta el \d+ de \w+ de \d{4}\.$/)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Diabetes" })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole("checkbox", { name: "Diabetes" }).uncheck();
  await page.getByRole("checkbox", { name: "Presión alta (hipertensión)" }).check();
  await page.getByRole("button", { name: "Guardar mis opciones" }).click();
  await expect(page.getByText("Sus opciones quedaron guardadas.")).toBeVisible();
  // The page the Worker answered shows what was saved.
  await expect(page.getByRole("checkbox", { name: "Presión alta (hipertensión)" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Diabetes" })).not.toBeChecked();

  await page.getByRole("button", { name: "Salir de la lista" }).click();
  await expect(page.getByTestId("registry-left")).toContainText(
    "Usted salió de la lista. No le escribiremos sobre estudios futuros, y borramos lo que nos dijo.",
  );
  await expect(page.getByRole("button", { name: "Guardar mis opciones" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Leaving erased the details: the link shows nothing of them any more.
  await openPage(page, link, "es");
  await expect(page.getByRole("alert")).toHaveText("Usted ya no está en nuestra lista. No le escribiremos sobre estudios futuros.");
  await expect(page.getByText("Socorro")).toHaveCount(0);
});

test("a link that was not made by us, or cut short, shows nothing and says so", async ({ page }) => {
  await skipLearnMorePrompt(page);
  await openPage(page, "/registry/me?t=R-2222-2222.0000", "en");
  await expect(page.getByRole("alert")).toHaveText(
    "This link is not complete or not valid. Please use the link from our most recent message.",
  );
  await openPage(page, "/es/registry/me", "es");
  await expect(page.getByRole("alert")).toHaveText(
    "Este enlace está incompleto o no es válido. Use el enlace de nuestro mensaje más reciente.",
  );
  await expectNoAxeViolations(page);
});

test("a coordinator finds, in Spanish, someone who joined on the website, and reads their consent history", async ({ page, request }) => {
  test.setTimeout(120_000);
  const surname = `Quintana${randomUUID().slice(0, 6)}`;
  const reference = await joinList(request, {
    name: `Rosaura ${surname}`,
    phone: `(760) 555-${1000 + Math.floor(Math.random() * 8999)}`,
    birthYear: 1961,
    zip: "92243",
    topics: ["hypertension"],
    channels: ["phone"],
  });

  await signIn(page, await createStaffAccount("coordinator"), "es");
  // One search finds inquiries and people on the list, each marked (issue #52).
  await expectQueue(page);
  await page.getByLabel("Buscar por nombre, correo, teléfono o mensaje").fill(surname.toLowerCase());
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  const matches = page.getByTestId("registry-matches");
  await expect(matches.getByRole("heading")).toHaveText("En la lista para estudios futuros");
  const match = matches.getByTestId("registry-match");
  await expect(match).toHaveCount(1);
  await expect(match).toContainText(`Rosaura ${surname}`);
  await expect(match).toContainText("Lista para estudios futuros");
  await expect(match).toContainText(reference);
  expect(page.url()).not.toContain(surname.toLowerCase());
  await expectNoAxeViolations(page);
  await match.getByRole("link", { name: `Rosaura ${surname}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Rosaura ${surname}`);
  await page.getByRole("navigation", { name: "Área del personal" }).getByRole("link", { name: "Lista para estudios futuros" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lista para estudios futuros");
  await page.getByLabel("Buscar nombre, teléfono o correo").fill(surname.toLowerCase());
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByText("1 persona coincide con la búsqueda.")).toBeVisible();
  // The search text stays out of the address bar.
  expect(page.url()).not.toContain(surname.toLowerCase());
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("Presión alta");
  await expect(row).toContainText("Activo");
  await expect(row).toContainText("Página web");
  // A filter keeps the search: the same person, born in 1961, is in the 60–74 band and not in the 18–39 one.
  await page.getByLabel("Edad").selectOption("60-74");
  await expect(page).toHaveURL(/ageBand=60-74/);
  await expect(page.getByText("1 persona coincide con la búsqueda.")).toBeVisible();
  await page.getByLabel("Edad").selectOption("18-39");
  await expect(page.getByText("0 personas coinciden con la búsqueda.")).toBeVisible();
  await page.getByLabel("Edad").selectOption("60-74");
  // ZIP 92243 (El Centro): its first three digits find her, another area's do not.
  await page.getByLabel("Código postal").fill("920");
  await expect(page.getByText("0 personas coinciden con la búsqueda.")).toBeVisible();
  await page.getByLabel("Código postal").fill("922");
  await expect(page).toHaveURL(/zip=922/);
  await expect(page.getByText("1 persona coincide con la búsqueda.")).toBeVisible();
  await row.getByRole("link", { name: `Rosaura ${surname}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Rosaura ${surname}`);
  await expect(page.getByText(/^Activo hasta el \d+ \S+ \d{4}$/)).toBeVisible();
  const history = page.getByRole("region", { name: "Historial del permiso" });
  await expect(history.getByRole("row").nth(1)).toContainText("Dijo que sí");
  await expect(history.getByRole("row").nth(1)).toContainText("/es/registry");
  await expectNoAxeViolations(page);
});

/** A 1×1 PNG: a real picture, so the person's page can show it. */
const SHEET_PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test("a coordinator types in a stack of health-fair sheets by keyboard, with a photo, and finds it on the person's page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const phone = `(760) 555-${1000 + Math.floor(Math.random() * 8999)}`;
  await signIn(page, await createStaffAccount("coordinator"), "en");
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Future studies list" }).click();
  await page.getByRole("link", { name: "Enter sign-up sheets" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter sign-up sheets");
  await expectNoAxeViolations(page);

  // The sheet's settings, typed once for the stack.
  await page.getByLabel("Where").fill(`Health fair ${tag}, Calexico library`);
  // A sheet without a phone or an email: nothing saved, the cursor on the first field to fix.
  await page.getByLabel("Name", { exact: true }).fill(`Lucía Feria ${tag}`);
  await page.getByRole("checkbox", { name: "Phone call" }).check();
  // "Text message" says at once that the sheet's texts box is needed too, not after a refused save.
  const textsBoxNeeded = page.getByText('"Text message" is ticked above: tick this box too');
  await page.getByRole("checkbox", { name: "Text message" }).check();
  await expect(textsBoxNeeded).toBeVisible();
  await page.getByRole("checkbox", { name: "The box for texts is ticked on the sheet" }).check();
  await expect(textsBoxNeeded).toBeHidden();
  await page.getByRole("checkbox", { name: "The box for texts is ticked on the sheet" }).uncheck();
  await expect(textsBoxNeeded).toBeVisible();
  await page.getByRole("checkbox", { name: "Text message" }).uncheck();
  await expect(textsBoxNeeded).toBeHidden();
  await page.getByLabel("ZIP code").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Nothing was saved" })).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`Lucía Feria ${tag}`);

  await page.keyboard.type(phone);
  await page.getByLabel("Year of birth").fill("1958");
  await page.getByRole("checkbox", { name: "Diabetes" }).check();
  await page
    .getByLabel("Photo of the signed sheet (optional)")
    .setInputFiles({ name: "sheet.png", mimeType: "image/png", buffer: SHEET_PHOTO });
  await page.getByLabel("ZIP code").fill("92231");
  await page.getByLabel("ZIP code").press("Enter");
  const saved = page.getByRole("status").filter({ hasText: `Saved: Lucía Feria ${tag}` });
  await expect(saved).toBeVisible();
  const reference = /reference (R-[A-Z0-9-]+)\./.exec((await saved.textContent()) ?? "")![1]!;
  // The next sheet starts empty in the name field; the sheet's settings stay.
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Where")).toHaveValue(`Health fair ${tag}, Calexico library`);

  // The second sheet by keyboard alone: the same number, so it is kept and flagged, never merged.
  await page.keyboard.type(`Lucio Feria ${tag}`);
  await page.keyboard.press("Tab"); // language
  await page.keyboard.press("Tab");
  await page.keyboard.type(phone);
  await tabTo(page, page.getByRole("checkbox", { name: "Phone call" }), "Tab");
  await page.keyboard.press("Space");
  await tabTo(page, page.getByLabel("Phone", { exact: true }), "Shift+Tab");
  await page.keyboard.press("Enter");
  // The status says it too, for a screen reader: the warning is part of what is announced.
  await expect(page.getByRole("status").filter({ hasText: `Saved: Lucio Feria ${tag}` })).toContainText(
    `Possibly the same person as ${reference}.`,
  );
  await expect(page.getByText(`The same phone or email is already on the list as ${reference}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: `Lucía Feria ${tag}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Lucía Feria ${tag}`);
  await expect(page.getByText("Event sign-up sheet").first()).toBeVisible();
  const history = page.getByRole("region", { name: "Consent history" });
  await expect(history.getByRole("row").nth(1)).toContainText(`Health fair ${tag}, Calexico library`);
  await page.getByRole("button", { name: "Show the photo of the signed sheet" }).click();
  const photo = page.getByRole("img", { name: `Photo of the signed sheet for ${reference}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  // The pressed button went away: focus moved to the one that replaced it, and back.
  await expect(page.getByRole("button", { name: "Hide the photo" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(photo).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show the photo of the signed sheet" })).toBeFocused();
  await expect(page.getByText("Last contacted", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Messages from the list" })).toBeVisible();
});

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, as a keyboard user moves through a form. */
async function tabTo(page: Page, target: Locator, key: "Tab" | "Shift+Tab") {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** A clinic list as Excel on Windows saves it in Spanish: Windows-1252, semicolons, CRLF. */
function clinicList(tag: string, consentOn: string) {
  const digits = () => `${1000 + Math.floor(Math.random() * 8999)}`;
  const rows = [
    "Nombre;Teléfono;Correo;Año de nacimiento;Código postal;Fecha del permiso;Cómo dio el permiso",
    `José Ñúñez ${tag};(760) 555-${digits()};;1957;92231;${consentOn};Formulario de admisión`,
    `Inés Peña ${tag};;ines.${tag}@example.com;1980;92243;${consentOn};Formulario de admisión`,
    `Sin Permiso ${tag};(760) 555-${digits()};;1970;92231;;`,
    `Número Malo ${tag};123;;1970;92231;${consentOn};Formulario de admisión`,
  ];
  const text = rows.join("\r\n");
  const cp1252: Record<string, number> = { é: 0xe9, ñ: 0xf1, Ñ: 0xd1, ú: 0xfa, ó: 0xf3, í: 0xed, É: 0xc9, Ú: 0xda, Í: 0xcd };
  return Buffer.from([...text].map((char) => cp1252[char] ?? char.charCodeAt(0)));
}

/**
 * An import's report appears when its last step has run on the step queue (local Queues, worker/jobs/steps.ts). A
 * step that meets the local database busy, as it is under this machine's load, is retried 10 s later: the report
 * may take one retry longer than the default 15 s wait.
 */
const STEPS_DONE = { timeout: 45_000 };

test("an admin imports the clinic's list in Spanish: the columns guessed, a check that saves nothing, then the import, once", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const consentOn = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const file = { name: `pacientes-${tag}.csv`, mimeType: "text/csv", buffer: clinicList(tag, consentOn) };
  await signIn(page, await createStaffAccount("admin"), "es");
  await page.getByRole("navigation", { name: "Área del personal" }).getByRole("link", { name: "Lista para estudios futuros" }).click();
  await page.getByRole("link", { name: "Importar la lista de la clínica" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Importar la lista de la clínica");

  await page.getByLabel("La lista, guardada como CSV").setInputFiles(file);
  await expect(page.getByText("Leído como Windows-1252 (Excel en Windows).")).toBeVisible();
  await expect(page.getByRole("region", { name: "Las primeras filas del archivo" })).toContainText(`José Ñúñez ${tag}`);
  // The columns are guessed from their titles; the admin could change each.
  await expect(page.getByLabel("Nombre completo")).toHaveValue("0");
  await expect(page.getByLabel("Teléfono", { exact: true })).toHaveValue("1");
  await expect(page.getByLabel("Día en que aceptó", { exact: true })).toHaveValue("5");
  await expect(page.getByRole("button", { name: "Importar lo que se revisó" })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Revisar el archivo" }).click();
  const report = page.getByRole("region", { name: "Lo que haría la importación" });
  await expect(report).toContainText("El archivo tiene 4 filas. Todavía no se guardó nada.", STEPS_DONE);
  await expect(report).toContainText("Personas nuevas2");
  await expect(report).toContainText("No importadas2");
  await expect(report).toContainText("No hay constancia de su sí: 1 (líneas 4)");
  await expect(report).toContainText("El número de teléfono no es válido: 1 (líneas 5)");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Importar lo que se revisó" }).click();
  await expect(page.getByRole("region", { name: "Lo que hizo la importación" })).toContainText(
    "Se leyeron las 4 filas del archivo.",
    STEPS_DONE,
  );
  await expect(page.getByRole("region", { name: "Lo que hizo la importación" })).toContainText("Personas nuevas2");

  // The same file again adds no one: both people are found again.
  await page.getByRole("button", { name: "Revisar el archivo" }).click();
  const again = page.getByRole("region", { name: "Lo que haría la importación" });
  await expect(again).toContainText("Personas nuevas0", STEPS_DONE);
  await expect(again).toContainText("Agregado a alguien que ya está en la lista2");

  await page.getByRole("link", { name: "Volver a la lista para estudios futuros" }).click();
  await page.getByLabel("Buscar nombre, teléfono o correo").fill(tag);
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByText("2 personas coinciden con la búsqueda.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Inés Peña ${tag}` })).toContainText("Importado de la lista de la clínica");
});

test("the list shows 50 people at a time; 'Load more' brings the next ones and keeps the count in the address", async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `Lote${randomUUID().slice(0, 6)}`;
  const now = new Date().toISOString();
  const ends = new Date(Date.now() + 200 * 86_400_000).toISOString();
  const people = Array.from({ length: 51 }, (_, i) => {
    const reference = `R-${tag.slice(4).toUpperCase()}-${String(i).padStart(4, "0")}`;
    return `('${reference}', 'Persona ${tag} ${i}', 'persona ${tag.toLowerCase()} ${i}', 'es', '[]', '["phone"]', 'import', 'e2e', '${now}', '${ends}', '${now}', '${now}')`;
  });
  executeD1(
    `INSERT INTO volunteers (reference, name, name_key, language, topics, channels, source, consent_statement, consent_at, consent_ends_at, created_at, updated_at) VALUES ${people.join(",\n")};`,
    "local",
  );
  await signIn(page, await createStaffAccount("coordinator"), "en");
  await page.goto("/admin/registry");
  await page.getByLabel("Search name, phone or email").fill(tag);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("51 people match the search.")).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: `Persona ${tag}` });
  await expect(rows).toHaveCount(50);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(rows).toHaveCount(51);
  await expect(page).toHaveURL(/pages=2/);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  // A reload keeps both pages (the search text is in this tab's session, never the address).
  await page.reload();
  await expect(rows).toHaveCount(51);
  expect(page.url()).not.toContain(tag);
});
