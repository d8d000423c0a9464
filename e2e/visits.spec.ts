/**
 * Screening visits end to end (issue #22): an admin approves the visit templates; a coordinator books a
 * visit for a Spanish inquiry; the invitation reaches the local outbox (a text with a calendar link, an
 * e-mail with an .ics file); the scheduled job, fired at "72 h before" and "24 h before", sends the
 * reminders; the person replies "SÍ" and the agenda shows the visit confirmed; once its time has come
 * the coordinator marks it attended and the report counts it. axe checks the agenda in both languages.
 */
import { execFileSync } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { executeD1 } from "../scripts/lib/d1.ts";
import { localDayOf } from "../contract/businessTime.ts";
import { simulatedEmails, textsTo } from "./localRecords";
import { fileInquiry, createStaffAccount, expectNoAxeViolations, expectQueue, signIn, skipLearnMorePrompt, test, expect } from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const HOUR = 3_600_000;
const port = () => new URL(test.info().project.use.baseURL ?? "http://localhost:8799").port;

const textFromPerson = (e164: string, words: string) =>
  execFileSync("node", ["scripts/sms/cli.ts", "receive", "--from", e164, "--port", port(), words], { encoding: "utf8" });

/** The instant a clinic-time day and time happens (10:00 is never in a clock change). */
function localInstant(day: string, time: string): Date {
  const asUtc = new Date(`${day}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "longOffset" })
    .formatToParts(asUtc)
    .find((part) => part.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(offset)!;
  return new Date(asUtc.getTime() - (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000);
}

/** The first weekday at least four days ahead (so its 72 h reminder is still to come), within the week. */
function visitDay(): string {
  // Five days ahead: a visit booked less than 4 days ahead gets no 72 h reminder (contract/visitReminders.ts).
  let at = new Date(Date.now() + 5 * 24 * HOUR);
  while ([0, 6].includes(new Date(`${localDayOf(at)}T12:00:00Z`).getUTCDay())) at = new Date(at.getTime() + 24 * HOUR);
  return localDayOf(at);
}

async function approveVisitTemplates(page: Page) {
  await page.goto("/admin/templates");
  await expect(page.getByRole("heading", { level: 1, name: "Message templates" })).toBeVisible();
  for (const name of ["Visit booked", "Visit moved", "Visit cancelled", "Visit reminder"]) {
    const card = page.getByTestId("template").filter({ has: page.getByRole("heading", { name: new RegExp(`^${name}`) }) });
    if ((await card.getByText("Waiting for approval").count()) === 0) continue;
    await card.getByLabel("Ethics board reference").fill("IRB-2026-122");
    await card.getByLabel("Approved on").fill("2026-11-20");
    await card.getByRole("button", { name: "Record the approval" }).click();
    await expect(card).toContainText("Approved");
  }
}

const fireMinuteJob = (page: Page, at: Date) => page.request.get(`/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${at.getTime()}`);

/**
 * Fires the minute job as of `at` until `done()` holds. One run sends at most a batch, and other tests'
 * texts may be waiting for 8 a.m. too; the job is idempotent, so firing it again never sends twice.
 */
async function fireUntil(page: Page, at: Date, done: () => boolean) {
  await expect
    .poll(
      async () => {
        expect((await fireMinuteJob(page, at)).status()).toBe(200);
        return done();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test("book a visit for a Spanish inquiry, remind at 72 h and 24 h, confirm by SÍ, mark attended, and count it", async ({ page }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const marker = randomUUID().slice(0, 6);
  const last4 = String(randomInt(2000, 9999));
  const e164 = `+1760555${last4}`;
  const { id } = await fileInquiry(
    page.request,
    {
      name: `Rosa ${marker}`,
      email: `rosa.${marker}@example.com`,
      phone: `(760) 555-${last4}`,
      message: "Quisiera saber si puedo participar.",
      consent: true,
      consentVersion: "2026-11-23",
      language: "es",
      smsConsent: true,
      smsConsentVersion: "2026-11-23",
      studyId: "REDEFINE-HF",
    },
    `198.51.100.${randomInt(1, 250)}`,
  );

  const admin = await createStaffAccount("admin", `Admin ${marker}`);
  await signIn(page, admin);
  await expectQueue(page);
  await approveVisitTemplates(page);

  // A coordinator books the visit from the inquiry.
  const coordinator = await createStaffAccount("coordinator", `Lupita ${marker}`);
  await signIn(page, coordinator);
  await expectQueue(page);
  await page.goto(`/admin/inquiries/${id}`);
  const card = page.getByRole("region", { name: "Screening visits" });
  await expect(card).toContainText("No visit booked yet.");
  // Focus follows the form (issue #52): into it when it opens, back to its button on Cancel, to the visit once booked.
  await card.getByRole("button", { name: "Book a visit" }).click();
  const form = card.getByRole("form", { name: "Book a visit" });
  await expect(form.getByLabel("Type")).toBeFocused();
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByRole("button", { name: "Book a visit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Type")).toBeFocused();
  await expect(form.getByLabel("Study")).toHaveValue("REDEFINE-HF");
  const day = visitDay();
  await form.getByLabel("Day").fill(day);
  // 7:30 p.m. is outside office hours on any weekday: the coordinator is asked, then moves it to 10:00.
  await form.getByLabel("Time (Pacific)").fill("19:30");
  await form.getByRole("button", { name: "Book the visit" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "This time is outside office hours." })).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel("Time (Pacific)").fill("10:00");
  await form.getByRole("button", { name: "Book the visit" }).click();
  await expect(card.getByTestId("visits")).toContainText("Booked");
  await expect(card.getByTestId("visits").getByRole("listitem").filter({ hasText: "Booked" })).toBeFocused();
  await expect(page.getByRole("article")).toContainText("Screening scheduled");
  await expect(page.getByTestId("timeline")).toContainText("Screening visit booked for");

  // The invitation: a text (no link: the calendar goes by e-mail), an e-mail with the .ics file, in Spanish. After 9 p.m. in
  // California the text waits for 8 a.m.: the minute job fired at 9:00 three days before the visit (texting
  // hours, before any reminder is due) sends whatever waits, so the test does not depend on the hour it runs.
  const start = localInstant(day, "10:00")!;
  const invitation = () => textsTo(e164).find((body) => body.startsWith("Frontera Research: su cita es el")) ?? "";
  await fireUntil(page, new Date(start.getTime() - 73 * HOUR), () => invitation() !== "");
  expect(invitation()).toContain("Responda 1 para confirmar, 2 para cambiarla o PARAR para no recibir más mensajes.");
  expect(invitation()).not.toContain("http");
  await expect.poll(() => simulatedEmails(started).find((text) => text.includes("su cita es el")) ?? "").toContain("Cómo llegar");
  const ics = simulatedEmails(started, "email-attachment").find((file) =>
    file.includes(`DTSTART:${start.toISOString().replace(/[-:]/g, "").replace(".000", "")}`),
  );
  expect(ics).toBeDefined();
  expect(ics).toMatch(/UID:visit-[0-9a-f-]{36}@/);
  expect(ics).toContain("METHOD:REQUEST");

  // The scheduled job at 72 h and at 24 h before: one reminder each, in Spanish, saying which replies work.
  // Fired again at the same and a later minute, it sends nothing more.
  const reminders = () => textsTo(e164).filter((body) => body.startsWith("Frontera Research: recuerde su cita")).length;
  await fireUntil(page, new Date(start.getTime() - 72 * HOUR + 60_000), () => reminders() >= 1);
  expect((await fireMinuteJob(page, new Date(start.getTime() - 72 * HOUR + 60_000))).status()).toBe(200);
  expect((await fireMinuteJob(page, new Date(start.getTime() - 72 * HOUR + 120_000))).status()).toBe(200);
  expect(reminders()).toBe(1);
  await fireUntil(page, new Date(start.getTime() - 24 * HOUR + 60_000), () => reminders() >= 2);
  expect(reminders()).toBe(2);
  expect(textsTo(e164).find((body) => body.startsWith("Frontera Research: recuerde"))).toContain(
    "Responda 1 para confirmar, 2 para cambiarla",
  );

  // The person answers "SÍ": confirmed, and told so.
  expect(textFromPerson(e164, "SÍ")).toContain("quedó confirmada");
  await page.goto(`/admin/agenda?range=week`);
  const row = page
    .getByTestId("agenda")
    .getByRole("row")
    .filter({ hasText: `Rosa ${marker}` });
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText("Spanish");
  await expect(row).toContainText("REDEFINE-HF");
  await expect(row.getByRole("cell").nth(5)).toHaveText("Yes"); // reminded
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "ES – Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agenda" })).toBeVisible();
  await expect(
    page
      .getByTestId("agenda")
      .getByRole("row")
      .filter({ hasText: `Rosa ${marker}` }),
  ).toContainText("Confirmada");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "EN – English" }).click();

  // The visit's time comes (moved an hour into the past, as time would); the coordinator marks it attended.
  executeD1(`UPDATE visits SET start_at = '${new Date(Date.now() - HOUR).toISOString()}' WHERE inquiry_id = ${id};`, "local");
  await row.getByRole("link", { name: `Rosa ${marker}` }).click();
  const visits = page.getByRole("region", { name: "Screening visits" });
  await visits.getByRole("button", { name: "Came", exact: true }).click();
  await expect(visits.getByTestId("visits")).toContainText("Came");
  await expect(visits).toContainText("Next: record the screening outcome");
  await expect(page.getByTestId("timeline")).toContainText("Came to the Screening visit");

  // The report counts it.
  const today = localDayOf(new Date());
  await page.goto(`/admin/reports?from=${localDayOf(new Date(Date.now() - 2 * 24 * HOUR))}&to=${today}`);
  const figures = page.getByTestId("visit-figures");
  await expect(figures).toBeVisible();
  const came = Number(await figures.getByText("Came", { exact: true }).locator("xpath=following-sibling::dd").textContent());
  expect(came).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("table", { name: "Show rate per language" })).toContainText("Spanish");
});
