/**
 * The registry's consent stays true (issue #39, docs/registry.md): it ends after REGISTRY_CONSENT_MONTHS unless
 * renewed, an ended or withdrawn consent leaves every audience at once, details are erased after the
 * retention period, and an opt-out on any channel (STOP to any of the site's texts, an e-mail unsubscribe)
 * holds for the registry too.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeEach, describe, expect, it } from "vitest";
import { consentEndsAt, volunteerConsentState } from "../../contract/volunteers";
import { volunteerConsents, volunteers } from "../../worker/db/schema";
import { consentOf, recordConsent, recordConsentUnlessRevoked } from "../../worker/messaging/consent";
import { addressHash, addressHashes } from "../../worker/messaging/keys";
import { inAudience, registryChannelOpen, renewConsent, runRegistryConsentPass, withdrawConsent } from "../../worker/volunteers/consent";
import { newReference } from "../../worker/volunteers/reference";
import { twilioWebhook, useTwilioStandIn } from "./helpers";

const db = drizzle(env.DB);
const DAY = 86_400_000;
let counter = 0;
beforeEach(() => {
  useTwilioStandIn();
});

/** A person who joined `daysAgo` days ago with a 12-month consent, reachable by text and e-mail. */
async function person(daysAgo: number, extra: Partial<typeof volunteers.$inferInsert> = {}) {
  counter += 1;
  const consentAt = new Date(Date.now() - daysAgo * DAY).toISOString();
  const phone = `+1760555${String(8000 + counter)}`;
  const [row] = await db
    .insert(volunteers)
    .values({
      reference: newReference(),
      name: `Rosa Registro ${counter}`,
      nameKey: `rosa registro ${counter}`,
      phone,
      phoneDigits: phone.slice(1),
      email: `rosa.registro.${counter}@example.com`,
      language: "es",
      topics: '["diabetes"]',
      channels: '["text","email","phone"]',
      source: "web",
      consentStatement: "2026-11-26",
      consentAt,
      consentEndsAt: consentEndsAt(consentAt, 12),
      ...extra,
    })
    .returning();
  return row!;
}

const audience = async (id: number, now = new Date()) =>
  (await db.select({ id: volunteers.id }).from(volunteers).where(inAudience(now)).all()).some((row) => row.id === id);
const history = async (id: number) =>
  (
    await env.DB.prepare("SELECT action FROM volunteer_consents WHERE volunteer_id = ? ORDER BY id").bind(id).all<{ action: string }>()
  ).results.map((row) => row.action);
const row = (id: number) => db.select().from(volunteers).where(eq(volunteers.id, id)).get();

describe("a registry consent's life", () => {
  it("ends after twelve months: out of every audience, recorded as expired once", async () => {
    const lapsed = await person(366);
    const current = await person(10);
    expect(await audience(lapsed.id)).toBe(false);
    expect(await audience(current.id)).toBe(true);
    await runRegistryConsentPass(env, db);
    await runRegistryConsentPass(env, db);
    expect(await history(lapsed.id)).toEqual(["expired"]);
    expect(await history(current.id)).toEqual([]);
  });

  it("is due for renewal in its last 30 days, and a renewal runs twelve months from that day", async () => {
    const due = await person(345);
    const now = new Date();
    expect(volunteerConsentState(due, now)).toBe("renewal_due");
    expect(await renewConsent(db, due.id, 12, "web", null, now)).toBe(true);
    const renewed = (await row(due.id))!;
    expect(renewed.consentEndsAt).toBe(consentEndsAt(now.toISOString(), 12));
    expect(volunteerConsentState(renewed, now)).toBe("active");
    expect(await history(due.id)).toEqual(["renewed"]);
  });

  it("lets a lapsed person renew until erasure, never someone who left", async () => {
    const lapsed = await person(380);
    expect(await renewConsent(db, lapsed.id, 12, "web", null)).toBe(true);
    expect(await audience(lapsed.id)).toBe(true);
    const leaving = await person(20);
    expect(await withdrawConsent(db, leaving.id, "web", null)).toBe(true);
    expect(await audience(leaving.id)).toBe(false);
    expect(await renewConsent(db, leaving.id, 12, "web", null)).toBe(false);
    expect(await withdrawConsent(db, leaving.id, "web", null)).toBe(false);
    expect(await history(leaving.id)).toEqual(["withdrawn"]);
  });

  it("erases the details of people who left or lapsed longer than the retention period, keeping the history", async () => {
    const left = await person(100, { withdrawnAt: new Date(Date.now() - 31 * DAY).toISOString() });
    const leftYesterday = await person(100, { withdrawnAt: new Date(Date.now() - DAY).toISOString() });
    const longLapsed = await person(365 + 40);
    await db.insert(volunteerConsents).values({ volunteerId: left.id, action: "withdrawn" });
    const { erased } = await runRegistryConsentPass(env, db);
    expect(erased).toBeGreaterThanOrEqual(2);
    for (const id of [left.id, longLapsed.id])
      expect(await row(id)).toMatchObject({
        name: "",
        phone: null,
        phoneDigits: null,
        email: null,
        zip: null,
        topics: "[]",
        erasedAt: expect.any(String),
      });
    expect((await row(leftYesterday.id))!.erasedAt).toBeNull();
    expect(await history(left.id)).toEqual(["withdrawn"]);
  });
});

