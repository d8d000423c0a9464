import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { expect, vi } from "vitest";
import { currentTotp } from "../../worker/auth/totp";
import { hashPassword } from "../../worker/auth/password";
import { twilioSignature } from "../../worker/messaging/sms/signature";
import { twilioStandIn } from "../../scripts/sms/twilioStandIn";
import { clinicalTrialsStandIn } from "../../scripts/clinicalTrials/clinicalTrialsStandIn";
import type { LoginResultDto, TotpConfirmDto, TotpSetupDto } from "../../contract/auth";
import type { ErrorBody } from "../../contract/errors";
import type { Questionnaire } from "../../contract/prescreen";
import { questionnaireSchema } from "../../contract/prescreenSchemas";
import type { StudyDetailDto } from "../../contract/studyEditor";
import type { TemplateDto, TemplateInput } from "../../contract/messageTemplates";
import { localDayOf, localTimeToInstant } from "../../contract/businessTime";
import { nextLocalDay } from "../../contract/clinicTime";
import { RATE_LIMITS, type RateLimiterName } from "../../contract/rateLimits";
import { runStep } from "../../worker/jobs/steps";
import { drizzle } from "drizzle-orm/d1";
import { volunteers } from "../../worker/db/schema";
import { newReference } from "../../worker/volunteers/reference";
import type { StepMessage } from "../../worker/queues/steps";

let ipCounter = 0;

/** The API as the tests call it: through SELF, on the test origin. */
export const API = "https://clinic.test/api";

/** Answers typed by the contracts (not by shapes written again in each test). */
export type { ErrorBody, LoginResultDto };
/** A 400 that names the fields it refused. */
export type FieldErrors = ErrorBody & { error: { fields: Record<string, string[]> } };

/** A fresh client address per call, so rate limits of one test never affect another. */
export function nextIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export const validInquiry = {
  name: "María López",
  email: "maria@example.com",
  phone: "(760) 555-0100",
  message: "Hola,\nme interesa el estudio.",
};

let messageCounter = 0;
/**
 * A valid inquiry with words of its own: the same words sent again within minutes are taken as the same
 * message (the first answer comes back), so tests that need separate inquiries send different words.
 */
export function distinctInquiry(): typeof validInquiry {
  messageCounter += 1;
  return { ...validInquiry, message: `${validInquiry.message} (${messageCounter})` };
}

/** A JSON POST from a network of its own (unless `headers` names one); `bindings` replace the Worker's own. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, bindings?: Partial<Env>) {
  const init = {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
  return bindings ? fetchWithBindings(path, init, bindings) : SELF.fetch(`https://clinic.test${path}`, init);
}

export async function countInquiries(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiries").first<{ n: number }>();
  return row?.n ?? 0;
}

let adminCounter = 0;
/** Creates an admin straight in D1 (as the CLI does) and returns its credentials. */
export async function createAdmin(password = "correct horse battery staple") {
  adminCounter += 1;
  const username = `admin${adminCounter}-${crypto.randomUUID().slice(0, 8)}`;
  const hashed = await hashPassword(password);
  await env.DB.prepare("INSERT INTO admins (username, password_hash, salt, iterations) VALUES (?, ?, ?, ?)")
    .bind(username, hashed.hash, hashed.salt, hashed.iterations)
    .run();
  return { username, password };
}

export async function loginAsNewAdmin(role: "admin" | "coordinator" = "admin"): Promise<string> {
  const credentials = await createAdmin();
  if (role !== "admin") await env.DB.prepare("UPDATE admins SET role = ? WHERE username = ?").bind(role, credentials.username).run();
  const res = await postJson("/api/auth/login", credentials);
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const body = await res.json<LoginResultDto>();
  return body.token;
}

/** A new admin, signed in: its session token and account id. */
export async function signedInAdmin(): Promise<{ token: string; id: number }> {
  const credentials = await createAdmin();
  const token = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
  return { token, id: await adminId(credentials.username) };
}

export function authed(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } };
}

/** The id of an account created with createAdmin. */
export async function adminId(username: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM admins WHERE username = ?").bind(username).first<{ id: number }>();
  return row!.id;
}

/** Inserts an inquiry straight into D1 (for lists, purges and erasure) and returns its id. */
export async function insertInquiry(values: Partial<Record<string, string | number | null>> = {}): Promise<number> {
  const row = { name: "Ana Prueba", email: "ana@example.com", phone: "7605550100", message: "Hola", status: "new", ...values };
  const keys = Object.keys(row);
  const inserted = await env.DB.prepare(
    `INSERT INTO inquiries (${keys.join(", ")}) VALUES (${keys.map(() => "?").join(", ")}) RETURNING id`,
  )
    .bind(...Object.values(row))
    .first<{ id: number }>();
  return inserted!.id;
}

