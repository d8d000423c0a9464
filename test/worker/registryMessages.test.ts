/**
 * The registry's own messages (issue #39, docs/registry.md, "Messages"): the confirmation after joining, with
 * the signed link to the person's page, and the renewal a month before the yes ends, which a "SÍ"/"YES" or the
 * link renews. Each goes at most once, in the person's language, and only while their yes and the channel are
 * open. Real requests to the Worker in workerd; Twilio is the local stand-in, e-mail a recording binding.
 */
import { SELF, env } from "cloudflare:test";
import { and, eq, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinicToday } from "../../contract/clinicTime";
import type { VolunteerEnteredDto } from "../../contract/volunteerSheet";
import { nextTextingTime } from "../../contract/quietHours";
import { smsSegments } from "../../contract/smsSegments";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT, consentEndsAt } from "../../contract/volunteers";
import type { VolunteerDetailDto } from "../../contract/volunteerList";
import { volunteerConsents, volunteerMessages, volunteers } from "../../worker/db/schema";
import { consentOf, recordConsent } from "../../worker/messaging/consent";
import { addressHash, addressHashes, readRegistryToken } from "../../worker/messaging/keys";
import { registryChannelOpen, renewConsent } from "../../worker/volunteers/consent";
import { queueRenewals } from "../../worker/volunteers/messages/queue";
import { insertWhere } from "../../worker/db/insertWhere";
import { sendDueVolunteerMessages } from "../../worker/volunteers/messages/send";
import { newReference } from "../../worker/volunteers/reference";
import {
  API,
  authed,
  fetchWithBindings,
  json,
  recordingEmail,
  signedInAdmin,
  twilioWebhook,
  useTwilioStandIn,
  type SentEmail,
} from "./helpers";

const db = drizzle(env.DB);
const DAY = 86_400_000;
// In texting hours (texts at night wait for 8 a.m., which is not what these tests are about).
const now = nextTextingTime(new Date(Date.now() + 60_000));
let twilio: ReturnType<typeof useTwilioStandIn>;
let counter = 0;
let staff = "";
beforeAll(async () => {
  staff = (await signedInAdmin()).token;
});
beforeEach(() => {
  twilio = useTwilioStandIn();
});

const number = () => `+1760555${String(3000 + (counter += 1))}`;
const textsTo = (to: string) => twilio.texts.filter((text) => text.to === to);

/** Sends what is due, with e-mails recorded. */
async function sendDue() {
  const email = recordingEmail();
  const counts = await sendDueVolunteerMessages({ ...env, EMAIL: email.binding }, now);
  return { counts, emails: email.sent };
}

