/**
 * Messaging (issue #21, docs/messaging.md): the consent ledger and its keywords, quiet hours, the composer's
 * rules, Twilio's webhooks and adapter (against a fake of its API), the email() handler, the visitor's
 * confirmation, unsubscribe links, and erasure of what was written.
 */
import { madeUpTwilioSid } from "../../scripts/sms/local";
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { InquiryDetailDto, SentMessageDto } from "../../contract/inbox";
import { composeProblem, type ComposerDto } from "../../contract/messaging";
import type { RecruitmentReportDto } from "../../contract/reports";
import { healthTermsIn, smsSegments, type TemplateDto, type TemplateInput } from "../../contract/messageTemplates";
import { isTextingTime, nextTextingTime } from "../../contract/quietHours";
import { invitationTermsIn } from "../../contract/textRules/firstContact";
import { HELP_KEYWORDS, keywordOf, OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS } from "../../contract/smsKeywords";
import { sendDueMessages } from "../../worker/messaging/outbox";
import { replyLocalPart } from "../../worker/messaging/keys";
import { isSignedByTwilio, twilioSignature } from "../../worker/messaging/sms/signature";
import { twilioSender, SmsSendError } from "../../worker/messaging/sms/twilio";
import { twilioStandIn, type StandInText } from "../../scripts/sms/twilioStandIn";
import {
  approvedTemplate,
  draftFirstContactTemplate,
  authed,
  createAdmin,
  fetchWithBindings,
  insertInquiry,
  postJson,
  recordingEmail,
  twilioWebhook,
  useTwilioStandIn,
  type ErrorBody,
  type FieldErrors,
  type LoginResultDto,
  json,
  staffApi,
  routeEmail,
  daytimeLater,
} from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const secrets = env as unknown as { TWILIO_AUTH_TOKEN: string; TWILIO_ACCOUNT_SID: string };
const origin = new URL(env.SITE_ORIGIN).origin;
let standIn: ReturnType<typeof twilioStandIn>;
let email: ReturnType<typeof recordingEmail>;
let adminToken = "";
let numberCounter = 100;

/** A phone number no other test uses (the ledger is per number). */
function freshPhone(): { display: string; e164: string } {
  numberCounter += 1;
  const last4 = String(1000 + numberCounter);
  return { display: `(760) 555-${last4}`, e164: `+1760555${last4}` };
}

/** E-mails to people (staff notices go to a list of addresses). */
const personEmails = () => email.sent.filter((sent) => typeof sent.to === "string");
const bindings = () =>
  ({ EMAIL: email.binding, STAFF_NOTIFY_FROM: "website@clinic.test", STAFF_NOTIFY_TO: "team@clinic.test" }) as Partial<Env>;
const api = staffApi(
  () => adminToken,
  () => bindings(),
);

async function newInquiry(extra: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const res = await fetchWithBindings(
    "/api/inquiries",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `203.0.113.${numberCounter % 250}` },
      body: JSON.stringify({
        name: "Rosa Elena Martínez",
        email: `rosa.${numberCounter}@example.com`,
        phone: phone.display,
        message: `Quiero información sobre el estudio del corazón (${numberCounter}).`,
        consent: true,
        consentVersion: "2026-11-23",
        language: "es",
        ...extra,
      }),
    },
    bindings(),
  );
  expect(res.status).toBe(201);
  const { id } = await res.json<CreatedInquiryDto>();
  return { id, phone };
}

