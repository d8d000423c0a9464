import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, request, type APIRequestContext, type APIResponse, type BrowserContext, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { LoginResultDto } from "../contract/auth.ts";
import type { StaffRole } from "../contract/staffRules.ts";
import type { StudyDetailDto, StudyListDto, StudyVersionDto } from "../contract/studyEditor.ts";
import { CURRENT_REGISTRY_STATEMENT } from "../contract/volunteers.ts";

export const publicRoutes = [
  "/",
  "/about",
  "/studies",
  "/participants",
  "/sponsors",
  "/contact",
  "/contact/sent",
  "/registry",
  "/privacy",
  "/terms",
  "/accessibility",
  "/language-assistance",
  "/studies/finality-hf",
  "/studies/redefine-hf",
  "/studies/confirmation-hf",
] as const;
export const allRoutes = [...publicRoutes, "/admin-login", "/admin", "/no-such-page"] as const;
export type Language = "en" | "es";

/** Opens `path` with the language already chosen (so the first-visit prompt stays closed). */
export async function openPage(page: Page, path: string, language: Language = "en") {
  const separator = path.includes("?") ? "&" : "?";
  await page.goto(`${path}${separator}lang=${language}`, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Collects console errors and uncaught exceptions for a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Marks the learn-more prompt as already shown this session, for tests that run longer than 10 s. */
export async function skipLearnMorePrompt(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem("learnMorePromptShown", "1"));
}

/**
 * Creates a staff account through the real CLI, in the local database the server uses: what an operator does for
 * the first account. The first-screen test uses it; the rest use createStaffAccount (below), which it starts.
 */
export function createAdminWithCli(role: "admin" | "coordinator" = "admin", displayName?: string) {
  const username = `e2e-${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  execFileSync("node", ["scripts/admin.ts", "create", username, "--role", role, ...(displayName ? ["--name", displayName] : [])], {
    env: { ...process.env, ADMIN_PASSWORD: password },
    stdio: "pipe",
  });
  return { username, password };
}

/** The server the tests run against (playwright.config.ts). */
const BASE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8799)}`;

/** Sends `send` again for up to 15 s while storage is busy for a moment (503), as a person would press again. */
async function untilNotBusy(send: () => Promise<APIResponse>): Promise<APIResponse> {
  let res: APIResponse | undefined;
  await expect(async () => {
    res = await send();
    expect(res.status(), "storage busy").not.toBe(503);
  }).toPass({ intervals: [1000], timeout: 15_000 });
  return res!;
}

let accountMaker: Promise<APIRequestContext> | undefined;

/**
 * An admin of this test worker's own, made once with the CLI (as the operator makes the first account) and
 * signed in through the API: the one that adds every other account, as an admin does on the Staff screen.
 * One CLI run per worker, not one per test: the CLI opens the server's SQLite file from another process, and
 * while it holds it the server answers 503 (the "storage busy" flakes of earlier runs).
 */
function staffApi(): Promise<APIRequestContext> {
  accountMaker ??= (async () => {
    const admin = createAdminWithCli("admin", "E2E account maker");
    const anonymous = await request.newContext({ baseURL: BASE_URL });
    const login = await untilNotBusy(() => anonymous.post("/api/auth/login", { data: admin }));
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as LoginResultDto;
    await anonymous.dispose();
    return request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  })();
  return accountMaker;
}

/** Creates a staff account (an admin unless told otherwise) through the staff API, and answers its credentials. */
export async function createStaffAccount(role: StaffRole = "admin", displayName?: string) {
  const username = `e2e-${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  const api = await staffApi();
  const created = await untilNotBusy(() =>
    api.post("/api/staff", { data: { username, displayName: displayName ?? username, role, password } }),
  );
  expect(created.status(), await created.text()).toBe(201);
  return { username, password };
}

/**
 * There is no internet here: the contact page's map embed is answered by a tiny local stand-in page,
 * so a test (or axe, which inspects every frame) never waits on an unreachable origin.
 */
export async function stubMapEmbed(context: BrowserContext) {
  await context.route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }),
  );
}

/** WCAG 2.1 A and AA: what docs/budgets.md asks axe to find nothing against. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
}

/**
 * Signs in on the login page in English (the caller checks where it lands). The CLI that created the
 * account writes the same local SQLite file as the server, which can leave it locked for a few seconds
 * on a loaded machine: the page then says so (503) and, like a person would, the test tries again, for up
 * to 15 s. Any other answer (a wrong password included) is left for the caller to check.
 */
export async function logIn(page: Page, credentials: { username: string; password: string }, language: Language = "en") {
  await openPage(page, "/admin-login", language);
  const login = language === "es" ? "Iniciar sesión" : "Login";
  await page.getByLabel(language === "es" ? "Usuario" : "Username").fill(credentials.username);
  await page.getByLabel(language === "es" ? "Contraseña" : "Password").fill(credentials.password);
  // Storage busy for a moment (503) is the one answer worth sending the form again for.
  await expect(async () => {
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: login, exact: true }).click();
    expect((await answer).status()).not.toBe(503);
  }).toPass({ intervals: [1000], timeout: 15_000 });
}

/**
 * Signs in without the login page (tests of the sign-in itself use logIn): the API's login, its token kept where
 * the staff app keeps it (localStorage `adminToken`, with the language under `language`), then the staff area's
 * first screen, as after a sign-in. A storage-busy answer (503, see logIn) is sent again.
 */
export async function signIn(page: Page, credentials: { username: string; password: string }, language: Language = "en") {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const login = await untilNotBusy(() => api.post("/api/auth/login", { data: credentials }));
    expect(login.status(), await login.text()).toBe(200);
    const { token } = (await login.json()) as LoginResultDto;
    // Any document of the site's origin gives the page its storage: the smallest one.
    if (!page.url().startsWith(BASE_URL)) await page.goto("/favicon.svg");
    await page.evaluate(
      ([key, value, lang]) => {
        window.localStorage.setItem(key!, value!);
        window.localStorage.setItem("language", lang!);
      },
      ["adminToken", token, language],
    );
  } finally {
    await api.dispose();
  }
  await page.goto("/admin", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await expect(page.locator("main h1")).toBeVisible();
}

/**
 * Files an inquiry through the public API, as the contact form does, from its own network (rate limits are
 * per network) unless one is given. Sent again for up to 15 s (the same words are filed once) when storage is
 * busy for a moment (503, see logIn) or when wrangler's local proxy lost its connection to the Worker (a
 * plain-text 500 the site never sends: its own errors are JSON). Anything but 201 fails the test.
 */
export async function fileInquiry(
  request: APIRequestContext,
  data: Record<string, unknown>,
  ip = randomNetwork(),
): Promise<{ id: number }> {
  let res: APIResponse | undefined;
  await expect(async () => {
    res = await request.post("/api/inquiries", { headers: { "CF-Connecting-IP": ip }, data });
    const proxyLost = res.status() === 500 && !(res.headers()["content-type"] ?? "").includes("application/json");
    expect(res.status() === 503 || proxyLost, `answer ${res.status()}`).toBe(false);
  }).toPass({ intervals: [1000], timeout: 15_000 });
  expect(res!.status()).toBe(201);
  return (await res!.json()) as { id: number };
}

/** A documentation-range address (RFC 5737) of its own for each call. */
const randomNetwork = () => `192.0.2.${Math.floor(Math.random() * 200) + 20}`;

/** A coordinator's first screen after signing in: the queue, with the page hydrated. */
export async function expectQueue(page: Page) {
  await expect(page).toHaveURL(/\/admin(\?.*)?$/);
  await expect(page.getByTestId("inbox-total")).toBeVisible();
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await stubMapEmbed(context);
    await use(context);
  },
});
export { expect };

/**
 * Joins the list for future studies through the public API, as the sign-up page does (its own yes, today's
 * statement), from a network of its own (the sign-up's quota is per network). Answers the reference.
 */
export async function joinList(request: APIRequestContext, person: Record<string, unknown>): Promise<string> {
  const joined = await request.post("/api/registry", {
    headers: { "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 200) + 20}.${Math.floor(Math.random() * 200) + 20}` },
    data: { language: "es", topics: [], consent: true, consentVersion: CURRENT_REGISTRY_STATEMENT, ...person },
  });
  expect(joined.status()).toBe(201);
  return ((await joined.json()) as { reference: string }).reference;
}