/** Joins through the API as the page does; what the request sends right after it answered is awaited and recorded. */
async function join(body: Record<string, unknown>, emails: SentEmail[] = []) {
  const email = recordingEmail();
  const res = await fetchWithBindings(
    "/api/registry",
    {
      ...json("POST", {
        name: "Rosa Mensajes",
        language: "es",
        topics: ["diabetes"],
        consent: true,
        consentVersion: CURRENT_REGISTRY_STATEMENT,
        ...body,
      }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${(counter % 200) + 20}` },
    },
    { EMAIL: email.binding },
  );
  expect(res.status).toBe(201);
  emails.push(...email.sent);
  return (await res.json<VolunteerEnteredDto>()).reference;
}

const messagesOf = (reference: string) =>
  db
    .select({
      kind: volunteerMessages.kind,
      channel: volunteerMessages.channel,
      status: volunteerMessages.status,
      reason: volunteerMessages.failureReason,
    })
    .from(volunteerMessages)
    .innerJoin(volunteers, eq(volunteers.id, volunteerMessages.volunteerId))
    .where(eq(volunteers.reference, reference))
    .all();

/** A health-fair sheet typed by staff today, with its box for texts ticked. */
const enterTextSheet = (phone: string, name: string) =>
  fetchWithBindings(
    "/api/registry/people",
    authed(staff, {
      ...json("POST", {
        source: "event_sheet",
        how: "Feria de salud, Calexico",
        signedOn: clinicToday(),
        consentVersion: CURRENT_REGISTRY_STATEMENT,
        name: name,
        phone,
        language: "es",
        topics: [],
        channels: ["text"],
        textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
      }),
    }),
    {},
  );

describe("the confirmation after joining", () => {
  it("goes by e-mail in the person's language with the signed link, and by text asking for YES", async () => {
    const phone = number();
    const address = `rosa.${counter}@example.com`;
    const emails: SentEmail[] = [];
    const reference = await join(
      { phone, email: address, channels: ["text", "email"], textConsent: true, textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT },
      emails,
    );
    emails.push(...(await sendDue()).emails);
    expect((await messagesOf(reference)).map(({ channel, status }) => `${channel}:${status}`).sort()).toEqual(["email:sent", "text:sent"]);
    const link = /(https?:\/\/\S+\/es\/registry\/me\?t=\S+)/.exec(emails.find((sent) => sent.to === address)!.text)![1]!;
    // The link stands for this person (its page asks for a code first: test/worker/registrySelf.test.ts).
    expect(await readRegistryToken(env, new URL(link).searchParams.get("t")!)).toBe(reference);

    const mail = emails.find((sent) => sent.to === address)!;
    expect(mail.subject).toBe("Ya está en nuestra lista");
    expect(mail.text).toContain(`Su número de referencia es ${reference}.`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Recibió este correo porque se unió a nuestra lista.");
    // A registry e-mail belongs to no inquiry: no reply address that would file a reply somewhere.
    expect(mail.replyTo).toBeUndefined();
    // Nothing is sent twice.
    expect((await sendDue()).counts.sent).toBe(0);
    // Its unsubscribe link stands for the address alone (no inquiry), and stops the registry's e-mails.
    const unsubscribe = /\/unsubscribe\?t=(\S+)/.exec(mail.text)![1]!;
    expect((await SELF.fetch(`${API}/messages/unsubscribe?t=${unsubscribe}`, { method: "POST" })).status).toBe(200);
    const person = await db.select().from(volunteers).where(eq(volunteers.reference, reference)).get();
    expect(await registryChannelOpen(env, db, person!, "email")).toBe(false);
    // Texts wait for the number's own YES (double opt-in): the website's form is anyone's to fill.
    expect(await registryChannelOpen(env, db, person!, "text")).toBe(false);
  });

  it("is double opt-in: the text names the program, frequency, rates, HELP and STOP and asks for YES; only the YES opens texts", async () => {
    const phone = number();
    const reference = await join({ phone, channels: ["text"], textConsent: true, textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT });
    await sendDue();
    const [asked] = textsTo(phone);
    expect(asked!.body).toMatch(
      /^Frontera Research: para recibir textos de nuestra lista de investigacion, responda SI\. Hasta 4 mensajes al mes\. Pueden aplicar tarifas de mensajes y datos\. Responda AYUDA para ayuda o PARAR para no recibir mas\. Para ver o dejar la lista: https?:\/\/\S+\/es\/registry\/me\?t=\S+$/,
    );
    expect(smsSegments(asked!.body).segments).toBeLessThanOrEqual(3);
    // Nothing in the ledger for the number until it answers: a typed number is no one's yes.
    expect(await consentOf(db, "text", await addressHashes(env, "text", phone))).toBeNull();
    const before = await db.select().from(volunteers).where(eq(volunteers.reference, reference)).get();
    expect(before!.textConfirmedAt).toBeNull();
    expect(await registryChannelOpen(env, db, before!, "text")).toBe(false);
    // HELP says the list's own frequency (4), not the contact form's (10), once the number is the list's.
    const textIn = (body: string, sid: string) =>
      twilioWebhook(
        "/api/sms/inbound",
        { MessageSid: `SM${sid.repeat(32)}`, From: phone, To: "+17605550142", Body: body, NumMedia: "0" },
        {},
      );

    const yes = await textIn("Sí", "5");
    expect(await yes.text()).toContain(
      "<Message>Frontera Research: gracias. Recibirá mensajes de nuestra lista de investigación, hasta 4 al mes.",
    );
    const after = await db.select().from(volunteers).where(eq(volunteers.reference, reference)).get();
    expect(after!.textConfirmedAt).toEqual(expect.any(String));
    expect(await consentOf(db, "text", await addressHashes(env, "text", phone))).toBe("granted");
    expect(await registryChannelOpen(env, db, after!, "text")).toBe(true);
    expect(await (await textIn("AYUDA", "4")).text()).toContain("Hasta 4 mensajes al mes");
    // The list says so.
    const detail = await (await SELF.fetch(`${API}/registry/people/${after!.id}`, authed(staff))).json<VolunteerDetailDto>();
    expect(detail).toMatchObject({ texts: "confirmed", textsConfirmedAt: after!.textConfirmedAt });
    // A second YES is an ordinary text (a new inquiry), not a second confirmation.
    expect(await (await textIn("YES", "6")).text()).not.toContain("<Message>");
  });

  it("sends the YES text to one number once a day, however many sign-ups type it", async () => {
    const phone = number();
    const first = await join({ phone, channels: ["text"], textConsent: true, textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT });
    await sendDue();
    const second = await join({
      name: "Otra Persona",
      phone,
      channels: ["text"],
      textConsent: true,
      textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
    });
    await sendDue();
    expect(textsTo(phone)).toHaveLength(1);
    expect(await messagesOf(first)).toEqual([{ kind: "confirmation", channel: "text", status: "sent", reason: null }]);
    expect(await messagesOf(second)).toEqual([
      { kind: "confirmation", channel: "text", status: "cancelled", reason: "number_daily_limit" },
    ]);
    // The list shows who waits; the one YES confirms both entries with that number.
    const waiting = await db.select().from(volunteers).where(eq(volunteers.reference, second)).get();
    const listed = await (await SELF.fetch(`${API}/registry/people/${waiting!.id}`, authed(staff))).json<VolunteerDetailDto>();
    expect(listed.texts).toBe("awaiting_yes");
    await twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${"7".repeat(32)}`, From: phone, To: "+17605550142", Body: "si", NumMedia: "0" },
      {},
    );
    const confirmed = await db
      .select({ at: volunteers.textConfirmedAt })
      .from(volunteers)
      .where(sql`${volunteers.reference} in (${first}, ${second})`)
      .all();
    expect(confirmed.map((row) => row.at)).toEqual([expect.any(String), expect.any(String)]);
  });

  it("goes by text for a sheet whose box for texts is ticked: the statement's promises, YES and the link, in three segments", async () => {
    const phone = number();
    const res = await enterTextSheet(phone, "Lupe Hoja");
    expect(res.status).toBe(201);
    const { reference } = await res.json<VolunteerEnteredDto>();
    await sendDue();
    expect(await messagesOf(reference)).toEqual([{ kind: "confirmation", channel: "text", status: "sent", reason: null }]);
    const [text] = textsTo(phone);
    expect(text!.body).toMatch(/^Frontera Research: para recibir textos de nuestra lista de investigacion, responda SI\./);
    expect(text!.body).toContain("Hasta 4 mensajes al mes");
    expect(smsSegments(text!.body).segments).toBeLessThanOrEqual(3);
    const link = /(https?:\/\/\S+\/es\/registry\/me\?t=\S+)/.exec(text!.body)![1]!;
    // The link stands for this person (its page asks for a code first: test/worker/registrySelf.test.ts).
    expect(await readRegistryToken(env, new URL(link).searchParams.get("t")!)).toBe(reference);
    // The signed sheet is consent on the ledger at once, but the list still waits for the number's YES.
    const person = await db.select().from(volunteers).where(eq(volunteers.reference, reference)).get();
    expect(await registryChannelOpen(env, db, person!, "text")).toBe(false);
  });

  it("takes Twilio's delivery reports: forward only, a carrier's opt-out stops the number; the person shows as contacted", async () => {
    const sheet = async () => {
      const phone = number();
      const res = await enterTextSheet(phone, "Beto Hoja");
      const { reference } = await res.json<VolunteerEnteredDto>();
      return { phone, reference };
    };
    const delivered = await sheet();
    const failed = await sheet();
    await sendDue();
    const sid = async (reference: string) =>
      (await db
        .select({ providerId: volunteerMessages.providerId })
        .from(volunteerMessages)
        .innerJoin(volunteers, eq(volunteers.id, volunteerMessages.volunteerId))
        .where(eq(volunteers.reference, reference))
        .get())!.providerId!;
    const report = (reference: string, status: string, code?: string) =>
      sid(reference).then((MessageSid) =>
        twilioWebhook("/api/sms/status", { MessageSid, MessageStatus: status, ...(code ? { ErrorCode: code } : {}) }, {}),
      );
    expect((await report(delivered.reference, "delivered")).status).toBe(204);
    expect((await report(delivered.reference, "sent")).status).toBe(204);
    expect(await messagesOf(delivered.reference)).toEqual([{ kind: "confirmation", channel: "text", status: "delivered", reason: null }]);
    expect((await report(failed.reference, "undelivered", "21610")).status).toBe(204);
    expect(await messagesOf(failed.reference)).toEqual([
      { kind: "confirmation", channel: "text", status: "failed", reason: "twilio:21610" },
    ]);
    expect(await consentOf(db, "text", await addressHashes(env, "text", failed.phone))).toBe("revoked");
    expect(await consentOf(db, "text", await addressHashes(env, "text", delivered.phone))).toBe("granted");
    // "Last contacted" is when the message went, whatever the carrier said afterwards.
    const [person] = await db
      .select({ lastContactedAt: volunteers.lastContactedAt, sentAt: volunteerMessages.sentAt })
      .from(volunteers)
      .innerJoin(volunteerMessages, eq(volunteerMessages.volunteerId, volunteers.id))
      .where(eq(volunteers.reference, delivered.reference))
      .all();
    expect(person!.lastContactedAt).toEqual(expect.any(String));
    expect(person!.lastContactedAt).toBe(person!.sentAt);
    // Staff read both on the person's record.
    const id = (await db.select({ id: volunteers.id }).from(volunteers).where(eq(volunteers.reference, delivered.reference)).get())!.id;
    const detail = await (await SELF.fetch(`${API}/registry/people/${id}`, authed(staff))).json<VolunteerDetailDto>();
    expect(detail.lastContactedAt).toBe(person!.sentAt);
    expect(detail.messages).toEqual([
      { kind: "confirmation", channel: "text", status: "delivered", at: expect.any(String), failureReason: null, invitation: null },
    ]);
  });

  it("never turns texts back on for a number that said STOP, whatever the website's form says", async () => {
    const phone = number();
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", phone),
      action: "revoked",
      source: "keyword",
      statement: "PARAR",
      language: "es",
      at: new Date().toISOString(),
    });
    await join({ phone, channels: ["text"], textConsent: true, textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT });
    expect(await consentOf(db, "text", await addressHashes(env, "text", phone))).toBe("revoked");
  });

  it("is not texted without the person's own yes to texts, nor after a STOP that came before it went", async () => {
    const noTextYes = await join({ phone: number(), channels: ["phone"] });
    expect(await messagesOf(noTextYes)).toEqual([]);

    const stopped = await endingIn(300);
    await db.insert(volunteerMessages).values({
      volunteerId: stopped.id,
      kind: "confirmation",
      channel: "text",
      period: stopped.consentEndsAt,
      sendAfter: now.toISOString(),
    });
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", stopped.phone!),
      action: "revoked",
      source: "keyword",
      statement: "PARAR",
      language: "es",
      at: new Date().toISOString(),
    });
    await sendDue();
    expect(await messagesOf(stopped.reference)).toEqual([{ kind: "confirmation", channel: "text", status: "cancelled", reason: "closed" }]);
    expect(textsTo(stopped.phone!)).toEqual([]);
  });
});

