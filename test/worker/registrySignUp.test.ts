/**
 * Joining the registry from the website (issue #39, docs/registry.md): its own consent, recorded with the
 * statement's version, language, source and time; texts only with their own yes, in the messaging ledger;
 * the contact form's abuse rules (honeypot, the network's quota, an idempotency key); a number already in the
 * registry is flagged for staff, never merged. Real requests to the Worker in workerd.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import type { VolunteerJoinedDto, VolunteerSignUpInput } from "../../contract/volunteerSignUp";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT } from "../../contract/volunteers";
import { volunteerConsents, volunteers } from "../../worker/db/schema";
import { consentOf } from "../../worker/messaging/consent";
import { addressHashes } from "../../worker/messaging/keys";
import { countingRateLimiter, postJson, type ErrorBody, type FieldErrors } from "./helpers";
import { RATE_LIMITS } from "../../contract/rateLimits";

const db = drizzle(env.DB);
let counter = 0;

/** A Spanish speaker who wants texts about diabetes, with a number of their own. */
function signUp(changes: Partial<VolunteerSignUpInput> = {}): VolunteerSignUpInput {
  counter += 1;
  return {
    name: "Rosa Elena Quintero",
    phone: `(760) 555-${String(2000 + counter).padStart(4, "0")}`,
    email: `rosa${counter}@example.com`,
    language: "es",
    birthYear: 1968,
    zip: "92243",
    topics: ["diabetes", "heart"],
    channels: ["text", "email"],
    consent: true,
    consentVersion: CURRENT_REGISTRY_STATEMENT,
    textConsent: true,
    textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
    ...changes,
  };
}

const join = (body: unknown, headers: Record<string, string> = {}) => postJson("/api/registry", body, headers);
const person = (reference: string) => db.select().from(volunteers).where(eq(volunteers.reference, reference)).get();

