/**
 * Who a reply belongs to, and what the public form may cost in texts (issue #34, docs/messaging.md): a text
 * goes to the open inquiry that wrote to the number or has a visit coming, never to whoever filed the form
 * last with that number; when several could own it, staff choose. Only the person's own address counts as
 * "the person replied". The form's confirmation text goes only to the countries set, within daily caps.
 * Every request is a real one to the Worker in workerd (SELF), webhooks signed as Twilio signs them.
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { InquiryActionDto, InquiryDetailDto } from "../../contract/inbox";
import type { ComposerDto } from "../../contract/messaging";
import { replyLocalPart } from "../../worker/messaging/keys";
import { sendDueMessages } from "../../worker/messaging/outbox";
import { twilioSignature } from "../../worker/messaging/sms/signature";
import {
  approvedFirstContactTemplate,
  auditEntries,
  authed,
  nextIp,
  recordingEmail,
  signedInAdmin,
  useTwilioStandIn,
  type ErrorBody,
  type FieldErrors,
  API,
  json,
  routeEmail,
  daytimeLater,
  weekdayAhead,
  plainReplyEmail,
} from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const secrets = env as unknown as { TWILIO_AUTH_TOKEN: string; TWILIO_ACCOUNT_SID: string };
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
let standIn: ReturnType<typeof useTwilioStandIn>;
let email: ReturnType<typeof recordingEmail>;
let token = "";
let staffId = 0;
let counter = 0;

/** A US number no other test here uses. */
function freshNumber(): { display: string; e164: string } {
  counter += 1;
  const last4 = String(3000 + counter);
  return { display: `(760) 555-${last4}`, e164: `+1760555${last4}` };
}