export type AuditRow = {
  id: number;
  action: string;
  actor_id: number | null;
  target_id: string | null;
  username: string | null;
  username_hash: string | null;
  ip_hash: string | null;
  detail: string | null;
};

/** Audit entries of `action`, newest last. */
export async function auditEntries(action: string): Promise<AuditRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM audit_log WHERE action = ? ORDER BY id").bind(action).all<AuditRow>();
  return results;
}

/** Calls the Worker's app in this isolate with some bindings replaced (a failing D1, REQUIRE_TOTP on...). */
/**
 * Hands a raw e-mail to the Worker's email() handler as Email Routing does, with `bindings` over the test
 * environment; answers what the handler rejected, with reasons.
 */
/** A plain-text reply as a mail program sends it (to hand to `routeEmail`). */
export function plainReplyEmail(
  to: string,
  text: string,
  { from = "Rosa <rosa.reply@example.com>", messageId = `<${crypto.randomUUID()}@mail.example.com>` } = {},
): string {
  return [
    `From: ${from}`,
    `To: ${to}`,
    "Subject: Re: Recibimos su mensaje",
    `Message-ID: ${messageId}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
    "",
  ].join("\r\n");
}

export async function routeEmail(raw: string, to: string, bindings: Partial<Env>, from = "rosa.reply@example.com"): Promise<string[]> {
  const { default: worker } = await import("../../worker/index");
  const rejected: string[] = [];
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from,
    to,
    raw: new Blob([bytes]).stream(),
    rawSize: bytes.byteLength,
    headers: new Headers(),
    setReject: (reason: string) => rejected.push(reason),
    forward: async () => undefined,
    reply: async () => undefined,
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email!(message, { ...env, ...bindings } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return rejected;
}

export async function fetchWithBindings(path: string, init: RequestInit, bindings: Partial<Env>): Promise<Response> {
  const { app } = await import("../../worker/index");
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://clinic.test${path}`, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A JSON request body (for the staff API and the public form alike). */
export const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/**
 * The one way a test calls the staff API as someone signed in: `staffApi(() => token, () => bindings())`
 * gives `(path, init?) => Response`, read at call time (tokens and bindings are set up in `beforeAll`).
 */
export function staffApi(token: () => string, bindings: () => Partial<Env> = () => ({})) {
  return (path: string, init: RequestInit = {}) => fetchWithBindings(`/api${path}`, authed(token(), init), bindings());
}

type StaffApi = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * The first-contact template the texting tests write with (no health words, as the rules ask), as a draft;
 * `api` is a signed-in admin's (`staffApi`), `changes` replace its fields.
 */
export async function draftFirstContactTemplate(api: StaffApi, changes: Partial<TemplateInput> = {}): Promise<TemplateDto> {
  const created = await api(
    "/message-templates",
    json("POST", {
      name: "First contact",
      firstContact: true,
      body: {
        en: "Hi, this is {coordinator} from {clinic}. Please call us at {phone}.",
        es: "Hola, le escribe {coordinator} de {clinic}. Llámenos al {phone}, por favor.",
      },
      subject: { en: "A message from {clinic}", es: "Un mensaje de {clinic}" },
      ...changes,
    } satisfies TemplateInput),
  );
  expect(created.status).toBe(201);
  return created.json<TemplateDto>();
}

/** A template's draft approved by the ethics board, through the admin's API. */
export async function approvedTemplate(api: StaffApi, draft: TemplateDto, irbReference: string): Promise<TemplateDto> {
  const approved = await api(
    `/message-templates/${draft.id}/approval`,
    json("POST", { version: draft.version, irbReference, irbApprovedOn: "2026-11-20" }),
  );
  expect(approved.status).toBe(200);
  return approved.json<TemplateDto>();
}

/** The first-contact template, approved: what staff send a first text or e-mail with. */
export const approvedFirstContactTemplate = async (api: StaffApi, irbReference: string): Promise<TemplateDto> =>
  approvedTemplate(api, await draftFirstContactTemplate(api), irbReference);

/** Everything the Worker printed through console.* while `run` ran. */
export async function captureConsole(run: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message} ${String(a.cause)}` : String(a))).join(" "));
    }),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join("\n");
}

/**
 * A stand-in for one of wrangler.toml's rate limiters, counting as Cloudflare's does within one period
 * (contract/rateLimits.ts): its limit per key, then refusals. One window that never rolls over, so a test's
 * N+1th request is refused however long the machine takes (the real window's edge made such tests wait).
 * `keys` are the keys it was asked about, in order.
 */
export function countingRateLimiter(name: RateLimiterName): { bindings: Partial<Env>; keys: string[] } {
  const counts = new Map<string, number>();
  const keys: string[] = [];
  const binding = {
    async limit({ key }: { key: string }) {
      keys.push(key);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= RATE_LIMITS[name].limit };
    },
  } as RateLimit;
  return { bindings: { [name]: binding } as Partial<Env>, keys };
}

/**
 * One page of the inbox for a filter written as a query string ("q=lopez&status=all"): sent as the JSON
 * body of POST /api/inquiries/search, the way the staff screens send it (search text never in a URL).
 */
export function searchInbox(token: string, query: string): Promise<Response> {
  const body = Object.fromEntries(new URLSearchParams(query));
  return SELF.fetch(`${API}/inquiries/search`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Signs in with a password, sets up the second factor with a code computed here, returns what it needs. */
export async function enrollSecondFactor() {
  const credentials = await createAdmin();
  const { token } = await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>();
  const post = (path: string, body?: unknown) =>
    SELF.fetch(`${API}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const setup = await post("/auth/totp/setup");
  expect(setup.status).toBe(200);
  const { otpauthUri, secret } = await setup.json<TotpSetupDto>();
  const confirmedAt = Date.now();
  const confirm = await post("/auth/totp/confirm", { code: currentTotp(secret, confirmedAt) });
  expect(confirm.status).toBe(200);
  const { recoveryCodes } = await confirm.json<TotpConfirmDto>();
  return { credentials, token, otpauthUri, secret, recoveryCodes, confirmedAt };
}

export type SentEmail = {
  from: unknown;
  to: string | string[];
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; type: string; content: string; disposition: string }[];
};