/** Someone whose yes ends in `days` days, who may be texted (their own yes in the ledger) and e-mailed. */
async function endingIn(days: number, extra: Partial<typeof volunteers.$inferInsert> = {}, textYes = true) {
  const phone = number();
  const consentAt = new Date(now.getTime() - (365 - days) * DAY).toISOString();
  const [row] = await db
    .insert(volunteers)
    .values({
      reference: newReference(),
      name: `Ana Renueva ${counter}`,
      nameKey: `ana renueva ${counter}`,
      phone,
      phoneDigits: phone.slice(1),
      email: `ana.${counter}@example.com`,
      language: "es",
      channels: JSON.stringify(["email", "text"]),
      source: "web",
      consentStatement: CURRENT_REGISTRY_STATEMENT,
      consentAt,
      consentEndsAt: new Date(now.getTime() + days * DAY).toISOString(),
      // A yes to texts the number confirmed with YES (double opt-in).
      ...(textYes ? { textStatement: `registry:${CURRENT_REGISTRY_TEXT_STATEMENT}`, textConfirmedAt: consentAt } : {}),
      ...extra,
    })
    .returning();
  if (textYes)
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", phone),
      action: "granted",
      source: "registry_form",
      statement: `registry:${CURRENT_REGISTRY_TEXT_STATEMENT}`,
      language: "es",
      at: consentAt,
    });
  return row!;
}

