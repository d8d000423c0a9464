/**
 * A frequency that is true (issue #37): the SMS consent says "up to 10 texts a month", and the outbox holds the
 * site to it at send time, per number (over all its inquiries), over any 30 days. A text over the limit is not
 * sent and says why on the timeline (`monthly_limit`); answers to STOP, HELP and START are not counted.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { localDayOf, localTimeToInstant } from "../../contract/businessTime";
import { nextLocalDay } from "../../contract/clinicTime";
import { CURRENT_SMS_CONSENT_VERSION, SMS_TEXTS_PER_MONTH } from "../../contract/consent";
import type { InquiryDetailDto, SentMessageDto } from "../../contract/inbox";
import { REMINDERS } from "../../contract/visitReminders";
import type { twilioStandIn } from "../../scripts/sms/twilioStandIn";
import { sendDueMessages, sendQueuedMessage } from "../../worker/messaging/outbox";
import { bookVisit } from "../../worker/visits/book";
import {
  approvedFirstContactTemplate,
  adminId,
  createAdmin,
  fetchWithBindings,
  insertInquiry,
  postJson,
  recordingEmail,
  twilioWebhook,
  useTwilioStandIn,
  type LoginResultDto,
  json,
  staffApi,
} from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const DAY = 86_400_000;
let standIn: ReturnType<typeof twilioStandIn>;
let email: ReturnType<typeof recordingEmail>;
let token = "";
let staffId = 0;
let templateId = 0;
let counter = 500;

const bindings = () =>
  ({ EMAIL: email.binding, STAFF_NOTIFY_FROM: "website@clinic.test", STAFF_NOTIFY_TO: "team@clinic.test" }) as Partial<Env>;
const fullEnv = () => ({ ...env, ...bindings() }) as Env;
const api = staffApi(
  () => token,
  () => bindings(),
);
const row = <T>(query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<T>();

/** 10:00 a.m. clinic time two days from now: texting hours, and everything queued is due. */
const daytime = () => new Date(localTimeToInstant(nextLocalDay(nextLocalDay(localDayOf(new Date()))), "10:00"));

