/**
 * Issue #34, items 6, 7 and 10, end to end: opt-outs written the way people write them, a possible opt-out
 * flagged for staff, a first contact naming one of the site's studies however it is spelled, and quiet hours in
 * the person's own time zone.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { localDayOf, localTimeToInstant } from "../../contract/businessTime";
import { nextLocalDay } from "../../contract/clinicTime";
import type { InquiryDetailDto } from "../../contract/inbox";
import type { ComposerDto } from "../../contract/messaging";
import { sendDueMessages } from "../../worker/messaging/outbox";
import type { twilioStandIn } from "../../scripts/sms/twilioStandIn";
import {
  auditEntries,
  createAdmin,
  fetchWithBindings,
  postJson,
  recordingEmail,
  twilioWebhook,
  useTwilioStandIn,
  type FieldErrors,
  type LoginResultDto,
  json,
  staffApi,
} from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

let standIn: ReturnType<typeof twilioStandIn>;
let email: ReturnType<typeof recordingEmail>;
let adminToken = "";
let counter = 0;

const bindings = () =>
  ({ EMAIL: email.binding, STAFF_NOTIFY_FROM: "website@clinic.test", STAFF_NOTIFY_TO: "team@clinic.test" }) as Partial<Env>;
const api = staffApi(
  () => adminToken,
  () => bindings(),
);
const sid = () => `SM${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
const textIn = (from: string, body: string) =>
  twilioWebhook("/api/sms/inbound", { MessageSid: sid(), From: from, To: "+17605550142", Body: body, NumMedia: "0" }, bindings());

/** An inquiry that agreed to texts, from a number of the area code given. */
async function newInquiry(areaCode = "760") {
  counter += 1;
  const last4 = String(3000 + counter);
  const res = await fetchWithBindings(
    "/api/inquiries",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `203.0.113.${100 + counter}` },
      body: JSON.stringify({
        name: "Rosa Elena Martínez",
        email: `rosa.safety.${counter}@example.com`,
        phone: `(${areaCode}) 555-${last4}`,
        message: `Quiero información (${counter}).`,
        consent: true,
        consentVersion: "2026-11-23",
        smsConsent: true,
        smsConsentVersion: "2026-11-23",
        language: "es",
      }),
    },
    bindings(),
  );
  expect(res.status).toBe(201);
  const { id } = await res.json<CreatedInquiryDto>();
  return { id, e164: `+1${areaCode}555${last4}` };
}

