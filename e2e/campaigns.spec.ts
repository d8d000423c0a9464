/**
 * Campaigns end to end (issue #40, docs/campaigns.md): an admin builds a Spanish campaign for a study from an
 * approved invitation, counts its audience, reads the exact words and starts it; the local Queues simulation
 * hands the recipients to the consumer, which texts them through the Twilio stand-in; a "Sí" becomes an inquiry
 * due now, a "PARAR" opts out, and the funnel shows both. The two people first answer YES to the list's text that
 * asks for it (double opt-in). Outside texting hours that text waits, and the test checks that it does.
 */
import { execFileSync } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import type { LoginResultDto } from "../contract/auth.ts";
import { clinicToday } from "../contract/clinicTime.ts";
import { isTextingTime } from "../contract/quietHours.ts";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT } from "../contract/volunteers.ts";
import { textsTo } from "./localRecords";
import { createStaffAccount, expectNoAxeViolations, signIn, skipLearnMorePrompt, test, expect } from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const port = () => new URL(test.info().project.use.baseURL ?? "http://localhost:8799").port;
const textFromPerson = (e164: string, words: string) =>
  execFileSync("node", ["scripts/sms/cli.ts", "receive", "--from", e164, "--port", port(), words], { encoding: "utf8" });

/** The admin's API, signed in with a token (to set the scene: a template and two people on the list). */
async function adminApi(credentials: { username: string; password: string }): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL;
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const login = await anonymous.post("/api/auth/login", { data: credentials });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as LoginResultDto;
  await anonymous.dispose();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