describe("opting out holds across the site", () => {
  it("needs its own text opt-in; a STOP to any of the site's texts stops registry texts; an unsubscribe stops e-mails", async () => {
    const rosa = await person(5);
    // Joining the registry is no consent to texts: the ledger decides.
    expect(await registryChannelOpen(env, db, rosa, "text")).toBe(false);
    expect(await registryChannelOpen(env, db, rosa, "email")).toBe(true);
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", rosa.phone!),
      action: "granted",
      source: "contact_form",
      statement: "2026-11-25",
      language: "es",
      at: new Date().toISOString(),
    });
    // A yes to the contact form's texts is not a yes to the list's: the list needs its own, confirmed by YES.
    expect(await registryChannelOpen(env, db, rosa, "text")).toBe(false);
    const confirmed = { ...rosa, textStatement: "registry:2026-11-26", textConfirmedAt: new Date().toISOString() };
    expect(await registryChannelOpen(env, db, { ...confirmed, textConfirmedAt: null }, "text")).toBe(false);
    expect(await registryChannelOpen(env, db, confirmed, "text")).toBe(true);
    const stop = await twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`, From: rosa.phone!, To: "+17605550142", Body: "PARAR", NumMedia: "0" },
      {},
    );
    expect(stop.status).toBe(200);
    expect(await registryChannelOpen(env, db, confirmed, "text")).toBe(false);
    await recordConsent(db, {
      channel: "email",
      addressHash: await addressHash(env, "email", rosa.email!),
      action: "revoked",
      source: "unsubscribe_link",
      statement: null,
      language: "es",
      at: new Date().toISOString(),
    });
    expect(await registryChannelOpen(env, db, rosa, "email")).toBe(false);
    // A channel the person did not choose stays closed whatever the ledger says.
    const emailOnly = await person(5, { channels: '["email"]' });
    expect(await registryChannelOpen(env, db, emailOnly, "text")).toBe(false);
  });
});

describe("a yes to texts written from a form or a sheet", () => {
  it("never lands over a STOP that came in after the ledger was read, and is written when none did", async () => {
    const db = drizzle(env.DB);
    const phone = "+17605559871";
    const hashes = await addressHashes(env, "text", phone);
    const yes = async () => ({
      channel: "text" as const,
      addressHash: await addressHash(env, "text", phone),
      action: "granted" as const,
      source: "registry_sheet" as const,
      statement: "registry:2026-11-26",
      language: "es" as const,
      at: new Date().toISOString(),
    });
    await recordConsentUnlessRevoked(db, await yes(), hashes);
    expect(await consentOf(db, "text", hashes)).toBe("granted");
    // The STOP arrives between the caller's read and its write.
    await recordConsent(db, { ...(await yes()), action: "revoked", source: "keyword", statement: "PARAR" });
    await recordConsentUnlessRevoked(db, await yes(), hashes);
    expect(await consentOf(db, "text", hashes)).toBe("revoked");
  });
});