async function detail(id: number) {
  return (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
}

async function createTemplate(template: Partial<TemplateInput> = {}, approve = true) {
  const draft = await draftFirstContactTemplate(api, template);
  return approve ? approvedTemplate(api, draft, "IRB-2026-118") : draft;
}

const webhook = (path: string, params: Record<string, string>, signature?: string) => twilioWebhook(path, params, bindings(), signature);

const sid = () => `SM${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
const textIn = (from: string, body: string, extra: Record<string, string> = {}) =>
  webhook("/api/sms/inbound", { MessageSid: sid(), From: from, To: "+17605550142", Body: body, NumMedia: "0", ...extra });

async function sendDue(now = daytimeLater()) {
  return sendDueMessages({ ...env, ...bindings() } as Env, now);
}

function row<T>(sql: string, ...values: unknown[]) {
  return env.DB.prepare(sql)
    .bind(...values)
    .first<T>();
}

beforeAll(async () => {
  const credentials = await createAdmin();
  adminToken = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
});

beforeEach(() => {
  email = recordingEmail();
  // Nothing leaves the test: the Worker's calls to Twilio's API reach the fake.
  standIn = useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

describe("keywords (contract/smsKeywords.ts)", () => {
  it("knows every opt-out, help and opt-in word in both languages, in any case and spacing", () => {
    expect(OPT_OUT_KEYWORDS.sort()).toEqual([
      "ALTO",
      "BAJA",
      "BASTA",
      "CANCEL",
      "CANCELAR",
      "CANCELAR SUSCRIPCIÓN",
      "DETENER",
      "END",
      "NO MÁS",
      "OPT OUT",
      "PARAR",
      "PARE",
      "PAREN",
      "QUIT",
      "REVOCAR",
      "REVOCO",
      "REVOKE",
      "STOP",
      "STOPALL",
      "UNSUBSCRIBE",
    ]);
    for (const word of OPT_OUT_KEYWORDS) {
      for (const written of [
        word,
        word.toLowerCase(),
        `  ${word[0]}${word.slice(1).toLowerCase()}  `,
        `${word}.`,
        `${word}!`,
        `¡${word.toLowerCase()}!`,
      ]) {
        expect(keywordOf(written), written).toMatchObject({ kind: "opt_out", word });
      }
    }
    expect(keywordOf("Parar")).toMatchObject({ language: "es" });
    expect(keywordOf("stop")).toMatchObject({ language: "en" });
    for (const word of HELP_KEYWORDS) expect(keywordOf(` ${word.toLowerCase()} `)).toMatchObject({ kind: "help" });
    for (const word of OPT_IN_KEYWORDS) expect(keywordOf(word.toLowerCase())).toMatchObject({ kind: "opt_in" });
    expect(keywordOf("ayuda")).toMatchObject({ language: "es" });
    expect(keywordOf("inicio")).toMatchObject({ language: "es" });
    // A stop word with little else stops; one inside a longer sentence is flagged for staff, never acted on
    // (contract/smsKeywords.test.ts has the whole table); other words are a reply.
    for (const sentence of ["please stop texting me", "STOP STOP"]) expect(keywordOf(sentence)).toMatchObject({ kind: "opt_out" });
    for (const sentence of ["No puedo parar de toser", "stop by tomorrow?"])
      expect(keywordOf(sentence)).toEqual({ kind: "possible_opt_out" });
    expect(keywordOf("Sí, llámenme mañana")).toBeNull();
  });
});

describe("quiet hours (contract/quietHours.ts)", () => {
  it("sends texts from 8:00 a.m. to 9:00 p.m. clinic time, across both changes of daylight time", () => {
    // Sunday 8 March 2026: clocks go forward. 7:59 a.m. PDT = 14:59 UTC; 8:00 a.m. PDT = 15:00 UTC.
    expect(isTextingTime(new Date("2026-03-08T14:59:00Z"))).toBe(false);
    expect(isTextingTime(new Date("2026-03-08T15:00:00Z"))).toBe(true);
    // Saturday 7 March, 9:30 p.m. PST = 05:30 UTC on the 8th: waits for 8:00 a.m. PDT, 15:00 UTC.
    expect(nextTextingTime(new Date("2026-03-08T05:30:00Z")).toISOString()).toBe("2026-03-08T15:00:00.000Z");
    // Sunday 1 November 2026: clocks go back. 8:00 a.m. PST = 16:00 UTC.
    expect(nextTextingTime(new Date("2026-11-01T08:30:00Z")).toISOString()).toBe("2026-11-01T16:00:00.000Z");
    expect(isTextingTime(new Date("2026-11-01T15:30:00Z"))).toBe(false); // 7:30 a.m. PST
    // 8:59 p.m. PST goes; 9:00 p.m. waits for the next morning.
    expect(isTextingTime(new Date("2026-11-24T04:59:00Z"))).toBe(true);
    expect(nextTextingTime(new Date("2026-11-24T05:00:00Z")).toISOString()).toBe("2026-11-24T16:00:00.000Z");
    // Inside the hours, now is now.
    const noon = new Date("2026-07-15T19:00:00Z");
    expect(nextTextingTime(noon)).toBe(noon);
  });
});

describe("templates and the composer's rules", () => {
  it("allows only approved templates, only first-contact ones before a reply, free text after one", () => {
    const approved = { approved: true, active: true, firstContact: true };
    expect(composeProblem({ templateId: 1 }, approved, false)).toBeNull();
    expect(composeProblem({ templateId: 1 }, { ...approved, approved: false }, false)).toBe("template_not_approved");
    expect(composeProblem({ templateId: 1 }, { ...approved, active: false }, true)).toBe("template_not_approved");
    expect(composeProblem({ templateId: 1 }, { ...approved, firstContact: false }, false)).toBe("first_contact_only");
    expect(composeProblem({ templateId: 1 }, { ...approved, firstContact: false }, true)).toBeNull();
    expect(composeProblem({ text: "Hola" }, null, false)).toBe("free_text_needs_reply");
    expect(composeProblem({ text: "Hola" }, null, true)).toBeNull();
    expect(composeProblem({ text: "Hola", templateId: 1 }, approved, true)).toBe("template_or_text");
    expect(composeProblem({ text: "  " }, null, true)).toBe("template_or_text");
  });

  it("refuses a first-contact template naming a condition or a study, in either language", async () => {
    expect(healthTermsIn("Hola, le llama el equipo por su insuficiencia cardíaca")).toContain("insuficiencia");
    expect(healthTermsIn("About the REDEFINE-HF study")).toEqual(["REDEFINE-HF", "study"]);
    expect(healthTermsIn("Please call {coordinator} at {phone}.")).toEqual([]);
    const res = await api(
      "/message-templates",
      json("POST", {
        name: "Bad first contact",
        firstContact: true,
        body: { en: "Hi from {clinic}.", es: "Hola, sobre su diabetes: llame al {phone}." },
        subject: { en: "Hello", es: "Hola" },
      }),
    );
    expect(res.status).toBe(400);
    expect((await res.json<FieldErrors>()).error.fields).toEqual({
      "body.es": ["first_contact_health_terms"],
    });
    const unknown = await api(
      "/message-templates",
      json("POST", { name: "x", firstContact: false, body: { en: "Hi {name}", es: "Hola" }, subject: { en: "a", es: "b" } }),
    );
    expect(unknown.status).toBe(400);
  });

  it("holds every study invitation to a first contact's words and to naming the sender, marked or not (issue #50, item 4)", async () => {
    const invitation = (body: { en: string; es: string }) =>
      api(
        "/message-templates",
        json("POST", {
          name: "Invitación",
          firstContact: false,
          purpose: "campaign_invitation",
          body,
          subject: { en: "A study", es: "Un estudio" },
        }),
      );
    const names = await invitation({
      en: "{clinic}: a study for your diabetes may fit you.",
      es: "{clinic}: un estudio puede ser para usted.",
    });
    expect(names.status).toBe(400);
    expect((await names.json<FieldErrors>()).error.fields).toEqual({ "body.en": ["first_contact_health_terms"] });
    const anonymous = await invitation({ en: "A study may fit you. Reply YES.", es: "{clinic}: un estudio puede ser para usted." });
    expect(anonymous.status).toBe(400);
    expect((await anonymous.json<FieldErrors>()).error.fields).toEqual({ "body.en": ["names_no_sender"] });
    // The one the site ships for the board to review passes both rules, and waits for the board's approval.
    const shipped = (await (await api("/message-templates")).json<TemplateDto[]>()).find(
      (template) => template.name === "Study invitation (for the ethics board)",
    )!;
    expect(shipped).toMatchObject({ purpose: "campaign_invitation", approval: null });
    expect(shipped.body.en).toMatch(/^\{clinic\}: a research study at our clinic may fit you\./);
    expect(invitationTermsIn(shipped.body.en)).toEqual([]);
    expect(invitationTermsIn(shipped.body.es)).toEqual([]);
  });

  it("refuses words that would go out in more than three segments, and names the language", async () => {
    // 200 characters with one accent: UCS-2, so with the stop line more than 3 × 67.
    const long = `Buenos días. ${"Le escribimos de la clínica para saber cómo está. ".repeat(4)}`.slice(0, 200);
    const refused = await api(
      "/message-templates",
      json("POST", { name: "Largo", firstContact: true, body: { en: "Hi from {clinic}.", es: long }, subject: { en: "a", es: "b" } }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json<FieldErrors>()).error.fields).toEqual({
      "body.es": ["too_many_segments"],
    });
    const fits = await api(
      "/message-templates",
      json("POST", {
        name: "Corto",
        firstContact: true,
        body: { en: "Hi from {clinic}.", es: long.slice(0, 120) },
        subject: { en: "a", es: "b" },
      }),
    );
    expect(fits.status).toBe(201);
  });

  it("counts SMS segments as carriers do (one accent turns a text into UCS-2)", () => {
    expect(smsSegments("a".repeat(160))).toEqual({ segments: 1, encoding: "GSM-7", units: 160, charactersLeftInSegment: 0 });
    expect(smsSegments("a".repeat(161)).segments).toBe(2);
    expect(smsSegments("Llámenos").encoding).toBe("UCS-2");
    expect(smsSegments("á".repeat(71)).segments).toBe(2);
  });

  it("withdraws the approval when an admin changes the words, and refuses approving words not read", async () => {
    const template = await createTemplate({ name: "Reminder" });
    expect(template.approval).toMatchObject({ irbReference: "IRB-2026-118", irbApprovedOn: "2026-11-20" });
    const sameWords = await api(
      `/message-templates/${template.id}`,
      json("PUT", { name: "Reminder (renamed)", firstContact: true, body: template.body, subject: template.subject }),
    );
    expect((await sameWords.json<TemplateDto>()).approval).not.toBeNull();
    const changed = await api(
      `/message-templates/${template.id}`,
      json("PUT", {
        name: "Reminder",
        firstContact: true,
        body: { ...template.body, en: "Hello from {clinic}. Call {phone}." },
        subject: template.subject,
      }),
    );
    const afterChange = await changed.json<TemplateDto>();
    expect(afterChange).toMatchObject({ approval: null, version: template.version + 1 });
    const stale = await api(
      `/message-templates/${template.id}/approval`,
      json("POST", { version: template.version, irbReference: "IRB-1", irbApprovedOn: "2026-11-21" }),
    );
    expect(stale.status).toBe(409);
    // A coordinator reads templates but cannot write them.
    const coordinator = await createAdmin();
    await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE username = ?").bind(coordinator.username).run();
    const coordinatorToken = (await (await postJson("/api/auth/login", coordinator)).json<LoginResultDto>()).token;
    expect((await fetchWithBindings("/api/message-templates", authed(coordinatorToken), {})).status).toBe(200);
    expect((await fetchWithBindings("/api/message-templates", authed(coordinatorToken, json("POST", { name: "x" })), {})).status).toBe(403);
  });
});

describe("the visitor's confirmation", () => {
  it("e-mails every visitor and texts those who agreed to texts, in Spanish, with no health detail or study", async () => {
    const { id, phone } = await newInquiry({
      smsConsent: true,
      smsConsentVersion: "2026-11-23",
      studyId: "REDEFINE-HF",
      interest: "heart",
    });
    await sendDue();
    expect(personEmails()).toHaveLength(1);
    const [mail] = personEmails();
    expect(mail!.subject).toBe("Recibimos su mensaje");
    expect(mail!.text).toContain(`Su número de referencia es ${id}.`);
    expect(mail!.text).toContain("(760) 555-0142");
    // One call-back promise everywhere (issue #37): "usually", as the pages and the questions say.
    expect(mail!.text).toContain("le llamará, por lo general en un plazo de un día hábil");
    expect(mail!.replyTo).toBe(`${await replyLocalPart(env, id)}@reply.example.com`);
    expect(mail!.headers).toMatchObject({
      "Content-Language": "es",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Auto-Submitted": "auto-generated",
    });
    expect(standIn.texts).toHaveLength(1);
    const [text] = standIn.texts as [StandInText];
    expect(text.to).toBe(phone.e164);
    // The first text says what the consent statement says (issue #37): who, how many a month, rates, AYUDA, PARAR.
    expect(text.body).toBe(
      "Frontera Research: recibimos su mensaje y le llamaremos del (760) 555-0142. Hasta 10 mensajes al mes. " +
        "Pueden aplicar tarifas de mensajes y datos. AYUDA para ayuda, PARAR para no recibir más mensajes.",
    );
    for (const words of [mail!.subject + mail!.text, text.body]) {
      expect(healthTermsIn(words.replace(/research|investigación/gi, ""))).toEqual([]);
      expect(words).not.toMatch(/REDEFINE|corazón|heart|Rosa/i);
    }
    const ledger = await row<{ action: string; source: string; statement: string; language: string; page: string }>(
      "SELECT action, source, statement, language, page FROM consent_events WHERE inquiry_id = ? AND channel = 'text'",
      id,
    );
    expect(ledger).toEqual({ action: "granted", source: "contact_form", statement: "2026-11-23", language: "es", page: "/es/contact" });
    const timeline = (await detail(id)).events.map((event) => [
      event.type,
      event.message?.origin ?? event.consentAction ?? null,
      event.message?.status ?? null,
    ]);
    expect(timeline).toEqual([
      ["created", null, null],
      ["consent", "granted", null],
      ["message", "confirmation", "sent"],
      ["message", "confirmation", "sent"],
    ]);
  });

  it("texts nobody who did not agree to texts, and answers the same message sent again with the first confirmation", async () => {
    const body = {
      name: "Ana Ruiz",
      email: "ana.ruiz@example.com",
      phone: freshPhone().display,
      message: "¿Tienen estudios para el asma?",
      consent: true,
      language: "es",
    };
    const post = () =>
      fetchWithBindings(
        "/api/inquiries",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
        bindings(),
      );
    const first = await (await post()).json<CreatedInquiryDto>();
    const again = await (await post()).json<CreatedInquiryDto>();
    expect(again).toEqual(first);
    await sendDue();
    expect(standIn.texts).toHaveLength(0);
    expect(personEmails()).toHaveLength(1);
    expect((await row<{ n: number }>("SELECT COUNT(*) AS n FROM inquiries WHERE email = 'ana.ruiz@example.com'"))!.n).toBe(1);
  });
});

describe("staff write from the inquiry", () => {
  it("sends an approved first-contact template as a text, counted as an attempt, with Twilio's statuses after it", async () => {
    const template = await createTemplate();
    const { id, phone } = await newInquiry({ smsConsent: true, smsConsentVersion: "2026-11-23" });
    await sendDue();
    standIn.texts.length = 0;
    const composer = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels).toEqual({ text: { available: true }, email: { available: true } });
    expect(composer.templates.map((t) => t.id)).toContain(template.id);

    const free = await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", text: "Hola Rosa" }));
    expect(free.status).toBe(422);
    expect((await free.json<ErrorBody>()).error.code).toBe("free_text_needs_reply");

    const sent = await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", templateId: template.id }));
    expect(sent.status).toBe(201);
    const answer = await sent.json<SentMessageDto>();
    expect(answer.inquiry).toMatchObject({
      status: "contacting",
      attemptCount: 1,
      lastAttempt: { channel: "text", outcome: "sent" },
      nextStep: { kind: "follow_up" },
    });
    await sendDue();
    expect(standIn.texts).toHaveLength(1);
    const [text] = standIn.texts as [StandInText];
    expect(text).toMatchObject({
      to: phone.e164,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      statusCallback: `${origin}/api/sms/status`,
    });
    expect(text.body).toMatch(
      /^Hola, le escribe .+ de .+\. Llámenos al \(760\) 555-0142, por favor\.\nResponda PARAR para no recibir más mensajes\.$/,
    );
    const stored = await row<{ status: string; provider_id: string; template_version: number }>(
      "SELECT status, provider_id, template_version FROM messages WHERE id = ?",
      answer.messageId,
    );
    expect(stored).toEqual({ status: "sent", provider_id: text.sid, template_version: template.version });

    // Status callbacks move it forward only; a replayed or late "sent" changes nothing.
    expect((await webhook("/api/sms/status", { MessageSid: text.sid, MessageStatus: "delivered" })).status).toBe(204);
    expect((await webhook("/api/sms/status", { MessageSid: text.sid, MessageStatus: "sent" })).status).toBe(204);
    expect((await row<{ status: string }>("SELECT status FROM messages WHERE id = ?", answer.messageId))!.status).toBe("delivered");
  });

  it("keeps a failed send's reason, retries what can pass, and records a carrier opt-out (21610) in the ledger", async () => {
    const template = await createTemplate();
    const invalid = await newInquiry({ phone: "+1 760 555 0181", smsConsent: true, smsConsentVersion: "2026-11-23" });
    const unsubscribed = await newInquiry({ phone: "+1 760 555 0184", smsConsent: true, smsConsentVersion: "2026-11-23" });
    await sendDue();
    const confirmation = (id: number) =>
      row<{ status: string; failure_reason: string }>(
        "SELECT status, failure_reason FROM messages WHERE inquiry_id = ? AND channel = 'text'",
        id,
      );
    expect(await confirmation(invalid.id)).toEqual({ status: "failed", failure_reason: "twilio:21211" });
    expect(await confirmation(unsubscribed.id)).toEqual({ status: "failed", failure_reason: "twilio:21610" });
    const composer = await (await api(`/inquiries/${unsubscribed.id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.text).toEqual({ available: false, reason: "opted_out" });
    const refused = await api(`/inquiries/${unsubscribed.id}/messages`, json("POST", { channel: "text", templateId: template.id }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "channel_unavailable", fields: { channel: ["opted_out"] } } });

    // Twilio down: queued again 5 minutes later, with the reason kept meanwhile.
    vi.mocked(globalThis.fetch).mockImplementation(
      async () => new Response(JSON.stringify({ code: 20500, message: "Internal Server Error" }), { status: 500 }),
    );
    const { id } = await newInquiry({ smsConsent: true, smsConsentVersion: "2026-11-23" });
    // (Within the day: a text still failing after 24 hours is given up.)
    const texting = nextTextingTime(new Date());
    await sendDue(texting);
    const retry = await row<{ status: string; failure_reason: string; send_after: string }>(
      "SELECT status, failure_reason, send_after FROM messages WHERE inquiry_id = ? AND channel = 'text'",
      id,
    );
    expect(retry).toMatchObject({ status: "queued", failure_reason: "twilio:20500" });
    expect(Date.parse(retry!.send_after)).toBeGreaterThan(Date.now());
    expect(Date.parse(retry!.send_after)).toBeLessThanOrEqual(Math.max(Date.now(), texting.getTime()) + 5 * 60_000);
    // A day later it is given up, with the reason kept.
    await env.DB.prepare(
      "UPDATE messages SET send_after = NULL WHERE id = (SELECT id FROM messages WHERE inquiry_id = ? AND channel = 'text')",
    )
      .bind(id)
      .run();
    await sendDue(new Date(Date.now() + 25 * 3_600_000 + (isTextingTime(new Date(Date.now() + 25 * 3_600_000)) ? 0 : 12 * 3_600_000)));
    expect(await row("SELECT status, failure_reason FROM messages WHERE inquiry_id = ? AND channel = 'text'", id)).toEqual({
      status: "failed",
      failure_reason: "twilio:20500",
    });
  });

  it("drives the Twilio adapter with Twilio's request shape and Basic auth, and reads its errors", async () => {
    const requests: Request[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return standIn.app.fetch(request);
    }) as typeof fetch;
    const config = {
      accountSid: secrets.TWILIO_ACCOUNT_SID,
      authToken: secrets.TWILIO_AUTH_TOKEN,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      apiBase: "https://api.twilio.test",
    };
    const send = twilioSender(config, fetcher);
    const { providerId } = await send({ to: "+17605550199", body: "Hola", statusCallback: `${origin}/api/sms/status` });
    expect(providerId).toMatch(/^SM[0-9a-f]{32}$/);
    const [request] = requests;
    expect(request!.url).toBe(`https://api.twilio.test/2010-04-01/Accounts/${config.accountSid}/Messages.json`);
    expect(request!.headers.get("Authorization")).toBe(`Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`);
    expect(Object.fromEntries(new URLSearchParams(await request!.text()))).toEqual({
      To: "+17605550199",
      MessagingServiceSid: config.messagingServiceSid,
      Body: "Hola",
      StatusCallback: `${origin}/api/sms/status`,
    });
    await expect(
      twilioSender({ ...config, authToken: "wrong" }, fetcher)({ to: "+17605550199", body: "x", statusCallback: "" }),
    ).rejects.toMatchObject({ reason: "twilio:20003", retry: false });
    await expect(send({ to: "+17605550181", body: "x", statusCallback: "" })).rejects.toBeInstanceOf(SmsSendError);
    const unreachable = twilioSender(config, (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch);
    await expect(unreachable({ to: "+17605550199", body: "x", statusCallback: "" })).rejects.toMatchObject({
      reason: "twilio:unreachable",
      retry: true,
    });
  });
});