test("an admin invites Spanish speakers to a study; a Sí becomes an inquiry due now, a PARAR opts out", async ({ page }) => {
  test.setTimeout(180_000);
  const marker = randomUUID().slice(0, 6);
  // A ZIP code of this run alone: the audience is exactly the two people below.
  const zip = `9${randomInt(1000, 9999)}`;
  const admin = await createStaffAccount("admin", `Admin ${marker}`);
  const api = await adminApi(admin);

  const template = await api.post("/api/message-templates", {
    data: {
      name: `Invitación ${marker}`,
      firstContact: false,
      purpose: "campaign_invitation",
      body: {
        en: "{clinic}: a new study may fit you. Reply YES to hear more, or call {phone}.",
        es: "{clinic}: un nuevo estudio puede ser para usted. Conteste SI para saber mas, o llame al {phone}.",
      },
      subject: { en: "A study that may fit you", es: "Un estudio que puede ser para usted" },
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const { id: templateId, version } = (await template.json()) as { id: number; version: number };
  const approved = await api.post(`/api/message-templates/${templateId}/approval`, {
    data: { version, irbReference: "IRB-2026-140", irbApprovedOn: "2026-11-20" },
  });
  expect(approved.status()).toBe(200);

  const people = [`Rosa ${marker}`, `Aurelio ${marker}`].map((name) => ({ name, e164: `+1760555${randomInt(2000, 9999)}` }));
  for (const person of people) {
    const entered = await api.post("/api/registry/people", {
      data: {
        source: "event_sheet",
        how: "Feria de salud, Calexico",
        signedOn: clinicToday(),
        consentVersion: CURRENT_REGISTRY_STATEMENT,
        name: person.name,
        phone: person.e164,
        language: "es",
        zip,
        topics: ["heart"],
        channels: ["text"],
        textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
      },
    });
    expect(entered.status(), await entered.text()).toBe(201);
  }
  await api.dispose();

  // Double opt-in (docs/registry.md): each number gets a text asking for YES, and only its YES opens it to campaigns.
  // Outside 8 a.m.-9 p.m. in California that text waits for the morning, so no one can be invited yet.
  if (!isTextingTime(new Date(), people[0]!.e164)) {
    expect(people.flatMap((person) => textsTo(person.e164))).toEqual([]);
    return;
  }
  for (const person of people) {
    await expect.poll(() => textsTo(person.e164), { timeout: 30_000 }).toContainEqual(expect.stringContaining("responda SI"));
    expect(textFromPerson(person.e164, "SÍ")).toContain("Recibirá mensajes de nuestra lista de investigación");
  }

  // The admin builds the campaign.
  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Campaigns" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await page.getByRole("link", { name: "New campaign" }).click();
  await page.getByLabel("Name (for staff)").fill(`Corazón ${marker}`);
  await page.getByLabel("Study").selectOption("FINALITY-HF");
  await page.getByLabel("Invitation (approved template)").selectOption({ label: `Invitación ${marker}` });
  await expect(page.getByRole("radio", { name: "Text message" })).toBeChecked();
  await page.getByRole("group", { name: "Languages" }).getByRole("checkbox", { name: "Spanish" }).check();
  await page.getByLabel("ZIP codes").fill(zip);
  await page.getByRole("button", { name: "Count who it reaches" }).click();
  await expect(page.getByTestId("audience-count")).toHaveText("2 people now: 2 in Spanish, 0 in English.");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save as a draft" }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+$/);

  // The exact words each person receives, before anything is sent.
  await expect(page.getByTestId("campaign-state")).toHaveText("Draft");
  await expect(page.getByTestId("preview-es")).toContainText("un nuevo estudio puede ser para usted");
  await expect(page.getByTestId("preview-es")).toContainText("PARAR");
  await expectNoAxeViolations(page);
  const inHours = isTextingTime(new Date(), people[0]!.e164);
  // Starting asks first, saying who, how and how fast (issue #52); "Not now" sends nothing.
  await page.getByRole("button", { name: "Start sending to 2 people" }).click();
  const confirm = page.getByRole("dialog", { name: "Send a text to 2 people?" });
  await expect(confirm.getByTestId("start-plan")).toContainText("2 in Spanish and 0 in English");
  await expect(confirm.getByTestId("start-plan")).toContainText("They go out at 60 a minute, only between 8:00 AM and 9:00 PM");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Not now" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId("campaign-state")).toHaveText("Draft");
  await page.getByRole("button", { name: "Start sending to 2 people" }).click();
  await confirm.getByRole("button", { name: "Yes, start sending" }).click();
  await expect(page.getByTestId("campaign-state")).not.toHaveText("Draft");

  if (!inHours) {
    // Outside 8 a.m.–9 p.m. in California nothing goes: both wait for the morning.
    await expect(page.getByText("Still to go: 2.")).toBeVisible();
    expect(people.flatMap((person) => textsTo(person.e164)).filter((text) => text.includes("nuevo estudio"))).toEqual([]);
    return;
  }

  // The stand-in receives each invitation (the consumer paces them).
  for (const person of people)
    await expect.poll(() => textsTo(person.e164), { timeout: 30_000 }).toContainEqual(expect.stringContaining("un nuevo estudio"));

  // Rosa answers "Sí": the answer links to the study's questions, and an inquiry waits in the queue.
  const [rosa, aurelio] = people as [(typeof people)[0], (typeof people)[0]];
  // The answer's link names no study (issue #50): /es/a/<n> leads to the study's questions.
  expect(textFromPerson(rosa.e164, "Sí")).toMatch(/\/es\/a\/\d+ Responda PARAR/);
  expect(textFromPerson(aurelio.e164, "PARAR")).toContain("<Message>");

  await expect(async () => {
    await page.reload();
    const funnel = page.getByTestId("campaign-funnel");
    await expect(funnel.getByRole("link", { name: "1: Replied yes", exact: true })).toBeVisible();
    await expect(funnel.getByRole("link", { name: "1: Replied STOP", exact: true })).toBeVisible();
    await expect(funnel.getByRole("link", { name: "1: Became inquiries", exact: true })).toBeVisible();
  }).toPass({ timeout: 20_000 });
  await page.getByTestId("campaign-funnel").getByRole("link", { name: "1: Replied yes", exact: true }).click();
  const behind = page.getByTestId("campaign-people");
  await expect(behind).toContainText(rosa.name);
  await expectNoAxeViolations(page);
  // Her record on the list: the invitation, its study and campaign, her answer and the inquiry it became.
  await behind.getByRole("link", { name: rosa.name }).click();
  const invitation = page.getByRole("row").filter({ hasText: "Invitation to a study" });
  await expect(invitation).toContainText("FINALITY-HF");
  await expect(invitation).toContainText(`Corazón ${marker}`);
  await expect(invitation).toContainText("Answered: Yes");
  await expectNoAxeViolations(page);
  await invitation.getByRole("link", { name: /^Inquiry #\d+$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(rosa.name);

  // Due now in the coordinator's first screen.
  await page.goto("/admin");
  await expect(page.getByTestId("inquiry-row").filter({ hasText: rosa.name })).toBeVisible();
});
