/**
 * The contact form's optional box "keep me on the list for future studies" (issue #39, docs/registry.md): the
 * registry's own statement, recorded with the message in one batch, from the JSON API and from the plain HTML
 * form; never from the inquiry's consent alone, never for a bot, once per submission.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENT_CONSENT_VERSION, CURRENT_SMS_CONSENT_VERSION } from "../../contract/consent";
import type { CreatedInquiryDto } from "../../contract/inquiry";
import { CURRENT_REGISTRY_STATEMENT } from "../../contract/volunteers";
import { consentEvents, inquiries, volunteerConsents, volunteerMessages, volunteers } from "../../worker/db/schema";
import { addressHashes } from "../../worker/messaging/keys";
import { assetStoreWith, PAGE_TEMPLATE, postJson, postPlainForm, useTwilioStandIn, type FieldErrors } from "./helpers";

const db = drizzle(env.DB);
let counter = 0;

/** A message from a Spanish speaker who ticks the box, with an address and number no one else has. */
function message(changes: Record<string, unknown> = {}) {
  counter += 1;
  const tail = String(3000 + counter).padStart(4, "0");
  return {
    name: "Rosa Elena Quintero",
    email: `Rosa.Q${counter}@Example.com`,
    phone: `(760) 555-${tail}`,
    message: `Me interesa saber de estudios (${counter})`,
    interest: "diabetes",
    consent: true,
    consentVersion: CURRENT_CONSENT_VERSION,
    smsConsent: true,
    smsConsentVersion: CURRENT_SMS_CONSENT_VERSION,
    language: "es",
    registryConsent: CURRENT_REGISTRY_STATEMENT,
    ...changes,
  };
}

// The message's confirmation text (the contact form's own yes to texts) goes to the stand-in.
beforeEach(() => {
  useTwilioStandIn();
  return () => vi.restoreAllMocks();
});

const byEmail = (email: string) => db.select().from(volunteers).where(eq(volunteers.email, email.toLowerCase())).all();

describe("POST /api/inquiries with the registry's box ticked", () => {
  it("files the message and puts the person on the list with the registry's own consent, by phone and e-mail", async () => {
    const body = message();
    const res = await postJson("/api/inquiries", body);
    expect(res.status).toBe(201);
    const { id } = await res.json<CreatedInquiryDto>();
    expect(await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id)).get()).toBeDefined();

    const [person, ...more] = await byEmail(body.email);
    expect(more).toEqual([]);
    expect(person).toMatchObject({
      name: "Rosa Elena Quintero",
      email: body.email.toLowerCase(),
      phone: `+1760555${body.phone.slice(-4)}`,
      language: "es",
      topics: '["diabetes"]',
      channels: '["email","phone"]',
      source: "web",
      consentStatement: CURRENT_REGISTRY_STATEMENT,
      possibleDuplicateOf: null,
      enteredBy: null,
    });
    const consents = await db.select().from(volunteerConsents).where(eq(volunteerConsents.volunteerId, person!.id)).all();
    expect(consents).toEqual([
      expect.objectContaining({ action: "granted", statement: CURRENT_REGISTRY_STATEMENT, source: "web", how: "/es/contact" }),
    ]);
    // The confirmation with their link, by e-mail: the contact form's yes to texts is about their message only.
    const messages = await db.select().from(volunteerMessages).where(eq(volunteerMessages.volunteerId, person!.id)).all();
    expect(messages.map((m) => [m.kind, m.channel])).toEqual([["confirmation", "email"]]);
    const ledger = await db
      .select({ statement: consentEvents.statement })
      .from(consentEvents)
      .where(eq(consentEvents.addressHash, (await addressHashes(env, "text", person!.phone!))[0]!))
      .all();
    expect(ledger.map((row) => row.statement)).not.toContainEqual(expect.stringMatching(/^registry:/));
  });

  it("adds no one when the box is not ticked, and the topic only when it is one of the list's", async () => {
    const unticked = message({ registryConsent: undefined });
    expect((await postJson("/api/inquiries", unticked)).status).toBe(201);
    expect(await byEmail(unticked.email)).toEqual([]);

    const other = message({ interest: "other" });
    expect((await postJson("/api/inquiries", other)).status).toBe(201);
    expect((await byEmail(other.email))[0]?.topics).toBe("[]");
  });

  it("refuses a statement version that does not exist, storing nothing", async () => {
    const body = message({ registryConsent: "2020-01-01" });
    const res = await postJson("/api/inquiries", body);
    expect(res.status).toBe(400);
    expect((await res.json<FieldErrors>()).error.fields.registryConsent).toEqual(["invalid"]);
    expect(await byEmail(body.email)).toEqual([]);
    expect(await db.select().from(inquiries).where(eq(inquiries.message, body.message)).all()).toEqual([]);
  });

  it("adds the person once when the same submission or the same words come again", async () => {
    const body = message({ submissionId: crypto.randomUUID() });
    const [first, second] = await Promise.all([postJson("/api/inquiries", body), postJson("/api/inquiries", body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await postJson("/api/inquiries", { ...body, submissionId: crypto.randomUUID() })).status).toBe(201);
    expect(await byEmail(body.email)).toHaveLength(1);
  });

  it("keeps nothing for a bot that fills the honeypot", async () => {
    const body = message({ website: "https://spam.example" });
    expect((await postJson("/api/inquiries", body)).status).toBe(201);
    expect(await byEmail(body.email)).toEqual([]);
  });

  it("flags someone already on the list under the same address for staff, never merging them", async () => {
    const body = message();
    const earlier = await db
      .insert(volunteers)
      .values({
        reference: `R-TEST-${String(counter).padStart(4, "2")}`,
        name: "Rosa Q.",
        nameKey: "rosa q",
        email: body.email.toLowerCase(),
        language: "es",
        topics: "[]",
        channels: '["email"]',
        source: "event_sheet",
        consentStatement: CURRENT_REGISTRY_STATEMENT,
        consentAt: "2026-06-01T00:00:00.000Z",
        consentEndsAt: "2027-06-01T00:00:00.000Z",
        createdAt: "2026-06-01T00:00:00.000Z",
        updatedAt: "2026-06-01T00:00:00.000Z",
      })
      .returning({ id: volunteers.id })
      .get();
    expect((await postJson("/api/inquiries", body)).status).toBe(201);
    const people = await byEmail(body.email);
    expect(people.map((p) => [p.name, p.possibleDuplicateOf])).toEqual([
      ["Rosa Q.", null],
      ["Rosa Elena Quintero", earlier.id],
    ]);
  });
});

describe("the contact form without JavaScript", () => {
  const ASSETS = assetStoreWith({ build: "build-registry-box", template: PAGE_TEMPLATE, preloads: {} }, {});

  it("takes the ticked box like the API, from the English page", async () => {
    counter += 1;
    const email = `plain${counter}@example.com`;
    const fields = new URLSearchParams({
      name: "Ana Ruiz",
      email,
      phone: "(760) 555-0177",
      message: `Quisiera información (${counter})`,
      consent: "on",
      registry: "on",
    });
    const res = await postPlainForm("/contact", fields.toString(), { ASSETS });
    expect(res.status).toBe(303);
    const [person] = await byEmail(email);
    expect(person).toMatchObject({ source: "web", language: "en", consentStatement: CURRENT_REGISTRY_STATEMENT });
    const consents = await db.select().from(volunteerConsents).where(eq(volunteerConsents.volunteerId, person!.id)).all();
    expect(consents.map((c) => c.how)).toEqual(["/contact"]);
  });
});
