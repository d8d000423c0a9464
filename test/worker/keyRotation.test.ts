/**
 * Keys that rotate (issue #35, docs/operations.md section 8): MESSAGING_KEY moved to MESSAGING_KEY_PREVIOUS
 * keeps every link, reply address and opt-out made under it; new ones use the new key. Second-factor seeds
 * are encrypted at rest under SECOND_FACTOR_KEY, and legacy plain ones still work and get encrypted.
 */
import { env } from "cloudflare:test";
import type { TotpSetupDto } from "../../contract/auth";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ComposerDto } from "../../contract/messaging";
import { encryptLegacySeeds, openSeed } from "../../worker/auth/seedCipher";
import { currentTotp, newTotpSecret } from "../../worker/auth/totp";
import { runRetentionPurge } from "../../worker/jobs/retention";
import { messagingKeys } from "../../worker/messaging/config";
import { consentOf } from "../../worker/messaging/consent";
import {
  addressHash,
  addressHashes,
  inquiryOfReplyAddress,
  readUnsubscribeToken,
  readVisitCalendarToken,
  replyLocalPart,
  unsubscribeToken,
  visitCalendarToken,
} from "../../worker/messaging/keys";
import { sendDueMessages } from "../../worker/messaging/outbox";
import { drizzle } from "drizzle-orm/d1";
import {
  approvedFirstContactTemplate,
  adminId,
  authed,
  captureConsole,
  createAdmin,
  enrollSecondFactor,
  fetchWithBindings,
  nextIp,
  postJson,
  recordingEmail,
  twilioWebhook,
  useTwilioStandIn,
  type LoginResultDto,
  json,
  routeEmail,
  daytimeLater,
  plainReplyEmail,
} from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const OLD_KEY = (env as unknown as { MESSAGING_KEY: string }).MESSAGING_KEY;
const NEW_KEY = "test-only-messaging-key-rotated";
/** After the rotation: the new key current, the one everything so far was made with kept as previous. */
const rotated = { MESSAGING_KEY: NEW_KEY, MESSAGING_KEY_PREVIOUS: OLD_KEY } as unknown as Partial<Env>;
/** A key that is neither current nor previous. */
const stranger = { ...env, MESSAGING_KEY: "test-only-messaging-key-never-configured" } as Env;

let email: ReturnType<typeof recordingEmail>;
let adminToken = "";
let numberCounter = 300;

function freshPhone(): { display: string; e164: string } {
  numberCounter += 1;
  const last4 = String(1000 + numberCounter);
  return { display: `(760) 555-${last4}`, e164: `+1760555${last4}` };
}

const bindings = (extra: Partial<Env> = {}) =>
  ({ EMAIL: email.binding, STAFF_NOTIFY_FROM: "website@clinic.test", STAFF_NOTIFY_TO: "team@clinic.test", ...extra }) as Partial<Env>;
const beforeRotation = () => ({ ...env, ...bindings() }) as Env;
const afterRotation = () => ({ ...env, ...bindings(rotated) }) as Env;
const api = (path: string, init: RequestInit = {}, extra: Partial<Env> = rotated) =>
  fetchWithBindings(`/api${path}`, authed(adminToken, init), bindings(extra));