describe("the renewal a month before the yes ends", () => {
  it("is written only by the run whose claim took: D1 reports the claim's changes() to the next statement of the batch", async () => {
    const person = await endingIn(22);
    const queue = (claimWhen: string | null) =>
      db.batch([
        db
          .update(volunteers)
          .set({ renewalSentAt: now.toISOString() })
          .where(
            and(
              eq(volunteers.id, person.id),
              claimWhen === null ? isNull(volunteers.renewalSentAt) : eq(volunteers.renewalSentAt, claimWhen),
            ),
          )
          .returning({ id: volunteers.id }),
        insertWhere(
          db,
          volunteerMessages,
          {
            volunteerId: person.id,
            kind: "renewal",
            channel: "email",
            period: person.consentEndsAt,
            status: "queued",
            createdAt: now.toISOString(),
          },
          sql`changes() = 1`,
        ).returning({ id: volunteerMessages.id }),
      ]);
    // Someone else's claim (nothing changed here): nothing written.
    expect((await queue("1999-01-01T00:00:00.000Z"))[1]).toEqual([]);
    // This run's claim: written.
    expect((await queue(null))[1]).toHaveLength(1);
  });

  it("is queued once by two runs at once, and each run counts only what it queued", async () => {
    const person = await endingIn(21);
    const renewals = async () =>
      (await db
        .select({ n: sql<number>`count(*)` })
        .from(volunteerMessages)
        .where(eq(volunteerMessages.kind, "renewal"))
        .get())!.n;
    const before = await renewals();
    const [one, two] = await Promise.all([queueRenewals(env, db, now), queueRenewals(env, db, now)]);
    expect((await renewals()) - before).toBe(one.queued + two.queued);
    expect((await messagesOf(person.reference)).filter((message) => message.kind === "renewal")).toHaveLength(1);
  });

  it("goes once, by text when it may; a 'SÍ' renews for twelve months and is answered", async () => {
    const ana = await endingIn(20);
    const notYet = await endingIn(45);
    await queueRenewals(env, db, now);
    await queueRenewals(env, db, now);
    await sendDue();
    const [renewal] = textsTo(ana.phone!);
    expect(textsTo(ana.phone!)).toHaveLength(1);
    expect(textsTo(notYet.phone!)).toEqual([]);
    expect(renewal!.body).toMatch(
      /^Frontera Research: su permiso para estar en nuestra lista de investigacion vence el \d+ de \w+ de \d{4}\. Para seguir en ella, responda SI o abra https?:\/\/\S+\/es\/registry\/me\?t=\S+ Responda PARAR/,
    );
    expect(smsSegments(renewal!.body).segments).toBeLessThanOrEqual(3);

    const reply = await twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`, From: ana.phone!, To: "+17605550142", Body: "Sí", NumMedia: "0" },
      {},
    );
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain("gracias. Usted sigue en nuestra lista hasta el");
    const renewed = await db.select().from(volunteers).where(eq(volunteers.id, ana.id)).get();
    expect(Date.parse(renewed!.consentEndsAt)).toBeGreaterThan(Date.now() + 360 * DAY);
    expect(renewed!.renewalSentAt).toBeNull();
    const history = await db.select().from(volunteerConsents).where(eq(volunteerConsents.volunteerId, ana.id)).all();
    expect(history.at(-1)).toMatchObject({ action: "renewed", how: "SMS: SÍ", actorId: null });
    expect(renewed!.consentEndsAt).toBe(consentEndsAt(renewed!.consentAt, 12));
    // A second "SÍ" is an ordinary text now (no renewal was asked for): nothing is renewed again.
    const again = await twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`, From: ana.phone!, To: "+17605550142", Body: "SI", NumMedia: "0" },
      {},
    );
    expect(await again.text()).not.toContain("sigue en nuestra lista");
    const after = await db.select().from(volunteerConsents).where(eq(volunteerConsents.volunteerId, ana.id)).all();
    expect(after).toHaveLength(history.length);
  });

  it("goes by e-mail when texts are not open, and not at all when neither is (staff see 'Renewal due')", async () => {
    const byEmail = await endingIn(10, {}, false);
    const phoneOnly = await endingIn(10, { channels: JSON.stringify(["phone"]) }, false);
    const counts = await queueRenewals(env, db, now);
    expect(counts.unreachable).toBeGreaterThanOrEqual(1);
    const { emails } = await sendDue();
    const mail = emails.find((sent) => sent.to === byEmail.email)!;
    expect(mail.subject).toBe("¿Quiere seguir en nuestra lista?");
    expect(mail.text).toMatch(
      /Para seguir en la lista, abra este enlace y oprima "Seguir en la lista": https?:\/\/\S+\/es\/registry\/me\?t=/,
    );
    expect(mail.text).toContain("Sus datos se borran 30 días después.");
    expect(textsTo(byEmail.phone!)).toEqual([]);
    expect(emails.some((sent) => sent.to === phoneOnly.email)).toBe(false);
  });

  it("is not sent once the person renewed by the link or left, and never to someone who left", async () => {
    const renewsFirst = await endingIn(15);
    const left = await endingIn(15, { withdrawnAt: new Date().toISOString() });
    await queueRenewals(env, db, now);
    // What the page's "Stay on the list" does (worker/pages/registryMe.ts).
    expect(await renewConsent(db, renewsFirst.id, 12, "web", null)).toBe(true);
    await sendDue();
    expect(textsTo(renewsFirst.phone!)).toEqual([]);
    expect(await messagesOf(renewsFirst.reference)).toEqual([
      { kind: "renewal", channel: "text", status: "cancelled", reason: "superseded" },
    ]);
    expect(await messagesOf(left.reference)).toEqual([]);
  });

  it("leaves a 'Sí' to an open inquiry's coordinator with the inquiry, and renews nothing", async () => {
    const ana = await endingIn(20);
    await queueRenewals(env, db, now);
    await sendDue();
    await env.DB.prepare("INSERT INTO inquiries (name, email, phone, phone_digits, message, status) VALUES (?, ?, ?, ?, ?, 'contacting')")
      .bind("Ana Renueva", "ana.inquiry@example.com", ana.phone!, ana.phone!.slice(1), "Hola")
      .run();
    const reply = await twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`, From: ana.phone!, To: "+17605550142", Body: "Sí", NumMedia: "0" },
      {},
    );
    expect(reply.status).toBe(200);
    expect(await reply.text()).not.toContain("sigue en nuestra lista");
    const still = await db.select().from(volunteers).where(eq(volunteers.id, ana.id)).get();
    expect(still!.consentEndsAt).toBe(ana.consentEndsAt);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM messages WHERE direction = 'in' AND body = 'Sí'").first<{ n: number }>();
    expect(stored!.n).toBeGreaterThanOrEqual(1);
  });
});
