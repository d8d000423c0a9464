import type { APIRequestContext, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { executeD1 } from "../scripts/lib/d1.ts";
import { simulatedEmails } from "./localRecords";
import {
  fileInquiry,
  createStaffAccount,
  expectNoAxeViolations,
  joinList,
  signIn,
  openPage,
  skipLearnMorePrompt,
  test,
  expect,
} from "./support";

test.beforeEach(async ({ page }) => skipLearnMorePrompt(page));

const randomIp = () => `192.0.2.${Math.floor(Math.random() * 200) + 20}`;

async function postInquiry(request: APIRequestContext, name: string) {
  const data = {
    name,
    email: "persona@example.com",
    phone: "(760) 555-0190",
    message: "Quisiera información.",
    consent: true,
    language: "es",
  };
  return fileInquiry(request, data);
}

async function signInAsAdmin(page: Page) {
  await signIn(page, await createStaffAccount());
  await expect(page).toHaveURL(/\/admin$/);
}

test("an inquiry sent in the browser e-mails staff its number and link, and nothing the visitor wrote", async ({ page }) => {
  const started = Date.now();
  const marker = randomUUID().slice(0, 6);
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": randomIp() });
  await openPage(page, "/contact");
  await page.getByLabel("Full Name").fill(`Rosalinda Ibarra${marker}`);
  await page.getByLabel("Email").fill(`rosa.${marker}@example.com`);
  await page.getByLabel("Phone").fill("(760) 555-0142");
  await page.getByLabel("Message", { exact: true }).fill(`My mother has heart failure ${marker}.`);
  await page.getByLabel(/I agree that the research team may call me or write to me/).check();
  const created = page.waitForResponse((res) => res.url().endsWith("/api/inquiries") && res.request().method() === "POST");
  await page.getByRole("button", { name: "Submit" }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expect(page.getByText("Form Submitted")).toBeVisible();

  let email = "";
  await expect
    .poll(() => (email = simulatedEmails(started).find((text) => text.startsWith(`New website inquiry #${id}\n`)) ?? ""), {
      timeout: 10_000,
    })
    .not.toBe("");
  const link = new RegExp(`^http://localhost:\\d+/admin/inquiries/${id}$`, "m");
  expect(email).toMatch(link);
  expect(email).toContain("Language: English");
  for (const personal of ["Rosalinda", "Ibarra", `rosa.${marker}`, "555-0142", "heart", marker]) expect(email).not.toContain(personal);

  // The link opens that inquiry for signed-in staff.
  await signInAsAdmin(page);
  await page.goto(new URL(email.match(link)![0]).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Rosalinda Ibarra${marker}`);
  await expect(page.getByTestId("inquiry-facts")).toContainText("Waiting");
});

test("the inbox counts overdue inquiries, highlights them and filters to them", async ({ page, request }) => {
  // Two sign-ins, a search, axe and three filter changes: more than the default 30 s on a loaded CI machine.
  test.setTimeout(60_000);
  const marker = randomUUID().slice(0, 6);
  const late = await postInquiry(request, `Tardía ${marker}`);
  await postInquiry(request, `Reciente ${marker}`);
  // Ten days ago always spans far more than an hour of office hours.
  executeD1(`UPDATE inquiries SET created_at = '${new Date(Date.now() - 10 * 86_400_000).toISOString()}' WHERE id = ${late.id};`, "local");

  await signInAsAdmin(page);
  const summary = page.getByTestId("overdue-count");
  await expect(summary).toContainText(/\d+ inquir(y|ies) waiting more than 60 business minutes/);
  await page.getByLabel("Search name, email, phone or message").fill(marker);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
  const rows = page.getByTestId("inquiry-row");
  await expect(rows.filter({ hasText: marker })).toHaveCount(2);
  await expect(rows).toHaveCount(2);
  const lateRow = rows.filter({ hasText: `Tardía ${marker}` });
  await expect(lateRow).toHaveAttribute("data-overdue", "true");
  await expect(lateRow).toContainText(/Overdue: waiting \d+ h \d\d min/);
  await expect(rows.filter({ hasText: `Reciente ${marker}` })).not.toHaveAttribute("data-overdue", "true");
  await expectNoAxeViolations(page);

  await summary.getByRole("button", { name: "Show overdue" }).click();
  await expect(page).toHaveURL(/overdue=true/);
  await page.getByText("More filters").click();
  await expect(page.getByLabel("Only first contacts overdue")).toBeChecked();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Tardía ${marker}`);
  await page.getByLabel("Only first contacts overdue").click();
  await expect(page).not.toHaveURL(/overdue=true/);
  await expect(rows).toHaveCount(2);
});

test("an admin downloads the current filter as CSV; a coordinator has no export button", async ({ page, request }) => {
  test.setTimeout(60_000); // it makes two accounts with the CLI, which starts wrangler each time
  const marker = randomUUID().slice(0, 6);
  await postInquiry(request, `Begoña Núñez ${marker}`);
  await postInquiry(request, `=HYPERLINK("http://evil.example") ${marker}`);

  await signInAsAdmin(page);
  await page.getByLabel("Search name, email, phone or message").fill(marker);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The search's own answer (the queue shown before it may also hold two rows).
  await expect(page.getByRole("heading", { name: "Search results" })).toBeVisible();
  await expect(page.getByTestId("inquiry-row").filter({ hasText: marker })).toHaveCount(2);
  await expect(page.getByTestId("inquiry-row")).toHaveCount(2);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d\d-\d\d\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n");
  // Column names and labels in the exporter's language, times in clinic time.
  expect(lines[0]).toMatch(/^"Inquiry","Received \(Pacific time\)","Status","Status code",/);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/"\d{4}-\d\d-\d\d \d\d:\d\d","New","new"/);
  expect(lines.some((line) => line.includes(`"Begoña Núñez ${marker}"`))).toBe(true);
  expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://evil.example"") ${marker}"`))).toBe(true);

  // A coordinator works inquiries but cannot take them out of the system.
  await page.getByRole("button", { name: "Logout" }).click();
  const coordinator = await createStaffAccount();
  executeD1(`UPDATE admins SET role = 'coordinator' WHERE username = '${coordinator.username}';`, "local");
  await signIn(page, coordinator);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("button", { name: "Fetch Inquiries" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
});

test("the reports page shows the funnel and breakdowns in both languages, with no axe violations", async ({ page, request }) => {
  test.setTimeout(60_000);
  await postInquiry(request, `Informe ${randomUUID().slice(0, 6)}`);
  const joiner = `Lista ${randomUUID().slice(0, 6)}`;
  await joinList(request, { name: joiner, email: `${randomUUID().slice(0, 8)}@example.com`, topics: ["diabetes"], channels: ["email"] });
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recruitment report" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  const figures = page.getByTestId("report-figures");
  await expect(figures).toContainText("Inquiries received");
  const funnel = page.getByRole("figure", { name: "From inquiry to enrollment" });
  await expect(funnel.getByRole("row", { name: /Inquiries received \d+/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "By language", exact: true }).getByRole("row", { name: /Spanish \d+/ })).toBeVisible();
  // The future studies list, in counts only, whatever the dates: the person who joined above is in it.
  const list = page.getByRole("region", { name: "Future studies list" });
  await expect(list.getByTestId("registry-figures")).toContainText("Everyone on the list");
  await expect(list.getByRole("table", { name: "List by how they joined" }).getByRole("row", { name: /Website \d+/ })).toBeVisible();
  await expect(list.getByRole("table", { name: "List by language" }).getByRole("row", { name: /Spanish \d+/ })).toBeVisible();
  const thisMonth = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date());
  await expect(
    list.getByRole("table", { name: "List joins and leaves by month" }).getByRole("row", { name: new RegExp(`^${thisMonth} [1-9]`) }),
  ).toBeVisible();
  await expect(list).not.toContainText(joiner);
  await expectNoAxeViolations(page);

  // A range that ends before it starts is explained, not sent.
  await page.getByLabel("From", { exact: true }).fill("2026-06-01");
  await page.getByLabel("To", { exact: true }).fill("2026-05-01");
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByRole("alert")).toHaveText("The end date is before the start date.");
  await expectNoAxeViolations(page);

  // A range with nothing in it, kept in the URL.
  await page.getByLabel("To", { exact: true }).fill("2026-06-30");
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/from=2026-06-01&to=2026-06-30/);
  await expect(figures.getByText("0", { exact: true })).toHaveCount(2); // received and spam

  await page.getByRole("button", { name: "ES – Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Informe de reclutamiento" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "De la consulta a la inscripción" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Por idioma", exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Lista por cómo se anotaron" }).getByRole("row", { name: /Página web \d+/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
