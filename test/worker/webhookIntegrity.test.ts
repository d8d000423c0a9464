/**
 * Integrity of what the provider and mail servers send us (issue #34, docs/messaging.md): a Twilio webhook is
 * applied once per event (not per spelling of its signature), a status is looked up safely, and the email()
 * handler neither throws on hostile MIME nor keeps quoted history, and de-duplicates per inquiry.
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runRetentionPurge, WEBHOOK_RECEIPT_DAYS } from "../../worker/jobs/retention";
import { ownWords } from "../../worker/replies/email";
import { addressHash, digest, replyLocalPart } from "../../worker/messaging/keys";
import { twilioSignature } from "../../worker/messaging/sms/signature";
import {
  captureConsole,
  insertInquiry,
  lockedDatabase,
  plainReplyEmail,
  recordingEmail,
  routeEmail,
  twilioWebhook,
  useTwilioStandIn,
} from "./helpers";

const secrets = env as unknown as { TWILIO_AUTH_TOKEN: string; TWILIO_ACCOUNT_SID: string };
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

let email: ReturnType<typeof recordingEmail>;
beforeEach(() => {
  email = recordingEmail();
  useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

let numberCounter = 0;
const freshNumber = () => `+1760555${String(7000 + ++numberCounter)}`;
const sid = () => `SM${crypto.randomUUID().replace(/-/g, "")}`;
const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

/** A webhook as Twilio signs it: the form body and its signature over the configured origin's URL. */
async function signed(path: string, params: Record<string, string>) {
  const body = new URLSearchParams({ AccountSid: secrets.TWILIO_ACCOUNT_SID, ...params });
  return { path, body, signature: await twilioSignature(secrets.TWILIO_AUTH_TOKEN, `${new URL(env.SITE_ORIGIN).origin}${path}`, body) };
}