const api = (path: string, init: RequestInit = {}) => SELF.fetch(`${API}${path}`, authed(token, init));
const one = <T>(query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<T>();
const all = async <T>(query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;

/** The public form, as a visitor sends it: agreeing to texts, with whatever number and address they type. */
async function fileForm(phone: string, emailAddress = `person.${++counter}@example.com`) {
  const res = await SELF.fetch(`${API}/inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({
      name: "Rosa Elena Martínez",
      email: emailAddress,
      phone,
      message: `Quiero información sobre los estudios (${++counter}).`,
      consent: true,
      consentVersion: "2026-11-23",
      smsConsent: true,
      smsConsentVersion: "2026-11-23",
      language: "es",
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json<CreatedInquiryDto>()).id;
}

/** A text from `from` to the clinic, signed as Twilio signs it. */
async function textIn(from: string, body: string) {
  const params = new URLSearchParams({
    AccountSid: secrets.TWILIO_ACCOUNT_SID,
    MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`,
    From: from,
    To: "+17605550142",
    Body: body,
    NumMedia: "0",
  });
  const path = "/api/sms/inbound";
  const signature = await twilioSignature(secrets.TWILIO_AUTH_TOKEN, `${new URL(env.SITE_ORIGIN).origin}${path}`, params);
  const res = await SELF.fetch(`https://clinic.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
    body: params.toString(),
  });
  expect(res.status).toBe(200);
  return res.text();
}

/** 10:00 a.m. clinic time two days from now: texts may go, and anything queued is due. */
/** What is still queued goes (after the sends the requests began themselves, which would look abandoned later). */
async function sendDue() {
  for (let i = 0; i < 100 && (await one("SELECT 1 FROM messages WHERE status = 'sending'")); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await sendDueMessages({ ...env, EMAIL: email.binding } as Env, daytimeLater());
}

async function bookVisit(inquiryId: number, time: string) {
  const res = await api(
    `/inquiries/${inquiryId}/visits`,
    json("POST", {
      studyId: "REDEFINE-HF",
      type: "screening_visit",
      date: weekdayAhead(),
      time,
      durationMinutes: 60,
      place: "clinic",
      staffId,
    }),
  );
  expect(res.status).toBe(201);
}

let templateId = 0;
/** Staff text the person an approved first-contact template from the inquiry, and it goes out. */
async function staffTexts(inquiryId: number) {
  const res = await api(`/inquiries/${inquiryId}/messages`, json("POST", { channel: "text", templateId }));
  expect(res.status).toBe(201);
  await sendDue();
}

const freeText = (inquiryId: number) =>
  api(`/inquiries/${inquiryId}/messages`, json("POST", { channel: "text", text: "Hola, ¿cómo está?" }));
const incoming = (inquiryId: number) =>
  all<{ id: number; body: string | null; owner_unclear: number; failure_reason: string | null }>(
    "SELECT id, body, owner_unclear, failure_reason FROM messages WHERE inquiry_id = ? AND direction = 'in' ORDER BY id",
    inquiryId,
  );
const inquiryRow = (id: number) =>
  one<{ replied_at: string | null; unread_since: string | null; next_step_kind: string | null }>(
    "SELECT replied_at, unread_since, next_step_kind FROM inquiries WHERE id = ?",
    id,
  );
const visitState = async (inquiryId: number) =>
  (await one<{ state: string }>("SELECT state FROM visits WHERE inquiry_id = ?", inquiryId))!.state;
const chooseOwner = (inquiryId: number, body: unknown, init: RequestInit = {}) =>
  SELF.fetch(`${API}/inquiries/${inquiryId}/reply-owner`, { ...authed(token, json("POST", body)), ...init });

beforeAll(async () => {
  ({ token, id: staffId } = await signedInAdmin());
  templateId = (await approvedFirstContactTemplate(api, "IRB-2026-134")).id;
});

beforeEach(() => {
  email = recordingEmail();
  standIn = useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

describe("who owns a text (#34 item 2)", () => {
  it("keeps a person's texts on their inquiry with the visit, when a stranger files the form with their number", async () => {
    const v = freshNumber();
    const a = await fileForm(v.display, "v.person@example.com");
    await bookVisit(a, "10:00");
    await staffTexts(a);
    // Anyone files the form with V's number and their own address; V gets its confirmation text.
    const b = await fileForm(v.display, "stranger@example.com");
    await sendDue();
    expect(standIn.texts.filter((text) => text.to === v.e164).length).toBeGreaterThan(0);

    expect(await textIn(v.e164, "1")).toContain("<Message>");
    expect(await visitState(a)).toBe("confirmed");
    await textIn(v.e164, "Tengo dolor en el pecho desde ayer");
    expect((await incoming(a)).map((m) => m.body)).toEqual(["1", "Tengo dolor en el pecho desde ayer"]);
    expect((await inquiryRow(a))!.unread_since).not.toBeNull();
    // Nothing of V's reached the stranger's inquiry, and its free text stays closed.
    expect(await incoming(b)).toEqual([]);
    expect(await inquiryRow(b)).toMatchObject({ replied_at: null, unread_since: null });
    const refused = await freeText(b);
    expect(refused.status).toBe(422);
    expect((await refused.json<ErrorBody>()).error.code).toBe("free_text_needs_reply");
    expect((await freeText(a)).status).toBe(201);
  });

  it("still finds the person's inquiry after strangers file the form with their number many times", async () => {
    const v = freshNumber();
    const a = await fileForm(v.display, "v.many@example.com");
    await bookVisit(a, "11:00");
    await staffTexts(a);
    // More filings than any fixed window of "recent inquiries" would hold.
    for (let i = 0; i < 25; i += 1) await fileForm(v.display, `stranger.${i}@example.com`);
    expect(await textIn(v.e164, "1")).toContain("<Message>");
    expect(await visitState(a)).toBe("confirmed");
    expect((await incoming(a)).map((m) => m.body)).toEqual(["1"]);
  }, 60_000);

  it("puts a text two open inquiries could own on both, flagged and unread, and does nothing else until staff choose", async () => {
    const v = freshNumber();
    const a = await fileForm(v.display, "v.two@example.com");
    await bookVisit(a, "14:00");
    const b = await fileForm(v.display, "stranger.two@example.com");
    await staffTexts(b);
    // Both wrote to V's number (a visit on one, a staff text on the other): neither is V's by default.
    const answer = await textIn(v.e164, "1");
    expect(answer).toBe(EMPTY_TWIML);
    expect(await visitState(a)).toBe("booked");
    for (const id of [a, b]) {
      expect(await incoming(id)).toEqual([{ id: expect.any(Number), body: "1", owner_unclear: 1, failure_reason: null }]);
      expect(await inquiryRow(id)).toMatchObject({ replied_at: null, unread_since: expect.any(String) });
      expect((await freeText(id)).status).toBe(422);
      const composer = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
      expect(composer.state.replied).toBe(false);
    }
    const detail = await (await api(`/inquiries/${a}`)).json<InquiryDetailDto>();
    expect(detail.events.at(-1)!.message).toMatchObject({ direction: "in", body: "1", ownerUnclear: true });
    expect(await one("SELECT COUNT(*) AS n FROM staff_notifications WHERE kind = 'reply' AND inquiry_id IN (?, ?)", a, b)).toEqual({
      n: 2,
    });

    // With only the form's confirmation behind them, two inquiries of one number are both candidates too.
    const w = freshNumber();
    const c = await fileForm(w.display);
    const d = await fileForm(w.display);
    await sendDue();
    expect(await textIn(w.e164, "Sí, llámenme")).toBe(EMPTY_TWIML);
    expect((await incoming(c))[0]).toMatchObject({ owner_unclear: 1 });
    expect((await incoming(d))[0]).toMatchObject({ owner_unclear: 1 });
  });

  it("lets staff say whose a flagged reply is: it opens free text there, and leaves the others a marker without the words", async () => {
    const v = freshNumber();
    const a = await fileForm(v.display, "v.three@example.com");
    const b = await fileForm(v.display, "stranger.three@example.com");
    await sendDue();
    await textIn(v.e164, "Soy Rosa, tengo diabetes");
    const [onA] = await incoming(a);
    const [onB] = await incoming(b);

    // Checked like every staff action: a session, a valid body, a reply of this inquiry.
    expect((await chooseOwner(a, { messageId: onA!.id }, { headers: { "Content-Type": "application/json" } })).status).toBe(401);
    expect((await chooseOwner(a, { messageId: "x" })).status).toBe(400);
    expect((await chooseOwner(a, { messageId: onB!.id })).status).toBe(404);

    const chosen = await chooseOwner(a, { messageId: onA!.id });
    expect(chosen.status).toBe(200);
    const { inquiry } = await chosen.json<InquiryActionDto>();
    expect(inquiry.events.at(-1)!.message).toMatchObject({ body: "Soy Rosa, tengo diabetes", ownerUnclear: false });
    expect(await inquiryRow(a)).toMatchObject({
      replied_at: expect.any(String),
      unread_since: expect.any(String),
      next_step_kind: "reply",
    });
    expect((await freeText(a)).status).toBe(201);
    // The other inquiry keeps the entry, marked as given to another inquiry, without the person's words.
    expect(await incoming(b)).toEqual([{ id: onB!.id, body: null, owner_unclear: 0, failure_reason: "other_inquiry" }]);
    expect((await inquiryRow(b))!.replied_at).toBeNull();
    expect((await freeText(b)).status).toBe(422);
    const [entry] = (await auditEntries("reply_owner_chosen")).filter((row) => row.target_id === String(a));
    expect(entry).toMatchObject({ actor_id: staffId });
    expect(JSON.parse(entry!.detail!)).toEqual({ messageId: onA!.id, copies: 1 });
    // Chosen once: choosing again, here or there, is refused.
    expect((await chooseOwner(a, { messageId: onA!.id })).status).toBe(409);
    expect((await chooseOwner(b, { messageId: onB!.id })).status).toBe(409);
  });
});

/** An e-mail to the inquiry's reply address, through the Worker's email() handler. */
async function emailReply(inquiryId: number, from: string) {
  const to = `${await replyLocalPart(env, inquiryId)}@reply.example.com`;
  const raw = plainReplyEmail(to, "Llámenme mañana, por favor.", { from: `<${from}>` });
  expect(await routeEmail(raw, to, { EMAIL: email.binding }, from)).toEqual([]);
}

describe("a reply from someone else's address (#34 item 8)", () => {
  it("is kept and unread, but only the person's own address opens free text", async () => {
    const a = await fileForm(freshNumber().display, "rosa.own@example.com");
    await emailReply(a, "someone.else@example.com");
    expect((await incoming(a))[0]).toMatchObject({ body: "Llámenme mañana, por favor." });
    expect(await inquiryRow(a)).toMatchObject({ replied_at: null, unread_since: expect.any(String) });
    expect((await freeText(a)).status).toBe(422);
    await emailReply(a, "Rosa.Own@example.com");
    expect((await inquiryRow(a))!.replied_at).not.toBeNull();
    expect((await freeText(a)).status).toBe(201);
  });
});

describe("what the public form may cost in texts (#34 item 4)", () => {
  const confirmationText = (inquiryId: number) =>
    one<{ status: string; failure_reason: string | null }>(
      "SELECT status, failure_reason FROM messages WHERE inquiry_id = ? AND channel = 'text' AND origin = 'confirmation'",
      inquiryId,
    );

  it("texts no number outside the countries set, and still files the inquiry and e-mails its confirmation", async () => {
    const foreign = ["+44 20 7946 0958", "+882 16 5012 3456", "+7 912 345 67 89", "+252 61 234 5678"];
    const ids = [];
    for (const phone of foreign) ids.push(await fileForm(phone));
    const local = freshNumber();
    const control = await fileForm(local.display);
    await sendDue();
    const texted = standIn.texts.map((text) => text.to);
    expect(texted.filter((to) => !to.startsWith("+1"))).toEqual([]);
    expect(texted).toContain(local.e164);
    for (const id of ids) {
      expect(await confirmationText(id)).toEqual({ status: "cancelled", failure_reason: "country_not_allowed" });
      expect(await one("SELECT status FROM messages WHERE inquiry_id = ? AND channel = 'email'", id)).toEqual({ status: "sent" });
    }
    expect((await confirmationText(control))!.status).toBe("sent");
    // Staff see why on the timeline.
    const detail = await (await api(`/inquiries/${ids[0]}`)).json<InquiryDetailDto>();
    expect(detail.events.find((event) => event.message?.channel === "text")!.message).toMatchObject({
      status: "cancelled",
      failureReason: "country_not_allowed",
    });
  });

  it("lets staff text no number outside the countries set either: the composer says why, a send is refused", async () => {
    const id = await fileForm("+44 20 7946 0958");
    const composer = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.text).toEqual({ available: false, reason: "country_not_allowed" });
    expect(composer.state.channels.email).toEqual({ available: true });
    const template = await approvedFirstContactTemplate(api, "IRB-COUNTRY");
    const refused = await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", templateId: template.id }));
    expect(refused.status).toBe(409);
    expect(await refused.json<FieldErrors>()).toMatchObject({
      error: { code: "channel_unavailable", fields: { channel: ["country_not_allowed"] } },
    });
    await sendDue();
    expect(standIn.texts.filter((text) => !text.to.startsWith("+1"))).toEqual([]);
  });

  it("holds both caps when the form is sent for one number many times at once", async () => {
    const v = freshNumber();
    const ids = await Promise.all(Array.from({ length: 8 }, () => fileForm(v.display)));
    await sendDue();
    expect(standIn.texts.filter((text) => text.to === v.e164)).toHaveLength(3);
    const reasons = await Promise.all(ids.map(async (id) => (await confirmationText(id))!.failure_reason));
    expect(reasons.filter((reason) => reason === "number_daily_limit")).toHaveLength(5);
  });

  it("sends one number at most 3 confirmation texts a day", async () => {
    const v = freshNumber();
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await fileForm(v.display));
    await sendDue();
    expect(standIn.texts.filter((text) => text.to === v.e164)).toHaveLength(3);
    expect(await confirmationText(ids[3]!)).toEqual({ status: "cancelled", failure_reason: "number_daily_limit" });
    expect(await confirmationText(ids[4]!)).toEqual({ status: "cancelled", failure_reason: "number_daily_limit" });
  });

  it("sends at most 200 confirmation texts a day site-wide", async () => {
    const base = await fileForm(freshNumber().display);
    const { n } = (await one<{ n: number }>(
      "SELECT COUNT(*) AS n FROM messages WHERE channel = 'text' AND origin = 'confirmation' AND status <> 'cancelled' AND created_at > ?",
      new Date(Date.now() - 24 * 3_600_000).toISOString(),
    ))!;
    // The day's other confirmation texts, up to the cap.
    const at = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: 200 - n }, () =>
        env.DB.prepare(
          "INSERT INTO messages (inquiry_id, direction, channel, origin, status, body, created_at) VALUES (?, 'out', 'text', 'confirmation', 'sent', 'x', ?)",
        ).bind(base, at),
      ),
    );
    const over = await fileForm(freshNumber().display);
    expect(await confirmationText(over)).toEqual({ status: "cancelled", failure_reason: "daily_limit" });
  });
});