async function newInquiry(language: "en" | "es" = "es") {
  counter += 1;
  const last4 = String(3000 + counter);
  const res = await fetchWithBindings(
    "/api/inquiries",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${counter % 250}` },
      body: JSON.stringify({
        name: "Rosa Elena Martínez",
        email: `rosa.cap.${counter}@example.com`,
        phone: `(760) 555-${last4}`,
        message: `Quisiera saber más (${counter}).`,
        consent: true,
        consentVersion: "2026-11-23.2",
        language,
        smsConsent: true,
        smsConsentVersion: CURRENT_SMS_CONSENT_VERSION,
      }),
    },
    bindings(),
  );
  expect(res.status).toBe(201);
  return { id: (await res.json<CreatedInquiryDto>()).id, e164: `+1760555${last4}`, email: `rosa.cap.${counter}@example.com` };
}

/** A text waiting in the outbox, due now, as the composer or a visit leaves it. */
async function queuedText(inquiryId: number): Promise<number> {
  const queued = await env.DB.prepare(
    "INSERT INTO messages (inquiry_id, direction, channel, origin, status, body) VALUES (?, 'out', 'text', 'staff', 'queued', 'Frontera Research: hola.') RETURNING id",
  )
    .bind(inquiryId)
    .first<{ id: number }>();
  return queued!.id;
}

/** Texts the site already sent this number, written as the outbox and the webhook leave them. */
async function alreadySent(inquiryId: number, texts: { origin?: string; daysAgo: number; status?: string }[], now: Date) {
  for (const text of texts) {
    const at = new Date(now.getTime() - text.daysAgo * DAY).toISOString();
    await env.DB.prepare(
      `INSERT INTO messages (inquiry_id, direction, channel, origin, status, body, created_at, sent_at, status_at)
       VALUES (?, 'out', 'text', ?, ?, 'Frontera Research: ...', ?, ?, ?)`,
    )
      .bind(inquiryId, text.origin ?? "staff", text.status ?? "delivered", at, text.status === "cancelled" ? null : at, at)
      .run();
  }
}

/** Staff write to the person by text with the approved first-contact template; the id of the queued text. */
async function staffText(inquiryId: number): Promise<number> {
  const res = await api(`/inquiries/${inquiryId}/messages`, json("POST", { channel: "text", templateId }));
  expect(res.status).toBe(201);
  return (await res.json<SentMessageDto>()).messageId;
}

const textsTo = (e164: string) => standIn.texts.filter((text) => text.to === e164);

beforeAll(async () => {
  const credentials = await createAdmin();
  token = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
  staffId = await adminId(credentials.username);
  email = recordingEmail();
  templateId = (await approvedFirstContactTemplate(api, "IRB-2026-137")).id;
  // The ethics board approved the visit templates the migrations seeded, too.
  await env.DB.prepare(
    "UPDATE message_templates SET irb_reference = 'IRB-2026-137', irb_approved_on = '2026-11-20', approved_at = '2026-11-20T00:00:00.000Z'",
  ).run();
});

beforeEach(() => {
  email = recordingEmail();
  standIn = useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

describe("what the consent promises is what a visit needs", () => {
  it("10 a month: the confirmation, a visit (invitation, its reminders, the answer) and the same visit moved once", () => {
    const textReminders = REMINDERS.filter((reminder) => reminder.channels.includes("text")).length;
    const visit = 1 + textReminders + 1;
    const moved = 1 + textReminders;
    expect(SMS_TEXTS_PER_MONTH).toBe(1 + visit + moved);
  });
});

describe("the monthly limit, at send time in the outbox", () => {
  it("a number that reached the limit gets no more texts, on any of its inquiries, and the reason is on the timeline", async () => {
    const now = daytime();
    const { id, e164, email: address } = await newInquiry();
    await sendDueMessages(fullEnv(), now);
    expect(textsTo(e164)).toHaveLength(1); // the confirmation: 1

    // The same number wrote again (a second inquiry): its texts count too. Not counted: the answer to HELP,
    // a text of more than 30 days ago (whether the outbox runs now or at `now`), one that never went.
    const number = await row<{ phone: string; phone_digits: string }>("SELECT phone, phone_digits FROM inquiries WHERE id = ?", id);
    const second = await insertInquiry({ phone: number!.phone, phone_digits: number!.phone_digits, email: "rosa.again@example.com" });
    await alreadySent(
      second,
      [
        ...Array.from({ length: SMS_TEXTS_PER_MONTH - 2 }, (_, index) => ({ daysAgo: 1 + index * 3 })),
        { origin: "keyword_reply", daysAgo: 1 },
        { daysAgo: 33 },
        { daysAgo: 2, status: "cancelled" },
      ],
      now,
    );

    // The 10th text in 30 days goes...
    const tenth = await staffText(id);
    await sendDueMessages(fullEnv(), now);
    expect(await row("SELECT status, failure_reason FROM messages WHERE id = ?", tenth)).toEqual({ status: "sent", failure_reason: null });
    expect(textsTo(e164)).toHaveLength(2);

    // ...the 11th does not: cancelled at send time, with its reason, and the provider never sees it.
    const eleventh = await staffText(id);
    await sendDueMessages(fullEnv(), now);
    expect(await row("SELECT status, failure_reason, sent_at FROM messages WHERE id = ?", eleventh)).toEqual({
      status: "cancelled",
      failure_reason: "monthly_limit",
      sent_at: null,
    });
    expect(textsTo(e164)).toHaveLength(2);
    const detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.events.find((event) => event.message?.id === eleventh)?.message).toMatchObject({
      status: "cancelled",
      failureReason: "monthly_limit",
    });

    // E-mail is not texting: it still goes. Another number is not this one: it still gets texts.
    const mail = await api(`/inquiries/${id}/messages`, json("POST", { channel: "email", templateId }));
    expect(mail.status).toBe(201);
    const other = await newInquiry();
    await sendDueMessages(fullEnv(), now);
    expect(email.sent.some((sent) => sent.to === address && sent.subject === "Un mensaje de Frontera Community Research")).toBe(true);
    expect(textsTo(other.e164)).toHaveLength(1);

    // Once those texts are more than 30 days old, texts go again.
    await env.DB.prepare("UPDATE messages SET sent_at = ? WHERE sent_at IS NOT NULL AND inquiry_id IN (?, ?)")
      .bind(new Date(Math.min(Date.now(), now.getTime()) - 31 * DAY).toISOString(), id, second)
      .run();
    const again = await staffText(id);
    await sendDueMessages(fullEnv(), now);
    expect(await row("SELECT status FROM messages WHERE id = ?", again)).toEqual({ status: "sent" });
  });

  it("two sends at the same moment cannot both take the last text of the month", async () => {
    const now = daytime();
    const { id, e164 } = await newInquiry();
    await sendDueMessages(fullEnv(), now);
    await alreadySent(
      id,
      Array.from({ length: SMS_TEXTS_PER_MONTH - 2 }, () => ({ daysAgo: 3 })),
      now,
    );
    const [a, b] = [await queuedText(id), await queuedText(id)];
    const outcomes = await Promise.all([sendQueuedMessage(fullEnv(), a, now), sendQueuedMessage(fullEnv(), b, now)]);
    expect(outcomes.sort()).toEqual(["cancelled", "sent"]);
    expect(textsTo(e164)).toHaveLength(2);
  });

  it("a visit's messages and the answer to a '1' count too; the visit is still confirmed when the answer cannot go", async () => {
    const now = daytime();
    const { id, e164 } = await newInquiry();
    await sendDueMessages(fullEnv(), now);
    await alreadySent(
      id,
      Array.from({ length: SMS_TEXTS_PER_MONTH - 1 }, () => ({ daysAgo: 2 })),
      now,
    );
    const day = localDayOf(new Date(now.getTime() + 8 * DAY));
    const booked = await bookVisit(
      fullEnv(),
      drizzle(env.DB),
      id,
      staffId,
      {
        studyId: null,
        type: "screening_visit",
        date: day,
        time: "10:00",
        durationMinutes: 60,
        place: "clinic",
        staffId,
        confirm: ["outside_office_hours"],
      },
      now,
    );
    if (!booked.ok) throw new Error(booked.code);
    await sendDueMessages(fullEnv(), now);
    expect(await row("SELECT status, failure_reason FROM messages WHERE visit_id = ? AND channel = 'text'", booked.visitId)).toEqual({
      status: "cancelled",
      failure_reason: "monthly_limit",
    });
    expect(await row("SELECT status FROM messages WHERE visit_id = ? AND channel = 'email'", booked.visitId)).toEqual({ status: "sent" });
    expect(textsTo(e164)).toHaveLength(1);

    const yes = await twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`, From: e164, To: "+17605550142", Body: "1", NumMedia: "0" },
      bindings(),
    );
    expect(await yes.text()).not.toContain("<Message>");
    expect(await row("SELECT state FROM visits WHERE id = ?", booked.visitId)).toEqual({ state: "confirmed" });
    expect(await row("SELECT status, failure_reason FROM messages WHERE inquiry_id = ? AND origin = 'visit_reply'", id)).toEqual({
      status: "cancelled",
      failure_reason: "monthly_limit",
    });

    // HELP is answered whatever the count: carriers require it.
    const help = await twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`, From: e164, To: "+17605550142", Body: "AYUDA", NumMedia: "0" },
      bindings(),
    );
    expect(await help.text()).toContain("<Message>Frontera Research: ¿preguntas?");
  });
});