/** A stand-in for the send_email binding that keeps what it was asked to send (or fails every send). */
export function recordingEmail(fail = false) {
  const sent: SentEmail[] = [];
  const binding = {
    async send(message: SentEmail) {
      if (fail) throw new Error("E_SENDER_NOT_VERIFIED: maria@example.com");
      sent.push(message);
      return { messageId: `<${crypto.randomUUID()}@email.test>` };
    },
  } as unknown as SendEmail;
  return { sent, binding };
}

const twilioSecrets = env as unknown as { TWILIO_AUTH_TOKEN: string; TWILIO_ACCOUNT_SID: string };

/** A fake of Twilio's API for one test, with the Worker's calls to it routed there (any other network call fails). */
export function useTwilioStandIn(): ReturnType<typeof twilioStandIn> {
  const standIn = twilioStandIn({ accountSid: twilioSecrets.TWILIO_ACCOUNT_SID, authToken: twilioSecrets.TWILIO_AUTH_TOKEN });
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).origin === "https://api.twilio.test") return standIn.app.fetch(request);
    throw new TypeError(`no network in tests: ${request.url}`);
  });
  return standIn;
}

/** ClinicalTrials.gov for one test (scripts/clinicalTrials/clinicalTrialsStandIn.ts), the Worker's calls to it routed there. */
export function useClinicalTrialsStandIn(): ReturnType<typeof clinicalTrialsStandIn> {
  const standIn = clinicalTrialsStandIn();
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin === "https://registry.test")
      return standIn.app.fetch(new Request(`http://stand-in${url.pathname}${url.search}`, request));
    throw new TypeError(`no network in tests: ${request.url}`);
  });
  return standIn;
}

/** Posts a webhook as Twilio would: form-encoded, from our account, signed over the configured origin's URL. */
export async function twilioWebhook(path: string, params: Record<string, string>, bindings: Partial<Env>, signature?: string) {
  const body = new URLSearchParams({ AccountSid: twilioSecrets.TWILIO_ACCOUNT_SID, ...params });
  const sig = signature ?? (await twilioSignature(twilioSecrets.TWILIO_AUTH_TOKEN, `${new URL(env.SITE_ORIGIN).origin}${path}`, body));
  return fetchWithBindings(
    path,
    { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": sig }, body },
    bindings,
  );
}

/**
 * D1 as it behaves with its SQLite file locked by another process: every statement fails with `message`
 * (D1's own text by default; workerd's opaque one is another). Statements matching `allow` (session
 * look-ups, say) still work, so a route gets past its guard to its own queries.
 */
export function lockedDatabase({
  message = "D1_ERROR: database is locked: SQLITE_BUSY",
  allow = null,
}: { message?: string; allow?: RegExp | null } = {}): D1Database {
  const fail = () => Promise.reject(new Error(message));
  const failing = { bind: () => failing, run: fail, all: fail, first: fail, raw: fail };
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => (allow?.test(query) ? target.prepare(query) : failing);
      if (prop === "batch" || prop === "exec" || prop === "dump") return fail;
      return Reflect.get(target, prop, target);
    },
  });
}

/** The client build's index.html in the shape the Worker's pages are made from (scripts/prerender.ts). */
export const PAGE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Frontera</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"><!--shell--><header>shell</header><!--/shell--></div>
    <!--noscript--><noscript>no script</noscript><!--/noscript-->
  </body>
