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
import { sendDueMessages } from "../../worker/messaging/outbox";
import type { twilioStandIn } from "../../scripts/sms/twilioStandIn";
import {
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
    // Never an opt-out on a guess: the ledger still says texts are welcome.
    expect((await textConsents(id)).map((event) => event.action)).toEqual(["granted"]);
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