/**
 * An admin approves and publishes a study's seeded draft with its questions (the editor's own API), then waits
 * until its page links to them; a run that finds them published already only waits. The pre-screening suite
 * uses CONFIRMATION-HF and the referral partners' FINALITY-HF, so the two run side by side.
 */
export async function publishQuestions(request: APIRequestContext, code = "CONFIRMATION-HF") {
  const slug = code.toLowerCase();
  const admin = await createStaffAccount();
  const login = await request.post("/api/auth/login", { data: admin });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as LoginResultDto;
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.get("/api/studies/admin", { headers })).json()) as StudyListDto;
  const study = list.studies.find((item) => item.code === code)!;
  const detail = (await (await request.get(`/api/studies/admin/${study.id}`, { headers })).json()) as StudyDetailDto;
  // The seeded draft that carries the questions (migrations/0014); a local re-run finds it published already.
  const draft = detail.versions.find((version) => version.state === "draft");
  if (draft) await approveAndPublish(request, headers, study.id, draft);
  // Live within the content version's time to live (docs/studies.md).
  await expect
    .poll(async () => (await (await request.get(`/es/studies/${slug}`)).text()).includes(`/studies/${slug}/questions`), {
      timeout: 60_000,
      intervals: [1_000],
    })
    .toBe(true);
}

async function approveAndPublish(request: APIRequestContext, headers: Record<string, string>, studyId: number, version: StudyVersionDto) {
  const approved = await request.post(`/api/studies/admin/${studyId}/versions/${version.id}/approve`, {
    headers,
    data: { reference: "IRB-2026-PS3", date: "2026-11-20", contentHash: version.contentHash },
  });
  expect(approved.status()).toBe(200);
  expect((await request.post(`/api/studies/admin/${studyId}/versions/${version.id}/publish`, { headers })).status()).toBe(200);
}

/** Chooses or types an answer on the current step and presses Siguiente. */
export async function answer(page: Page, choice: { label: string } | { year: string }) {
  const step = page.getByTestId("question-step");
  if ("year" in choice) await step.getByLabel("Año (4 números)").fill(choice.year);
  else await step.getByLabel(choice.label, { exact: true }).check();
  await step.getByRole("button", { name: "Siguiente" }).click();
}