</html>`;

/**
 * The asset store as the Worker's pages see it: the page kit, the prerendered pages named in `pages` (by
 * path), and the 404 page (in the visitor's language) for everything else.
 */
export function assetStoreWith(kit: object, pages: Record<string, string> = {}): Fetcher {
  return {
    fetch: async (input: Request | string | URL) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      if (path === "/_edge/page-kit.json") return Response.json(kit);
      const own = pages[path];
      if (own !== undefined) return new Response(own, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      const language = path.startsWith("/es/") ? "es" : "en";
      return new Response(`<!doctype html><html lang="${language}"><title>404</title></html>`, {
        status: 404,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
  } as unknown as Fetcher;
}

/** The seeded draft questionnaire of a study (migrations/0014), as stored. */
export async function seededQuestionnaire(studyId: number): Promise<{ versionId: number; questionnaire: Questionnaire }> {
  const row = await env.DB.prepare(
    "SELECT id, questionnaire FROM study_versions WHERE study_id = ? AND questionnaire IS NOT NULL ORDER BY number DESC",
  )
    .bind(studyId)
    .first<{ id: number; questionnaire: string }>();
  return { versionId: row!.id, questionnaire: questionnaireSchema.parse(JSON.parse(row!.questionnaire)) };
}

/** Approves and publishes a study's seeded draft with its questions, as an admin does in the editor; its version id. */
export async function publishSeededQuestionsAs(adminToken: string, studyId: number): Promise<number> {
  const { versionId } = await seededQuestionnaire(studyId);
  const send = (action: string, body?: unknown) =>
    SELF.fetch(
      `${API}/studies/admin/${studyId}/versions/${versionId}/${action}`,
      authed(adminToken, {
        method: "POST",
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
      }),
    );
  const detail = await (await SELF.fetch(`${API}/studies/admin/${studyId}`, authed(adminToken))).json<StudyDetailDto>();
  const { contentHash } = detail.versions.find((version) => version.id === versionId)!;
  expect((await send("approve", { reference: "IRB-PS-1", date: "2026-11-20", contentHash })).status).toBe(200);
  expect((await send("publish")).status).toBe(200);
  return versionId;
}

/** A form the browser posts itself (url-encoded, from one of our pages), through the Worker with `bindings`. */
export function postPlainForm(path: string, body: string, bindings: Partial<Env>, headers: Record<string, string> = {}) {
  return fetchWithBindings(
    path,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": nextIp(),
        ...headers,
      },
      body,
    },
    bindings,
  );
}

/** 10:00 a.m. clinic time two days from now: texts may go, and anything queued is due. */
export const daytimeLater = (): Date => new Date(localTimeToInstant(nextLocalDay(nextLocalDay(localDayOf(new Date()))), "10:00"));

/** A weekday `days` or more ahead, clinic time (YYYY-MM-DD): a visit in office hours. */
export function weekdayAhead(days = 8): string {
  let day = localDayOf(new Date(Date.now() + days * 86_400_000));
  while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = nextLocalDay(day);
  return day;
}

/**
 * The step queue as the Worker sends to it (wrangler.toml STEP_QUEUE), recorded; `drain` delivers every step as
 * Queues would, one invocation each and in order, including the steps those steps enqueue, and says how many ran.
 */
export function recordingSteps() {
  const sent: StepMessage[] = [];
  const binding = {
    async send(body: StepMessage) {
      sent.push(body);
    },
  } as unknown as Queue;
  const drain = async (bindings: Partial<Env> = {}) => {
    let delivered = 0;
    while (sent.length > 0) {
      delivered += 1;
      await runStep({ ...env, STEP_QUEUE: binding, ...bindings } as Env, sent.shift()!);
    }
    return delivered;
  };
  return { sent, binding, drain };
}

/**
 * Someone on the list for future studies, with a yes that lasts 300 more days and (unless `textYes` is false) a
 * yes to texts confirmed by their YES (double opt-in, docs/registry.md); `values` replace any column. Their id.
 */
export async function insertListPerson(
  values: Partial<typeof volunteers.$inferInsert> & { phone: string; textYes?: boolean },
): Promise<number> {
  const { textYes = true, ...rest } = values;
  const at = new Date(Date.now() - 86_400_000).toISOString();
  const [row] = await drizzle(env.DB)
    .insert(volunteers)
    .values({
      reference: newReference(),
      name: "Persona",
      nameKey: "persona",
      phoneDigits: values.phone.slice(1),
      language: "es",
      channels: JSON.stringify(["text"]),
      source: "web",
      consentStatement: "2026-11-26.2",
      consentAt: at,
      consentEndsAt: new Date(Date.now() + 300 * 86_400_000).toISOString(),
      ...(textYes ? { textStatement: "registry:2026-11-26", textConfirmedAt: at } : {}),
      ...rest,
    })
    .returning({ id: volunteers.id });
  return row!.id;
}