const sid = () => `SM${[...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
const textIn = (from: string, body: string, extra: Partial<Env> = {}) =>
  twilioWebhook("/api/sms/inbound", { MessageSid: sid(), From: from, To: "+17605550142", Body: body, NumMedia: "0" }, bindings(extra));
const textState = async (id: number) => (await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>()).state.channels.text;

/** An inquiry sent through the contact form before the rotation (so its consent and links are under the old key). */
async function newInquiry(smsConsent = false) {
  const phone = freshPhone();
  const address = `rosa.rotation.${numberCounter}@example.com`;
  const res = await fetchWithBindings(
    "/api/inquiries",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({
        name: "Rosa Elena Martínez",
        email: address,
        phone: phone.display,
        message: `Quiero información sobre el estudio (${numberCounter}).`,
        consent: true,
        consentVersion: "2026-11-23",
        language: "es",
        ...(smsConsent ? { smsConsent: true, smsConsentVersion: "2026-11-23" } : {}),
      }),
    },
    bindings(),
  );
  expect(res.status).toBe(201);
  const { id } = await res.json<CreatedInquiryDto>();
  return { id, phone, email: address };
}

const approvedTemplate = () => approvedFirstContactTemplate(api, "IRB-2026-118");

function ledger(channel: "text" | "email", hashes: string[]) {
  return env.DB.prepare(
    `SELECT action, source, address_hash FROM consent_events WHERE channel = ? AND address_hash IN (${hashes.map(() => "?").join(", ")}) ORDER BY id`,
  )
    .bind(channel, ...hashes)
    .all<{ action: string; source: string; address_hash: string }>()
    .then((r) => r.results);
}

async function deliverEmail(to: string, envForHandler: Env) {
  return routeEmail(plainReplyEmail(to, "Sí, me pueden llamar mañana."), to, envForHandler);
}

const unsubscribe = (path: string, extra: Partial<Env>) =>
  fetchWithBindings(
    path,
    { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
    extra,
  );

beforeAll(async () => {
  adminToken = (await (await postJson("/api/auth/login", await createAdmin())).json<LoginResultDto>()).token;
});
beforeEach(() => {
  email = recordingEmail();
  useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

describe("MESSAGING_KEY rotates (MESSAGING_KEY_PREVIOUS)", () => {
  it("reads the previous keys newest first, the current one ahead of them, and makes everything new with the current key", async () => {
    expect(messagingKeys({ ...env, MESSAGING_KEY: "c", MESSAGING_KEY_PREVIOUS: " b, a ,,c" } as unknown as Env)).toEqual(["c", "b", "a"]);
    expect(messagingKeys({ ...env, MESSAGING_KEY: "", MESSAGING_KEY_PREVIOUS: "b" } as unknown as Env)).toEqual([]);
    const after = afterRotation();
    const [current, previous] = await addressHashes(after, "text", "+17605550199");
    expect(current).toBe(await addressHash(after, "text", "+17605550199"));
    expect(previous).toBe(await addressHash(env, "text", "+17605550199"));
    expect(current).not.toBe(previous);
    // A calendar link made now is under the new key: the old key alone does not accept it.
    const uid = crypto.randomUUID();
    expect(await readVisitCalendarToken(env, await visitCalendarToken(after, uid))).toBeNull();
    expect(await readVisitCalendarToken(after, await visitCalendarToken(after, uid))).toBe(uid);
  });

  it("accepts a visit's calendar link made under the previous key, and refuses one signed with a key neither current nor previous", async () => {
    const uid = crypto.randomUUID();
    expect(await readVisitCalendarToken(afterRotation(), await visitCalendarToken(env, uid))).toBe(uid);
    expect(await readVisitCalendarToken(afterRotation(), await visitCalendarToken(stranger, uid))).toBeNull();
    const hash = await addressHash(env, "email", "someone@example.com");
    expect(await readUnsubscribeToken(afterRotation(), await unsubscribeToken(stranger, hash, "en", 1))).toBeNull();
    expect(await inquiryOfReplyAddress(afterRotation(), `${await replyLocalPart(stranger, 1)}@reply.example.com`)).toBeNull();
  });

  it("(a) an unsubscribe link e-mailed under the old key still unsubscribes, recorded under the new key; a stranger's link is refused", async () => {
    const { id, email: address } = await newInquiry();
    await sendDueMessages(beforeRotation(), daytimeLater());
    const link = email.sent
      .filter((sent) => sent.to === address)
      .at(-1)!
      .headers!["List-Unsubscribe"]!.slice(1, -1);
    const path = link.slice(new URL(env.SITE_ORIGIN).origin.length);

    const forged = `/api/messages/unsubscribe?t=${await unsubscribeToken(stranger, await addressHash(stranger, "email", address), "es", id)}`;
    expect((await unsubscribe(forged, rotated)).status).toBe(400);

    const res = await unsubscribe(path, rotated);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true, language: "es" });
    const composer = await (await api(`/inquiries/${id}/messages`)).json<ComposerDto>();
    expect(composer.state.channels.email).toEqual({ available: false, reason: "opted_out" });
    const hashes = await addressHashes(afterRotation(), "email", address);
    expect(await ledger("email", hashes)).toEqual([{ action: "revoked", source: "unsubscribe_link", address_hash: hashes[0] }]);
    // The same link again changes nothing.
    expect((await unsubscribe(path, rotated)).status).toBe(200);
    expect(await ledger("email", hashes)).toHaveLength(1);
  });

  it("(b) an e-mail reply to a reply address made under the old key is still accepted; one signed with a stranger's key is not", async () => {
    const { id } = await newInquiry();
    const oldAddress = `${await replyLocalPart(env, id)}@reply.example.com`;
    const newAddress = `${await replyLocalPart(afterRotation(), id)}@reply.example.com`;
    expect(newAddress).not.toBe(oldAddress);
    const strangerAddress = `${await replyLocalPart(stranger, id)}@reply.example.com`;
    expect(await deliverEmail(strangerAddress, afterRotation())).toEqual(["Unknown address"]);
    expect(await deliverEmail(oldAddress, afterRotation())).toEqual([]);
    expect(await deliverEmail(newAddress, afterRotation())).toEqual([]);
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM messages WHERE inquiry_id = ? AND direction = 'in' AND channel = 'email'",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(stored!.n).toBe(2);
  });

  it("(c) a number that texted STOP under the old key is still opted out: staff texts are refused, and texting again opts nobody in", async () => {
    const template = await approvedTemplate();
    const { id, phone } = await newInquiry(true);
    expect((await textIn(phone.e164, "STOP")).status).toBe(200);

    expect(await textState(id)).toEqual({ available: false, reason: "opted_out" });
    const refused = await api(`/inquiries/${id}/messages`, json("POST", { channel: "text", templateId: template.id }));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "channel_unavailable", fields: { channel: ["opted_out"] } } });

    // A number with no inquiry says STOP before the rotation, and writes in after it: a new inquiry, still opted out.
    const unknown = freshPhone();
    await textIn(unknown.e164, "STOP");
    expect((await textIn(unknown.e164, "Hola, quiero información del estudio.", rotated)).status).toBe(200);
    const created = await env.DB.prepare("SELECT id FROM inquiries WHERE phone_digits = ? ORDER BY id DESC")
      .bind(unknown.e164.slice(1))
      .first<{ id: number }>();
    expect(created).not.toBeNull();
    expect(await textState(created!.id)).toEqual({ available: false, reason: "opted_out" });
    expect((await ledger("text", await addressHashes(afterRotation(), "text", unknown.e164))).map((e) => e.action)).toEqual(["revoked"]);
  });

  it("(d) an opt-in or opt-out after the rotation is recorded under the new key and wins over the old event", async () => {
    // Opted out under the old key, back in under the new one.
    const { id, phone } = await newInquiry(true);
    await textIn(phone.e164, "PARAR");
    expect(await textState(id)).toEqual({ available: false, reason: "opted_out" });
    await textIn(phone.e164, "INICIO", rotated);
    expect(await textState(id)).toEqual({ available: true });
    const [current, previous] = await addressHashes(afterRotation(), "text", phone.e164);
    expect(await ledger("text", [current!, previous!])).toEqual([
      { action: "granted", source: "contact_form", address_hash: previous },
      { action: "revoked", source: "keyword", address_hash: previous },
      { action: "granted", source: "keyword", address_hash: current },
    ]);

    // Granted under the old key (the form), opted out under the new one.
    const other = await newInquiry(true);
    await textIn(other.phone.e164, "STOP", rotated);
    expect(await textState(other.id)).toEqual({ available: false, reason: "opted_out" });
    const hashes = await addressHashes(afterRotation(), "text", other.phone.e164);
    expect(await consentOf(drizzle(env.DB), "text", hashes)).toBe("revoked");
    expect((await ledger("text", hashes)).map((e) => [e.action, e.address_hash])).toEqual([
      ["granted", hashes[1]],
      ["revoked", hashes[0]],
    ]);
  });
});

describe("second-factor seeds encrypted at rest (SECOND_FACTOR_KEY)", () => {
  const seedColumns = (id: number) =>
    env.DB.prepare("SELECT totp_secret AS secret, totp_pending_secret AS pending FROM admins WHERE id = ?")
      .bind(id)
      .first<{ secret: string | null; pending: string | null }>()
      .then((row) => row!);
  const login = (credentials: { username: string; password: string }, otp: string, extra: Partial<Env> = {}) =>
    fetchWithBindings(
      "/api/auth/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": nextIp() },
        body: JSON.stringify({ ...credentials, otp }),
      },
      extra,
    );

  it("stores no plain seed, while enrolling or after; sign-in with a code still works", async () => {
    const credentials = await createAdmin();
    const id = await adminId(credentials.username);
    const { token } = await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>();
    const setup = await postJson("/api/auth/totp/setup", undefined, { Authorization: `Bearer ${token}` });
    expect(setup.status).toBe(200);
    const { secret: pendingSeed } = await setup.json<TotpSetupDto>();
    const pending = (await seedColumns(id)).pending!;
    expect(pending).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(pending).not.toContain(pendingSeed);

    const { credentials: enrolled, secret, confirmedAt } = await enrollSecondFactor();
    const columns = await seedColumns(await adminId(enrolled.username));
    expect(columns.pending).toBeNull();
    expect(columns.secret!.startsWith("v1.")).toBe(true);
    expect(columns.secret).not.toContain(secret);
    expect(await openSeed(env, columns.secret!)).toBe(secret);
    expect((await login(enrolled, currentTotp(secret, confirmedAt + 30_000))).status).toBe(200);
  });

  it("accepts a legacy plain seed at sign-in and stores it encrypted from then on", async () => {
    const credentials = await createAdmin();
    const id = await adminId(credentials.username);
    const seed = newTotpSecret();
    await env.DB.prepare("UPDATE admins SET totp_secret = ? WHERE id = ?").bind(seed, id).run();
    const now = Date.now();
    expect((await login(credentials, currentTotp(seed, now))).status).toBe(200);
    const { secret } = await seedColumns(id);
    expect(secret!.startsWith("v1.")).toBe(true);
    expect(secret).not.toContain(seed);
    expect(await openSeed(env, secret!)).toBe(seed);
    // And the encrypted seed signs in with the next code.
    expect((await login(credentials, currentTotp(seed, now + 30_000))).status).toBe(200);
  });

  it("the daily job encrypts legacy plain seeds, enrolled or pending, and leaves encrypted ones alone", async () => {
    const credentials = await createAdmin();
    const id = await adminId(credentials.username);
    const seed = newTotpSecret();
    const pendingSeed = newTotpSecret();
    await env.DB.prepare("UPDATE admins SET totp_secret = ?, totp_pending_secret = ? WHERE id = ?").bind(seed, pendingSeed, id).run();
    await runRetentionPurge(env);
    const columns = await seedColumns(id);
    expect(columns.secret!.startsWith("v1.")).toBe(true);
    expect(columns.pending!.startsWith("v1.")).toBe(true);
    expect(await openSeed(env, columns.secret!)).toBe(seed);
    expect(await openSeed(env, columns.pending!)).toBe(pendingSeed);
    expect(await encryptLegacySeeds(env, drizzle(env.DB))).toBe(0);
    expect(await seedColumns(id)).toEqual(columns);
    expect((await login(credentials, currentTotp(seed))).status).toBe(200);
  });

  it("without SECOND_FACTOR_KEY refuses to enroll (503) and stores nothing, saying so in the log without any secret", async () => {
    const credentials = await createAdmin();
    const id = await adminId(credentials.username);
    const { token } = await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>();
    const noKey = { SECOND_FACTOR_KEY: undefined } as unknown as Partial<Env>;
    let status = 0;
    const logged = await captureConsole(async () => {
      const res = await fetchWithBindings("/api/auth/totp/setup", authed(token, { method: "POST" }), noKey);
      status = res.status;
      expect(await res.json()).toMatchObject({ error: { code: "internal_error" } });
    });
    expect(status).toBe(503);
    expect(logged).toContain("second_factor_key_missing");
    expect(logged).not.toContain("test-only-second-factor-key");
    expect(await seedColumns(id)).toEqual({ secret: null, pending: null });
  });

  it("under another SECOND_FACTOR_KEY the seed cannot be read: codes fail, a recovery code still signs in", async () => {
    const { credentials, secret, confirmedAt, recoveryCodes } = await enrollSecondFactor();
    const otherKey = { SECOND_FACTOR_KEY: "test-only-second-factor-key-other" } as unknown as Partial<Env>;
    expect((await login(credentials, currentTotp(secret, confirmedAt + 30_000), otherKey)).status).toBe(401);
    expect((await login(credentials, recoveryCodes[0]!, otherKey)).status).toBe(200);
  });
});