/** Posts a signed webhook to the Worker (workerd, through SELF), with its own or another signature. */
function post(request: Awaited<ReturnType<typeof signed>>, signature = request.signature) {
  return SELF.fetch(`https://clinic.test${request.path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
    body: request.body.toString(),
  });
}

const text = (from: string, body: string, messageSid = sid()) =>
  signed("/api/sms/inbound", { MessageSid: messageSid, From: from, To: "+17605550142", Body: body, NumMedia: "0" });

/** The three other spellings of a signature: its last character with the two bits base64 leaves unused set. */
function otherSpellings(signature: string): string[] {
  const last = BASE64.indexOf(signature[26]!);
  return [1, 2, 3].map((bits) => `${signature.slice(0, 26)}${BASE64[last | bits]}=`);
}

async function ledgerOf(number: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT action FROM consent_events WHERE channel = 'text' AND address_hash = ? ORDER BY id")
    .bind(await addressHash(env, "text", number))
    .all<{ action: string }>();
  return results.map((row) => row.action);
}

/** STOP, START, STOP from a number: the request that opted it in, to replay. */
async function stopStartStop(number: string) {
  const start = await text(number, "START");
  for (const request of [await text(number, "STOP"), start, await text(number, "STOP")]) expect((await post(request)).status).toBe(200);
  expect(await ledgerOf(number)).toEqual(["revoked", "granted", "revoked"]);
  return start;
}

describe("Twilio's webhooks, once per event", () => {
  it("refuses the other spellings of a valid signature (403): a replayed START after STOP never opts a number back in", async () => {
    let accepted = 0;
    let optedBackIn = 0;
    for (let i = 0; i < 5; i++) {
      const number = freshNumber();
      const start = await stopStartStop(number);
      for (const spelling of otherSpellings(start.signature)) if ((await post(start, spelling)).status !== 403) accepted += 1;
      if ((await ledgerOf(number)).at(-1) !== "revoked") optedBackIn += 1;
    }
    expect({ accepted, optedBackIn }).toEqual({ accepted: 0, optedBackIn: 0 });
  });

  it("answers a replayed first text with empty TwiML and stores nothing twice (no second message, no second staff e-mail)", async () => {
    const number = freshNumber();
    const first = await text(number, "Vi su anuncio, ¿me pueden llamar?");
    expect((await post(first)).status).toBe(200);
    const reply = await text(number, "Después de las 5, por favor.");
    expect((await post(reply)).status).toBe(200);
    const stored = () =>
      Promise.all([
        count("SELECT COUNT(*) AS n FROM inquiries WHERE phone_digits = ?", number.slice(1)),
        count("SELECT COUNT(*) AS n FROM messages m JOIN inquiries i ON i.id = m.inquiry_id WHERE i.phone_digits = ?", number.slice(1)),
        count(
          "SELECT COUNT(*) AS n FROM staff_notifications n JOIN inquiries i ON i.id = n.inquiry_id WHERE i.phone_digits = ?",
          number.slice(1),
        ),
      ]);
    const before = await stored();
    expect(before).toEqual([1, 1, 2]);
    for (const request of [first, reply]) {
      for (const spelling of otherSpellings(request.signature)) expect((await post(request, spelling)).status).toBe(403);
      const exact = await post(request);
      expect(exact.status).toBe(200);
      expect(await exact.text()).toBe(EMPTY_TWIML);
    }
    expect(await stored()).toEqual(before);
  });

  it("answers another signed request with a MessageSid already stored as known (200, not a 500), also one stored before provider events", async () => {
    const number = freshNumber();
    expect((await post(await text(number, "Hola"))).status).toBe(200);
    const messageSid = sid();
    expect((await post(await text(number, "Llámenme mañana.", messageSid))).status).toBe(200);
    const messages = () => count("SELECT COUNT(*) AS n FROM messages WHERE channel = 'text' AND provider_id = ?", messageSid);
    expect(await messages()).toBe(1);
    const again = await post(await text(number, "Otro texto con el mismo id.", messageSid));
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(EMPTY_TWIML);
    // As if it had come before provider_events existed: known by the stored message.
    await env.DB.prepare("DELETE FROM provider_events").run();
    const older = await post(await text(number, "Y otro más.", messageSid));
    expect(older.status).toBe(200);
    expect(await older.text()).toBe(EMPTY_TWIML);
    expect(await messages()).toBe(1);
  });

  it("knows a text received before provider events by its signature's old receipt, with no message stored", async () => {
    const number = freshNumber();
    const start = await stopStartStop(number);
    await env.DB.prepare("DELETE FROM provider_events").run();
    await env.DB.prepare("INSERT INTO webhook_receipts (signature_hash) VALUES (?)")
      .bind(await digest(start.signature))
      .run();
    const replay = await post(start);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(EMPTY_TWIML);
    expect(await ledgerOf(number)).toEqual(["revoked", "granted", "revoked"]);
  });

  it("still knows an inbound text after the retention purge, which removes only old status keys; no signature receipts", async () => {
    const receipts = () => count("SELECT COUNT(*) AS n FROM webhook_receipts");
    const receiptsBefore = await receipts();
    const number = freshNumber();
    const start = await stopStartStop(number);
    const status = await signed("/api/sms/status", { MessageSid: sid(), MessageStatus: "delivered" });
    expect((await post(status)).status).toBe(204);
    const kinds = () => count("SELECT COUNT(*) AS n FROM provider_events WHERE kind = 'text_status'");
    expect(await kinds()).toBeGreaterThan(0);

    await runRetentionPurge(env, new Date(Date.now() + (WEBHOOK_RECEIPT_DAYS + 1) * 86_400_000));
    expect(await kinds()).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM provider_events WHERE kind = 'inbound_text'")).toBeGreaterThanOrEqual(3);
    const replay = await post(start);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(EMPTY_TWIML);
    expect(await ledgerOf(number)).toEqual(["revoked", "granted", "revoked"]);
    expect(await receipts()).toBe(receiptsBefore);
  });

  it("lets Twilio's retry in when handling failed, and applies it once", async () => {
    const number = freshNumber();
    const params = { MessageSid: sid(), From: number, To: "+17605550142", Body: "STOP", NumMedia: "0" };
    // Only the event's key can be written: the handler's own statements fail.
    const failing = await twilioWebhook("/api/sms/inbound", params, { DB: lockedDatabase({ allow: /provider_events/ }) });
    expect(failing.status).toBe(503);
    expect(await ledgerOf(number)).toEqual([]);
    expect((await twilioWebhook("/api/sms/inbound", params, { EMAIL: email.binding })).status).toBe(200);
    expect(await (await twilioWebhook("/api/sms/inbound", params, { EMAIL: email.binding })).text()).toBe(EMPTY_TWIML);
    expect(await ledgerOf(number)).toEqual(["revoked"]);
  });

  it("answers a status named after an object's properties (or unknown) 204 and changes nothing; a known status is not applied again", async () => {
    const inquiryId = await insertInquiry();
    const messageSid = sid();
    await env.DB.prepare(
      "INSERT INTO messages (inquiry_id, direction, channel, origin, status, body, provider_id) VALUES (?, 'out', 'text', 'staff', 'sent', 'Hola', ?)",
    )
      .bind(inquiryId, messageSid)
      .run();
    const statusOf = () => env.DB.prepare("SELECT status FROM messages WHERE provider_id = ?").bind(messageSid).first<{ status: string }>();
    for (const status of ["constructor", "__proto__", "queued", "made_up"]) {
      const res = await post(await signed("/api/sms/status", { MessageSid: messageSid, MessageStatus: status }));
      expect(res.status, status).toBe(204);
    }
    expect(await statusOf()).toEqual({ status: "sent" });
    const delivered = await signed("/api/sms/status", { MessageSid: messageSid, MessageStatus: "delivered" });
    expect((await post(delivered)).status).toBe(204);
    expect(await statusOf()).toEqual({ status: "delivered" });
    // Put back by hand, so that applying the same callback again would show.
    await env.DB.prepare("UPDATE messages SET status = 'sent' WHERE provider_id = ?").bind(messageSid).run();
    expect((await post(delivered)).status).toBe(204);
    expect(await statusOf()).toEqual({ status: "sent" });
  });
});

describe("the red team's webhook set, measured (issue #34 'Done means': 5xx on webhooks, 8 before)", () => {
  it("answers every signed hostile or odd webhook without a 5xx", async () => {
    const number = freshNumber();
    const first = await text(number, "Hola, quiero información");
    expect((await post(first)).status).toBe(200);
    const stored = first.body.get("MessageSid")!;
    const keys = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype", "", "x".repeat(300)];
    const requests = [
      // A stored MessageSid on another signed request, and the same event again.
      await text(number, "Otra vez", stored),
      first,
      // Status callbacks named after an object's properties, for a known and an unknown message.
      ...(await Promise.all(keys.map((status) => signed("/api/sms/status", { MessageSid: stored, MessageStatus: status })))),
      ...(await Promise.all(keys.map((status) => signed("/api/sms/status", { MessageSid: sid(), MessageStatus: status })))),
      // Inbound texts with odd fields: no body, a huge body, no MessageSid, a property name as the body and the number.
      await signed("/api/sms/inbound", { MessageSid: sid(), From: number, To: "+17605550142", NumMedia: "0" }),
      await text(number, "PARAR ".repeat(400)),
      await signed("/api/sms/inbound", { From: number, To: "+17605550142", Body: "Hola", NumMedia: "0" }),
      await text(number, "__proto__"),
      await signed("/api/sms/inbound", { MessageSid: sid(), From: "constructor", To: "+17605550142", Body: "Hola", NumMedia: "0" }),
      await signed("/api/sms/inbound", { MessageSid: sid(), From: number, To: "+17605550142", Body: "Hola", NumMedia: "99" }),
    ];
    const statuses = [];
    for (const request of requests) statuses.push((await post(request)).status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses).toHaveLength(24);
  });
});

/** Hands a raw e-mail to the Worker's email() handler as Email Routing does; what it rejected, with reasons. */
async function deliverEmail(to: string, raw: string, from = "rosa.reply@example.com") {
  return routeEmail(raw, to, { EMAIL: email.binding }, from);
}

const plainEmail = (to: string, text: string, messageId?: string) => plainReplyEmail(to, text, messageId ? { messageId } : {});

async function replyAddress() {
  const id = await insertInquiry({ email: "rosa.reply@example.com" });
  return { id, address: `${await replyLocalPart(env, id)}@reply.example.com` };
}

const bodiesOf = async (inquiryId: number) =>
  (
    await env.DB.prepare("SELECT body FROM messages WHERE inquiry_id = ? AND channel = 'email' ORDER BY id")
      .bind(inquiryId)
      .all<{ body: string }>()
  ).results.map((row) => row.body);

describe("replies by e-mail, hostile or unusual", () => {
  it("rejects MIME nested beyond the parser's depth with a reason, without throwing or logging personal data", async () => {
    const { id, address } = await replyAddress();
    const depth = 300;
    const parts = Array.from({ length: depth }, (_, i) => `--b${i}\r\nContent-Type: multipart/mixed; boundary="b${i + 1}"\r\n`);
    const raw = [
      "From: Rosa <rosa.reply@example.com>",
      `To: ${address}`,
      "Subject: Re: hola",
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b0"',
      "",
      ...parts,
      `--b${depth}\r\nContent-Type: text/plain\r\n\r\nSí, llámenme.\r\n`,
    ].join("\r\n");
    let rejected: string[] = [];
    const logged = await captureConsole(async () => {
      rejected = await deliverEmail(address, raw);
    });
    expect(rejected).toEqual(["Message could not be read"]);
    expect(logged).toContain('"code":"unreadable"');
    expect(logged).not.toMatch(/rosa|llámenme|reply\+|internal_error/i);
    expect(await bodiesOf(id)).toEqual([]);
  });

  it("keeps only the words of a reply written below the quote", async () => {
    const { id, address } = await replyAddress();
    const quoted = [
      "El lun, 23 nov 2026 a las 10:00, Clínica <research-team@example.com> escribió:",
      "> Recibimos el mensaje que nos mandó.",
      "> ¿Cuándo le podemos llamar?",
      "",
      "Mañana en la tarde, por favor.",
    ].join("\r\n");
    expect(await deliverEmail(address, plainEmail(address, quoted))).toEqual([]);
    expect(await bodiesOf(id)).toEqual(["Mañana en la tarde, por favor."]);
  });

  it("finds the person's words above, below and between quotes; only a quote is kept as it came", () => {
    expect(ownWords("Sí, gracias.\n\nOn Mon, Nov 23, 2026 at 10:00 AM Clinic <a@b.c> wrote:\n> Hello\n> there")).toBe("Sí, gracias.");
    expect(ownWords("On Mon, Nov 23, 2026 at 10:00 AM Clinic <a@b.c> wrote:\n> Hello\n\nYes, call me.")).toBe("Yes, call me.");
    expect(ownWords("> ¿Qué día?\nEl martes.\n> ¿A qué hora?\nA las 5.\n")).toBe("El martes.\nA las 5.");
    // Gmail wraps a long attribution line.
    expect(ownWords("On Mon, Nov 23, 2026 at 10:00 AM Frontera Community Research <\nresearch-team@example.com> wrote:\n> Hi\n\nOK")).toBe(
      "OK",
    );
    expect(ownWords("Llámenme.\n\n-----Original Message-----\nFrom: Clinic\nHello")).toBe("Llámenme.");
    expect(ownWords("> only the quote\n> again")).toBe("> only the quote\n> again");
  });

  it("reads an HTML-only reply without its quoted history, and hostile markup in linear time", async () => {
    const html = (body: string) =>
      [
        "From: Rosa <rosa.reply@example.com>",
        "Subject: Re: hola",
        `Message-ID: <${crypto.randomUUID()}@mail.example.com>`,
        "MIME-Version: 1.0",
        "Content-Type: text/html; charset=utf-8",
        "",
        body,
        "",
      ].join("\r\n");
    const { id, address } = await replyAddress();
    const quoted =
      '<div class="gmail_quote"><div>On Mon, Nov 23, 2026 at 10:00 AM Clinic &lt;a@b.c&gt; wrote:</div>' +
      "<blockquote>Hello<blockquote>Earlier</blockquote>¿Cuándo?</blockquote></div><div>El martes, por favor.</div>";
    expect(await deliverEmail(address, html(quoted))).toEqual([]);
    const started = Date.now();
    expect(await deliverEmail(address, html(`${"<script".repeat(20_000)}${"<".repeat(200_000)}`))).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await bodiesOf(id))[0]).toBe("El martes, por favor.");
  });

  it("de-duplicates a Message-ID per inquiry: the same e-mail to two inquiries is a reply on each, once", async () => {
    const first = await replyAddress();
    const second = await replyAddress();
    const messageId = `<${crypto.randomUUID()}@mail.example.com>`;
    for (const { address } of [first, second, first, second]) {
      expect(await deliverEmail(address, plainEmail(address, "Sí, me interesa.", messageId))).toEqual([]);
    }
    expect(await bodiesOf(first.id)).toEqual(["Sí, me interesa."]);
    expect(await bodiesOf(second.id)).toEqual(["Sí, me interesa."]);
  });
});