const detail = async (id: number) => (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
const textConsents = async (id: number) =>
  (
    await env.DB.prepare("SELECT action, statement FROM consent_events WHERE inquiry_id = ? AND channel = 'text' ORDER BY id")
      .bind(id)
      .all<{ action: string; statement: string }>()
  ).results;

beforeAll(async () => {
  const credentials = await createAdmin();
  adminToken = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
});
beforeEach(() => {
  email = recordingEmail();
  standIn = useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

describe("opt-outs as people write them (item 7)", () => {
  it("opts the number out on “STOP 🛑” through the signed webhook", async () => {
    const { id, e164 } = await newInquiry();
    const res = await textIn(e164, "STOP 🛑");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<Message>Frontera Research: you will not get more texts from us.");
    expect(await textConsents(id)).toEqual([
      { action: "granted", statement: "2026-11-23" },
      { action: "revoked", statement: "STOP" },
    ]);
    expect((await detail(id)).events.filter((event) => event.type === "possible_opt_out")).toEqual([]);
  });

  it("keeps “please stop texting me about the visit on friday” a reply, unread, and flags it for staff", async () => {
    const { id, e164 } = await newInquiry();
    const res = await textIn(e164, "please stop texting me about the visit on friday, I will call");
    expect(await res.text()).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    // Never an opt-out on a guess, but texts wait for staff to read it (issue #50, item 15).
    expect((await textConsents(id)).map((event) => event.action)).toEqual(["granted", "paused"]);
    const after = await detail(id);
    expect(after.unreadSince).not.toBeNull();
    const [received, flag] = after.events.slice(-2);
    expect(received!.message).toMatchObject({ direction: "in", body: "please stop texting me about the visit on friday, I will call" });
    expect(flag).toMatchObject({ type: "possible_opt_out", channel: "text", actor: null });
  });

  it("flags a possible opt-out that starts a new inquiry", async () => {
    counter += 1;
    const stranger = `+1760555${4000 + counter}`;
    await textIn(stranger, "No me manden más mensajes de la cita");
    const created = await env.DB.prepare("SELECT id FROM inquiries WHERE phone_digits = ?").bind(stranger.slice(1)).first<{ id: number }>();
    expect((await detail(created!.id)).events.map((event) => event.type)).toEqual(["created", "possible_opt_out"]);
  });
});

describe("a first contact naming one of the site's studies (item 6)", () => {
  it("is refused however the code or the NCT id is written", async () => {
    for (const words of ["Sobre FINALITY HF, llame al {phone}.", "Sobre finality_hf.", "Sobre NCT 06024746.", "Sobre su сorazón."]) {
      const res = await api(
        "/message-templates",
        json("POST", {
          name: "Bad first contact",
          firstContact: true,
          body: { en: "Hi from {clinic}.", es: words },
          subject: { en: "Hello", es: "Hola" },
        }),
      );
      expect(res.status, words).toBe(400);
      expect((await res.json<FieldErrors>()).error.fields).toEqual({
        "body.es": ["first_contact_health_terms"],
      });
    }
  });
});

describe("opt-outs in any words, and a pause until staff decide (issue #50, item 15)", () => {
  /** The red team's 19: ten that were not acted on, nine that were only flagged. */
  const REVOCATIONS = [
    "basta",
    "PARE",
    "Déjenme en paz",
    "Revocar",
    "revoco mi consentimiento",
    "remove me",
    "S T O P",
    "s-t-o-p",
    "Bórrenme de la lista",
    "I revoke my consent",
    "no me escriban",
    "Ya no me manden mensajes",
    "don't text me",
    "Take me off your list",
    "Quit texting me",
    "Dejen de mandarme mensajes",
    "No quiero recibir más mensajes",
    "I don't want these texts",
    "Please remove me from your list",
  ];

  it("opts the number out on each of the 19, and answers that texts stopped", async () => {
    for (const words of REVOCATIONS) {
      const { id, e164 } = await newInquiry();
      const answer = await (await textIn(e164, words)).text();
      expect(answer, words).toMatch(/<Message>Frontera Research: (you will not get more texts|ya no le mandaremos mensajes)/);
      expect((await textConsents(id)).at(-1)?.action, words).toBe("revoked");
    }
  });

  it("pauses every text to the number on a possible opt-out, until staff decide; the decision is on the ledger", async () => {
    const { id, e164 } = await newInquiry();
    await textIn(e164, "Don't text me anymore, call me instead after 5");
    expect((await textConsents(id)).map((event) => event.action)).toEqual(["granted", "paused"]);
    // Staff's own text is refused, and the composer says why.
    const composer = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.text).toEqual({ available: false, reason: "paused" });
    // A text already queued (a reminder, say) waits instead of going.
    await env.DB.prepare(
      "INSERT INTO messages (inquiry_id, direction, channel, origin, status, body, created_at, send_after) VALUES (?, 'out', 'text', 'visit', 'queued', 'Reminder', ?, ?)",
    )
      .bind(id, new Date().toISOString(), new Date().toISOString())
      .run();
    standIn.texts.length = 0;
    const daytime = new Date(localTimeToInstant(nextLocalDay(localDayOf(new Date())), "10:00"));
    await sendDueMessages({ ...env, ...bindings() } as Env, daytime);
    expect(standIn.texts.filter((text) => text.to === e164)).toEqual([]);

    // Staff read it: not an opt-out. Texts go on, and the held reminder goes at its next look.
    const resumed = await api(`/inquiries/${id}/texts-paused`, json("POST", { decision: "resume" }));
    expect(resumed.status).toBe(200);
    expect((await textConsents(id)).map((event) => [event.action, event.statement])).toEqual([
      ["granted", "2026-11-23"],
      ["paused", "possible_opt_out"],
      ["granted", "staff:resume"],
    ]);
    expect((await detail(id)).events.at(-1)).toMatchObject({ type: "consent", channel: "text", consentAction: "granted" });
    expect((await auditEntries("texts_pause_decided")).at(-1)).toMatchObject({ target_id: String(id) });
    await sendDueMessages({ ...env, ...bindings() } as Env, new Date(daytime.getTime() + 31 * 60_000));
    expect(standIn.texts.filter((text) => text.to === e164).map((text) => text.body)).toEqual([expect.stringContaining("Reminder")]);
    // Deciding twice is refused: nothing is paused any more.
    expect((await api(`/inquiries/${id}/texts-paused`, json("POST", { decision: "opt_out" }))).status).toBe(409);
  });

  it("records staff's “it was an opt-out” as one, and a paper yes never lifts a pause", async () => {
    const { id, e164 } = await newInquiry();
    await textIn(e164, "No me manden más mensajes de la cita, mejor llámenme");
    expect((await api(`/inquiries/${id}/texts-paused`, json("POST", { decision: "later" }))).status).toBe(400);
    expect((await api(`/inquiries/${id}/texts-paused`, json("POST", { decision: "opt_out" }))).status).toBe(200);
    expect((await textConsents(id)).at(-1)).toEqual({ action: "revoked", statement: "staff:opt_out" });
    const composer = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.text).toEqual({ available: false, reason: "opted_out" });
  });
});

describe("quiet hours in the person's time zone (item 10)", () => {
  it("holds a text to a 212 number at 6:30 p.m. Pacific until 8:00 a.m. Pacific, and sends a 760 one", async () => {
    const newYork = await newInquiry("212");
    const imperial = await newInquiry("760");
    const day = nextLocalDay(nextLocalDay(localDayOf(new Date())));
    const evening = new Date(localTimeToInstant(day, "18:30"));
    // Their confirmations, due that evening (whatever the clock said when the form was sent).
    await env.DB.prepare(
      "UPDATE messages SET status = 'queued', send_after = ?, provider_id = NULL WHERE inquiry_id IN (?, ?) AND channel = 'text'",
    )
      .bind(evening.toISOString(), newYork.id, imperial.id)
      .run();
    standIn.texts.length = 0;
    await sendDueMessages({ ...env, ...bindings() } as Env, evening);
    // Other tests' texts held overnight may fall due that evening too (when this file runs in quiet hours).
    const ours = standIn.texts.map((text) => text.to).filter((to) => to === newYork.e164 || to === imperial.e164);
    expect(ours).toEqual([imperial.e164]);
    const held = await env.DB.prepare("SELECT status, send_after FROM messages WHERE inquiry_id = ? AND channel = 'text'")
      .bind(newYork.id)
      .first<{ status: string; send_after: string }>();
    expect(held).toEqual({ status: "queued", send_after: new Date(localTimeToInstant(nextLocalDay(day), "08:00")).toISOString() });
  });
});