describe("Twilio's webhooks", () => {
  it("checks signatures with the example of Twilio's documentation", async () => {
    const params: [string, string][] = [
      ["CallSid", "CA1234567890ABCDE"],
      ["Caller", "+14158675309"],
      ["Digits", "1234"],
      ["From", "+14158675309"],
      ["To", "+18005551212"],
    ];
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    const signature = await twilioSignature("12345", url, params);
    expect(signature).toBe("RSOYDt4T1cUTdK1PDd93/VVr8B8=");
    const otherCaller = params.map(([name, value]): [string, string] => [name, value === "+14158675309" ? "+14158675310" : value]);
    expect(await twilioSignature("12345", url, otherCaller)).toBe("GvWf1cFY/Q7PnoempGyD5oXAezc=");
    expect(await isSignedByTwilio("12345", signature, url, params)).toBe(true);
    expect(await isSignedByTwilio("12345", signature, url.replace("foo=1", "foo=2"), params)).toBe(false);
    expect(await isSignedByTwilio("12346", signature, url, params)).toBe(false);
    expect(await isSignedByTwilio("12345", undefined, url, params)).toBe(false);
  });

  it("refuses unsigned, wrongly signed and other accounts' webhooks (403), storing nothing; a replay is answered, not applied", async () => {
    const before = await row<{ n: number }>("SELECT COUNT(*) AS n FROM messages");
    const params = { MessageSid: sid(), From: "+17605559999", To: "+17605550142", Body: "Hola" };
    expect((await webhook("/api/sms/inbound", params, "")).status).toBe(403);
    expect((await webhook("/api/sms/inbound", params, "AAAAAAAAAAAAAAAAAAAAAAAAAAA=")).status).toBe(403);
    const otherAccount = new URLSearchParams({ ...params, AccountSid: madeUpTwilioSid("AC", "9") });
    const signedOther = await twilioSignature(secrets.TWILIO_AUTH_TOKEN, `${origin}/api/sms/inbound`, otherAccount);
    const res = await fetchWithBindings(
      "/api/sms/inbound",
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signedOther },
        body: otherAccount,
      },
      {},
    );
    expect(res.status).toBe(403);
    expect((await row<{ n: number }>("SELECT COUNT(*) AS n FROM messages"))!.n).toBe(before!.n);
    const first = await webhook("/api/sms/inbound", { ...params, Body: "AYUDA" });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain("<Message>");
    // The same event again (test/worker/webhookIntegrity.test.ts): empty TwiML, no second answer.
    const replay = await webhook("/api/sms/inbound", { ...params, Body: "AYUDA" });
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });

  it("PARAR stops every text at once and is answered in Spanish; a later staff send is refused; INICIO opts back in", async () => {
    const template = await createTemplate();
    const { id, phone } = await newInquiry({ smsConsent: true, smsConsentVersion: "2026-11-23" });
    // Composed before the opt-out, not yet sent: the opt-out wins at send time.
    const queued = await (
      await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", templateId: template.id }))
    ).json<SentMessageDto>();
    await env.DB.prepare("UPDATE messages SET status = 'queued', send_after = ? WHERE id = ?")
      .bind(daytimeLater().toISOString(), queued.messageId)
      .run();

    const stop = await textIn(phone.e164, "  parar ");
    expect(stop.status).toBe(200);
    expect(stop.headers.get("Content-Type")).toContain("text/xml");
    expect(await stop.text()).toContain("<Message>Frontera Research: ya no le mandaremos mensajes de texto.");
    standIn.texts.length = 0;
    await sendDue();
    expect(standIn.texts.filter((text) => text.to === phone.e164)).toHaveLength(0);
    expect(await row("SELECT status, failure_reason FROM messages WHERE id = ?", queued.messageId)).toEqual({
      status: "cancelled",
      failure_reason: "opted_out",
    });
    const refused = await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", templateId: template.id }));
    expect(refused.status).toBe(409);
    // A keyword marks nothing unread and is on the timeline with its answer.
    const after = await detail(id);
    expect(after.unreadSince).toBeNull();
    expect(after.events.filter((event) => event.type === "consent").map((event) => [event.channel, event.consentAction])).toEqual([
      ["text", "granted"],
      ["text", "revoked"],
    ]);

    // HELP names the clinic once (it read "Frontera Community Research research team"), with the consent's terms.
    const help = await (await textIn(phone.e164, "HELP")).text();
    expect(help).toContain(
      "<Message>Frontera Research: questions? Call us at (760) 555-0142, Monday to Friday. Up to 10 texts a month. " +
        "Msg &#38; data rates may apply. Reply STOP to stop.</Message>",
    );
    expect(help).not.toMatch(/research research/i);
    const ayuda = await (await textIn(phone.e164, "AYUDA")).text();
    expect(ayuda).toContain("<Message>Frontera Research: ¿preguntas? Llámenos al (760) 555-0142, de lunes a viernes.");
    const start = await textIn(phone.e164, "Inicio");
    expect(await start.text()).toContain("volverá a recibir nuestros mensajes");
    const reopened = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
    expect(reopened.state.channels.text).toEqual({ available: true });
    const ledger = await env.DB.prepare(
      "SELECT action, source, statement, language FROM consent_events WHERE inquiry_id = ? AND channel = 'text' ORDER BY id",
    )
      .bind(id)
      .all();
    expect(ledger.results).toEqual([
      { action: "granted", source: "contact_form", statement: "2026-11-23", language: "es" },
      { action: "revoked", source: "keyword", statement: "PARAR", language: "es" },
      { action: "granted", source: "keyword", statement: "INICIO", language: "es" },
    ]);
  });

  it("puts a reply on the open inquiry, unread, due now, with an e-mail to its owner that holds none of the words", async () => {
    const template = await createTemplate();
    const { id, phone } = await newInquiry({ smsConsent: true, smsConsentVersion: "2026-11-23" });
    await env.DB.prepare("UPDATE admins SET email = 'owner@clinic.test' WHERE id = (SELECT MIN(id) FROM admins)").run();
    await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", templateId: template.id }));
    email.sent.length = 0;
    const reply = await textIn(phone.e164, "Sí, llámenme después de las 5. Tengo diabetes.", { NumMedia: "1" });
    expect(await reply.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    const after = await detail(id);
    expect(after.unreadSince).not.toBeNull();
    expect(after.nextStep).toMatchObject({ kind: "reply" });
    expect(after.due).toBe(true);
    const received = after.events.at(-1)!;
    expect(received.message).toMatchObject({
      direction: "in",
      channel: "text",
      status: "received",
      body: "Sí, llámenme después de las 5. Tengo diabetes.",
      attachmentsDropped: 1,
    });
    const [notice] = email.sent.filter((sent) => String(sent.subject).includes("reply"));
    expect(notice).toMatchObject({ subject: `A reply arrived on inquiry #${id}`, to: ["owner@clinic.test"] });
    expect(notice!.text).not.toMatch(/diabetes|llámenme|Rosa|555/i);
    // Free text is allowed now, within three parts as carriers count them (issue #37); reading the reply clears "unread".
    const tooLong = await api(
      `/inquiries/${id}/messages`,
      json("POST", { channel: "text", text: "Gracias por su respuesta. ".repeat(20) }),
    );
    expect(tooLong.status).toBe(422);
    expect((await tooLong.json<ErrorBody>()).error.code).toBe("too_many_segments");
    expect((await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", text: "Gracias, le llamamos a las 5." }))).status).toBe(
      201,
    );
    expect((await api(`/inquiries/${id}/read`, { method: "POST" })).status).toBe(204);
    expect((await detail(id)).unreadSince).toBeNull();
  });

  it("makes a text from an unknown number a new inquiry marked as such", async () => {
    const stranger = freshPhone();
    const res = await textIn(stranger.e164, "Vi su anuncio en la radio, ¿me pueden llamar?");
    expect(res.status).toBe(200);
    const created = await row<{ id: number; origin: string; phone: string; message: string; status: string; unread_since: string | null }>(
      "SELECT id, origin, phone, message, status, unread_since FROM inquiries WHERE phone_digits = ?",
      stranger.e164.slice(1),
    );
    expect(created).toMatchObject({
      origin: "text_reply",
      phone: stranger.display,
      message: "Vi su anuncio en la radio, ¿me pueden llamar?",
      status: "new",
    });
    expect(created!.unread_since).not.toBeNull();
    const composer = await (await api(`/inquiries/${created!.id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.text).toEqual({ available: true });
  });
});

/** A raw e-mail as a mail program sends it: text and HTML, a quoted reply, a PDF attached. */
function replyEmail(to: string, from = "rosa.reply@example.com") {
  return [
    `From: Rosa <${from}>`,
    `To: ${to}`,
    "Subject: Re: Recibimos su mensaje",
    `Message-ID: <${crypto.randomUUID()}@mail.example.com>`,
    "Date: Tue, 24 Nov 2026 10:12:00 -0800",
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="outer"',
    "",
    "--outer",
    'Content-Type: multipart/alternative; boundary="inner"',
    "",
    "--inner",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "",
    "S=C3=AD, me pueden llamar ma=C3=B1ana en la tarde.",
    "",
    "El lun, 23 nov 2026 a las 10:00, Cl=C3=ADnica <research-team@example.com> escribi=C3=B3:",
    "> Recibimos el mensaje que nos mand=C3=B3",
    "--inner",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<p>Sí, me pueden llamar mañana en la tarde.</p>",
    "--inner--",
    "--outer",
    'Content-Type: application/pdf; name="laboratorio.pdf"',
    'Content-Disposition: attachment; filename="laboratorio.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    "JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PD4+CmVuZG9iagp0cmFpbGVyCjw8Pj4KJSVFT0YK",
    "--outer--",
    "",
  ].join("\r\n");
}

async function deliverEmail(to: string, raw: string, from = "rosa.reply@example.com") {
  return routeEmail(raw, to, { ...bindings() }, from);
}

describe("replies by e-mail (the email() handler)", () => {
  it("keeps the words of a real multipart reply, drops the attachment, and marks the inquiry unread", async () => {
    const { id } = await newInquiry();
    const address = `${await replyLocalPart(env, id)}@reply.example.com`;
    const rejected = await deliverEmail(address, replyEmail(address));
    expect(rejected).toEqual([]);
    const after = await detail(id);
    expect(after.events.at(-1)!.message).toMatchObject({
      direction: "in",
      channel: "email",
      body: "Sí, me pueden llamar mañana en la tarde.",
      subject: "Re: Recibimos su mensaje",
      attachmentsDropped: 1,
      fromOtherAddress: true,
    });
    expect(after.unreadSince).not.toBeNull();
    expect(await row<{ n: number }>("SELECT COUNT(*) AS n FROM staff_notifications WHERE inquiry_id = ? AND kind = 'reply'", id)).toEqual({
      n: 1,
    });
  });

  it("rejects a made-up or altered reply address, and one of another inquiry's signature", async () => {
    const { id } = await newInquiry();
    const other = await newInquiry();
    const signature = (await replyLocalPart(env, other.id)).split("-")[1];
    const before = await row<{ n: number }>("SELECT COUNT(*) AS n FROM messages WHERE direction = 'in'");
    for (const to of [
      `reply+${id}-00000000000000000000@reply.example.com`,
      `reply+${id}-${signature}@reply.example.com`,
      "reply@reply.example.com",
      `reply+${id}@reply.example.com`,
    ]) {
      expect(await deliverEmail(to, replyEmail(to)), to).toEqual(["Unknown address"]);
    }
    expect(await row<{ n: number }>("SELECT COUNT(*) AS n FROM messages WHERE direction = 'in'")).toEqual(before);
  });
});

describe("unsubscribe links and erasure", () => {
  it("stops e-mails with one signed click (RFC 8058), refuses a forged link, and says so on the timeline", async () => {
    const { id } = await newInquiry();
    await sendDue();
    const link = email.sent.at(-1)!.headers!["List-Unsubscribe"]!.slice(1, -1);
    expect(link).toMatch(/^https:\/\/research\.example\.com\/api\/messages\/unsubscribe\?t=/);
    expect(email.sent.at(-1)!.text).toContain(`${origin}/es/unsubscribe?t=`);
    const path = link.slice(origin.length);
    const forged = path.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect(
      (
        await fetchWithBindings(
          forged,
          { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
          {},
        )
      ).status,
    ).toBe(400);
    const res = await fetchWithBindings(
      path,
      { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
      {},
    );
    expect(res.status).toBe(200);
    const composer = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.email).toEqual({ available: false, reason: "opted_out" });
    expect((await detail(id)).events.at(-1)).toMatchObject({ type: "consent", channel: "email", consentAction: "revoked" });
  });

  it("erases the words of every message with the inquiry, and cancels what was still to go", async () => {
    const template = await createTemplate();
    const { id, phone } = await newInquiry({ smsConsent: true, smsConsentVersion: "2026-11-23" });
    await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", templateId: template.id }));
    await textIn(phone.e164, "Mi número de seguro es 123-45-6789");
    await env.DB.prepare("UPDATE messages SET status = 'queued', send_after = ? WHERE inquiry_id = ? AND origin = 'staff'")
      .bind(daytimeLater().toISOString(), id)
      .run();
    expect((await api(`/inquiries/${id}`, { method: "DELETE" })).status).toBe(200);
    const left = await env.DB.prepare("SELECT body, subject, status FROM messages WHERE inquiry_id = ? ORDER BY id")
      .bind(id)
      .all<{ body: string | null; subject: string | null; status: string }>();
    expect(left.results.length).toBeGreaterThanOrEqual(3);
    for (const message of left.results) expect(message).toMatchObject({ body: null, subject: null });
    expect(left.results.map((m) => m.status)).toContain("cancelled");
    await expect(env.DB.prepare("UPDATE messages SET body = 'again' WHERE inquiry_id = ?").bind(id).run()).rejects.toThrow();
    // The opt-in stays in the ledger, by hash only: nothing there holds the number.
    const ledger = await env.DB.prepare("SELECT * FROM consent_events WHERE inquiry_id = ?").bind(id).all();
    expect(JSON.stringify(ledger.results)).not.toContain(phone.e164.slice(2));
  });
});

describe("the report's texts and e-mails", () => {
  it("counts replies per template and channel, opt-outs per channel, the time to the first reply and how people were reached", async () => {
    const insertMessage = (values: Record<string, string | number | null>) => {
      const keys = Object.keys(values);
      return env.DB.prepare(`INSERT INTO messages (${keys.join(", ")}) VALUES (${keys.map(() => "?").join(", ")})`)
        .bind(...Object.values(values))
        .run();
    };
    const template = await createTemplate({ name: "Report first contact" });
    const texted = await insertInquiry({ created_at: "2025-06-02T16:00:00.000Z" });
    const emailed = await insertInquiry({ created_at: "2025-06-02T16:30:00.000Z" });
    const called = await insertInquiry({ created_at: "2025-06-03T16:00:00.000Z" });
    await insertMessage({
      inquiry_id: texted,
      direction: "out",
      channel: "text",
      origin: "staff",
      status: "delivered",
      body: "x",
      template_id: template.id,
      created_at: "2025-06-02T17:00:00.000Z",
    });
    await insertMessage({
      inquiry_id: texted,
      direction: "in",
      channel: "text",
      origin: "person",
      status: "received",
      body: "y",
      created_at: "2025-06-02T18:30:00.000Z",
    });
    await insertMessage({
      inquiry_id: emailed,
      direction: "out",
      channel: "email",
      origin: "staff",
      status: "sent",
      body: "x",
      created_at: "2025-06-02T17:00:00.000Z",
    });
    // Not counted: the site's own confirmation, and a message that never went out.
    await insertMessage({
      inquiry_id: emailed,
      direction: "out",
      channel: "email",
      origin: "confirmation",
      status: "sent",
      body: "x",
      created_at: "2025-06-02T16:31:00.000Z",
    });
    await insertMessage({
      inquiry_id: called,
      direction: "out",
      channel: "text",
      origin: "staff",
      status: "cancelled",
      body: "x",
      created_at: "2025-06-03T17:00:00.000Z",
    });
    await env.DB.prepare(
      "INSERT INTO inquiry_events (inquiry_id, at, type, channel, outcome) VALUES (?, '2025-06-03T18:00:00.000Z', 'contact_attempt', 'phone', 'reached')",
    )
      .bind(called)
      .run();
    await env.DB.batch(
      (["text", "email", "text"] as const).map((channel, i) =>
        env.DB.prepare(
          "INSERT INTO consent_events (channel, address_hash, action, source, at) VALUES (?, ?, 'revoked', 'keyword', ?)",
        ).bind(channel, `report-${i}`, `2025-06-0${4 + i}T12:00:00.000Z`),
      ),
    );
    // Someone who answered only the site's own confirmation: nobody on the team has reached them yet.
    const wroteBack = await insertInquiry({ created_at: "2025-06-04T16:00:00.000Z" });
    await insertMessage({
      inquiry_id: wroteBack,
      direction: "out",
      channel: "text",
      origin: "confirmation",
      status: "delivered",
      body: "x",
      created_at: "2025-06-04T16:00:05.000Z",
    });
    await insertMessage({
      inquiry_id: wroteBack,
      direction: "in",
      channel: "text",
      origin: "person",
      status: "received",
      body: "ok",
      created_at: "2025-06-04T16:10:00.000Z",
    });
    const res = await api("/reports/recruitment?from=2025-06-01&to=2025-06-07");
    expect(res.status).toBe(200);
    const { messaging, funnel } = await res.json<RecruitmentReportDto>();
    // A text reply to the team reaches the person as a call does (issue #52): the funnel and "reached by" agree.
    expect(funnel.reached).toBe(2);
    expect(messaging.byTemplate).toEqual([
      { templateName: "Report first contact", channel: "text", sent: 1, replied: 1 },
      { templateName: null, channel: "email", sent: 1, replied: 0 },
    ]);
    expect(messaging.optOuts).toEqual([
      { channel: "text", count: 2 },
      { channel: "email", count: 1 },
    ]);
    expect(messaging.firstReply).toEqual({ replied: 1, medianMinutes: 90 });
    expect(messaging.reachedBy).toEqual([
      { key: "phone", count: 1 },
      { key: "text", count: 1 },
    ]);
  });
});