describe("POST /api/registry", () => {
  it("stores the person with their own consent, and their yes to texts in the messaging ledger", async () => {
    const body = signUp();
    const res = await join(body);
    expect(res.status).toBe(201);
    const { reference } = await res.json<VolunteerJoinedDto>();
    expect(reference).toMatch(/^R-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    const row = (await person(reference))!;
    expect(row).toMatchObject({
      name: "Rosa Elena Quintero",
      phone: `+1760555${body.phone!.slice(-4)}`,
      email: body.email,
      language: "es",
      birthYear: 1968,
      zip: "92243",
      topics: '["diabetes","heart"]',
      channels: '["email","text"]',
      source: "web",
      consentStatement: CURRENT_REGISTRY_STATEMENT,
      possibleDuplicateOf: null,
    });
    // Twelve months from now (REGISTRY_CONSENT_MONTHS).
    const months = (Date.parse(row.consentEndsAt) - Date.parse(row.consentAt)) / (30.44 * 86_400_000);
    expect(Math.round(months)).toBe(12);
    const consents = await db.select().from(volunteerConsents).where(eq(volunteerConsents.volunteerId, row.id)).all();
    expect(consents).toEqual([
      expect.objectContaining({
        action: "granted",
        statement: CURRENT_REGISTRY_STATEMENT,
        language: "es",
        source: "web",
        how: "/es/registry",
        actorId: null,
      }),
    ]);
    // The yes to texts is kept with the person, and reaches the ledger only with the number's own YES (double opt-in:
    // anyone can type anyone's number into the form; test/worker/registryMessages.test.ts answers it).
    expect(row).toMatchObject({ textStatement: `registry:${CURRENT_REGISTRY_TEXT_STATEMENT}`, textConfirmedAt: null });
    expect(await consentOf(db, "text", await addressHashes(env, "text", row.phone!))).toBeNull();
  });

  it("records no text opt-in for someone who wants only e-mail and calls", async () => {
    const body = signUp({ channels: ["email", "phone"], textConsent: undefined, textConsentVersion: undefined });
    const res = await join(body);
    expect(res.status).toBe(201);
    const row = (await person((await res.json<VolunteerJoinedDto>()).reference))!;
    expect(await consentOf(db, "text", await addressHashes(env, "text", row.phone!))).toBeNull();
  });

  it("refuses a sign-up without the registry's consent, contact, adult birth year or texting yes, saying which field", async () => {
    const cases: [Partial<VolunteerSignUpInput> | Record<string, unknown>, Record<string, string[]>][] = [
      [{ consent: undefined }, { consent: ["consent_required"] }],
      [{ consentVersion: "2020-01-01" as never }, { consentVersion: ["invalid"] }],
      [
        { phone: undefined, email: undefined, channels: ["email"] },
        { phone: ["phone_or_email"], email: ["required"] },
      ],
      [{ phone: undefined, channels: ["phone"] }, { phone: ["required"] }],
      [{ channels: ["text"], textConsent: undefined, textConsentVersion: undefined }, { textConsent: ["required"] }],
      [{ channels: [] }, { channels: ["required"] }],
      [{ birthYear: new Date().getUTCFullYear() - 12 }, { birthYear: ["adults_only"] }],
      [{ zip: "9224" }, { zip: ["invalid_zip"] }],
      [{ topics: ["astrology" as never] }, { "topics.0": ["invalid"] }],
      [{ phone: "12" }, { phone: ["invalid_phone"] }],
      [{ consentToStudies: true }, { consentToStudies: ["unknown_field"] }],
    ];
    const before = (await db.select({ id: volunteers.id }).from(volunteers).all()).length;
    for (const [changes, fields] of cases) {
      const res = await join({ ...signUp(), ...changes });
      expect(res.status, JSON.stringify(changes)).toBe(400);
      expect((await res.json<FieldErrors>()).error.fields).toEqual(fields);
    }
    // A number that looks like one but no carrier could reach: refused after the schema, before anything is stored.
    const unreachable = await join(signUp({ phone: "(160) 555-0101" }));
    expect(unreachable.status).toBe(400);
    expect((await unreachable.json<FieldErrors>()).error.fields).toEqual({ phone: ["invalid_phone"] });
    expect((await db.select({ id: volunteers.id }).from(volunteers).all()).length).toBe(before);
  });

  it("answers the same submission sent again, or the same number again within minutes, with the first reference", async () => {
    const body = signUp({ submissionId: crypto.randomUUID() });
    const [first, again] = await Promise.all([join(body), join(body)]);
    const a = await first.json<VolunteerJoinedDto>();
    const b = await again.json<VolunteerJoinedDto>();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(b.reference).toBe(a.reference);
    // A reloaded page makes a new submission id; the same number minutes later is still the same sign-up.
    const reloaded = await join({ ...body, submissionId: crypto.randomUUID() });
    expect((await reloaded.json<VolunteerJoinedDto>()).reference).toBe(a.reference);
    expect((await db.select().from(volunteers).where(eq(volunteers.email, body.email!)).all()).length).toBe(1);
  });

  it("never hands a second person the first one's reference: another name with the number minutes later is flagged", async () => {
    const first = signUp();
    const firstRef = (await (await join(first)).json<VolunteerJoinedDto>()).reference;
    const other = await join(signUp({ phone: first.phone, email: undefined, channels: ["text"], name: "Otra Persona" }));
    expect(other.status).toBe(201);
    const otherRef = (await other.json<VolunteerJoinedDto>()).reference;
    expect(otherRef).not.toBe(firstRef);
    expect((await person(otherRef))!.possibleDuplicateOf).toBe((await person(firstRef))!.id);
  });

  it("flags a second person on a number already in the registry for staff, and changes nothing of the first", async () => {
    const first = signUp();
    const firstRef = (await (await join(first)).json<VolunteerJoinedDto>()).reference;
    const before = await person(firstRef);
    // Days later (the repeat window passed): someone else types the same number with other topics.
    await db
      .update(volunteers)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() })
      .where(eq(volunteers.reference, firstRef));
    const second = await join(signUp({ phone: first.phone, name: "Otra Persona", topics: ["chronic-pain"] }));
    expect(second.status).toBe(201);
    const secondRef = (await second.json<VolunteerJoinedDto>()).reference;
    expect(secondRef).not.toBe(firstRef);
    expect((await person(secondRef))!.possibleDuplicateOf).toBe(before!.id);
    // Only the backdated join time and the welcome to the first (sent after they joined) differ.
    const after = (await person(firstRef))!;
    expect(after).toEqual({ ...before, createdAt: after.createdAt, lastContactedAt: after.lastContactedAt });
    expect((await person(firstRef))!.topics).toBe('["diabetes","heart"]');
  });

  it("answers a filled honeypot as anyone, and keeps nothing", async () => {
    const body = signUp({ website: "http://spam.example" });
    const res = await join(body);
    expect(res.status).toBe(201);
    expect((await res.json<VolunteerJoinedDto>()).reference).toMatch(/^R-/);
    expect(await db.select().from(volunteers).where(eq(volunteers.email, body.email!)).all()).toEqual([]);
  });

  it("holds a network to the contact form's quota (5 a minute), counting only valid sign-ups", async () => {
    const limiter = countingRateLimiter("INQUIRY_RATE_LIMITER");
    const ip = "203.0.113.77";
    const joinFrom = (body: unknown) => postJson("/api/registry", body, { "CF-Connecting-IP": ip }, limiter.bindings);
    for (let i = 0; i < 3; i++) expect((await joinFrom({ ...signUp(), consent: undefined })).status).toBe(400);
    for (let i = 0; i < RATE_LIMITS.INQUIRY_RATE_LIMITER.limit; i++) expect((await joinFrom(signUp())).status).toBe(201);
    const refused = await joinFrom(signUp());
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await refused.json<ErrorBody>()).error.code).toBe("rate_limited");
    // Only the valid ones were counted, under the list's own key for that network.
    expect(limiter.keys).toEqual(Array.from({ length: 6 }, () => "registry:203.0.113.77"));
  });

  it("takes only JSON of a sensible size", async () => {
    expect((await join("name=x", { "Content-Type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await join({ ...signUp(), name: "x".repeat(9000) })).status).toBe(413);
    expect((await join("{not json")).status).toBe(400);
  });
});
