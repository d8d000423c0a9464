/**
 * Campaigns (issue #40, docs/campaigns.md): an admin invites an audience of the list for future studies to one
 * study with an approved template; the queue's consumer sends at the configured pace, once per person, only in
 * texting hours in the person's time and only while their yes stands; replies become inquiries due now; the
 * funnel adds up. Real requests to the Worker in workerd; the queue is recorded (its messages are handed to the
 * consumer as Queues would), Twilio is the local stand-in, e-mail a recording binding.
 */
import { env, SELF } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AudienceCount, CampaignCreatedDto, CampaignDetailDto, CampaignInput, CampaignPersonDto } from "../../contract/campaigns";
import { localTimeToInstant } from "../../contract/businessTime";
import { clinicToday, DAY_MS, nextLocalDay } from "../../contract/clinicTime";
import type { TemplateDto, TemplateInput } from "../../contract/messageTemplates";
import type { VolunteerDetailDto } from "../../contract/volunteerList";
import type { CreatedInquiryDto } from "../../contract/inquiry";
import { campaigns, inquiries, messages, volunteerMessages, volunteers } from "../../worker/db/schema";
import { sendCampaignMessage } from "../../worker/campaigns/consumer";
import type { CampaignQueueMessage } from "../../worker/campaigns/enqueue";
import { reserveSlot, pacer } from "../../worker/campaigns/pace";
import { campaignSettings } from "../../worker/campaigns/settings";
import { sweepCampaigns } from "../../worker/campaigns/sweep";
import { runCampaignPlanStep } from "../../worker/campaigns/plan";
import type { CampaignPlanStep, StepMessage } from "../../worker/queues/steps";
import { recordConsent } from "../../worker/messaging/consent";
import { addressHash } from "../../worker/messaging/keys";
import { sendDueVolunteerMessages } from "../../worker/volunteers/messages/send";
import {
  approvedTemplate,
  auditEntries,
  fetchWithBindings,
  json,
  loginAsNewAdmin,
  recordingEmail,
  recordingSteps,
  staffApi,
  twilioWebhook,
  useTwilioStandIn,
  insertListPerson,
} from "./helpers";

const db = drizzle(env.DB);
let twilio: ReturnType<typeof useTwilioStandIn>;
let queue = recordingQueue();
let steps = recordingSteps();
let adminToken = "";
let coordinatorToken = "";
let template: TemplateDto;
let counter = 0;

/** The queue binding as the producer sees it: what was sent, with each message's delay. */
function recordingQueue() {
  const sent: MessageSendRequest<CampaignQueueMessage>[] = [];
  const binding = {
    async send(body: CampaignQueueMessage, options?: QueueSendOptions) {
      sent.push({ body, ...options });
    },
    async sendBatch(messages: Iterable<MessageSendRequest<CampaignQueueMessage>>) {
      sent.push(...messages);
    },
  } as unknown as Queue;
  /** Hands every message sent so far to the consumer, as Queues delivers them (then forgets them). */
  const drain = async (deps: Parameters<typeof sendCampaignMessage>[2] = {}, bindings: Partial<Env> = {}) => {
    const taken = sent.splice(0);
    const counts = [];
    for (const message of taken)
      counts.push(
        await sendCampaignMessage({ ...env, CAMPAIGN_QUEUE: binding, ...bindings }, message.body, { pace: async () => {}, ...deps }),
      );
    return counts;
  };
  return { sent, binding, drain };
}

const admin = staffApi(
  () => adminToken,
  () => ({ CAMPAIGN_QUEUE: queue.binding, STEP_QUEUE: steps.binding }),
);
const coordinator = staffApi(() => coordinatorToken);

// The sends happen on a day after tomorrow in California, later than any row a test starts (whatever day it runs).
const day = nextLocalDay(nextLocalDay(clinicToday()));
const dayAfter = nextLocalDay(day);
const at = (time: string, date = day) => new Date(localTimeToInstant(date, time));
// 1 p.m. in California: texting hours everywhere in the US.
const afternoon = at("13:00");

beforeAll(async () => {
  adminToken = await loginAsNewAdmin("admin");
  coordinatorToken = await loginAsNewAdmin("coordinator");
  twilio = useTwilioStandIn();
  const draft = await admin(
    "/message-templates",
    json("POST", {
      name: "Heart study invitation",
      // It says "study": not a first contact's words, so the board's approval of exactly these words is what allows it.
      firstContact: false,
      purpose: "campaign_invitation",
      body: {
        en: "{clinic}: a new study may fit you. Reply YES to hear more, or call {phone}.",
        es: "{clinic}: un nuevo estudio puede ser para usted. Conteste SI para saber mas, o llame al {phone}.",
      },
      subject: { en: "A study that may fit you", es: "Un estudio que puede ser para usted" },
    } satisfies TemplateInput),
  );
  expect(draft.status).toBe(201);
  template = await approvedTemplate(admin, await draft.json<TemplateDto>(), "IRB-2026-77");
});

beforeEach(async () => {
  twilio = useTwilioStandIn();
  queue = recordingQueue();
  steps = recordingSteps();
  // Each test starts with no one on the list and no campaign (the tests count audiences).
  await db.batch([db.delete(volunteerMessages), db.delete(volunteers), db.delete(campaigns), db.run(sql`delete from send_pace`)]);
});

type Person = { id: number; phone: string; email: string };

/** Someone on the list, with a yes to texts in the ledger unless told otherwise. */
async function person(
  values: Omit<Partial<typeof volunteers.$inferInsert>, "phone"> & { textYes?: boolean; areaCode?: string } = {},
): Promise<Person> {
  counter += 1;
  const { textYes = true, areaCode = "760", ...rest } = values;
  const phone = `+1${areaCode}555${String(1000 + counter).padStart(4, "0")}`;
  const email = `persona${counter}@example.com`;
  const at = new Date(Date.now() - DAY_MS).toISOString();
  const id = await insertListPerson({
    name: `Persona ${counter}`,
    nameKey: `persona ${counter}`,
    phone,
    email,
    birthYear: 1970,
    zip: "92243",
    topics: JSON.stringify(["heart"]),
    channels: JSON.stringify(["text", "email"]),
    textYes,
    ...rest,
  });
  if (textYes)
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", phone),
      action: "granted",
      source: "registry_form",
      statement: "registry:2026-11-26",
      language: "es",
      at,
    });
  return { id, phone, email };
}

async function create(changes: Partial<CampaignInput> = {}) {
  const res = await admin(
    "/campaigns",
    json("POST", {
      name: "Heart study, November",
      study: "FINALITY-HF",
      templateId: template.id,
      channel: "text",
      ...changes,
    } satisfies CampaignInput),
  );
  return res;
}

async function started(changes: Partial<CampaignInput> = {}) {
  const res = await create(changes);
  expect(res.status).toBe(201);
  const { id } = await res.json<CampaignCreatedDto>();
  const start = await admin(`/campaigns/${id}/start`, { method: "POST" });
  expect(start.status).toBe(200);
  // The start's steps write the recipients and enqueue them (worker/campaigns/plan.ts).
  await steps.drain({ CAMPAIGN_QUEUE: queue.binding });
  return id;
}

const rowsOf = (campaignId: number) =>
  db
    .select({
      id: volunteerMessages.id,
      volunteerId: volunteerMessages.volunteerId,
      status: volunteerMessages.status,
      reason: volunteerMessages.failureReason,
      sendAfter: volunteerMessages.sendAfter,
    })
    .from(volunteerMessages)
    .where(eq(volunteerMessages.campaignId, campaignId))
    .orderBy(volunteerMessages.id)
    .all();

const detail = async (id: number) => (await admin(`/campaigns/${id}`)).json<CampaignDetailDto>();

describe("making a campaign", () => {
  it("counts the audience by language and channel; only admins make one", async () => {
    await person();
    await person();
    await person({ language: "en" });
    const res = await create();
    expect(res.status).toBe(201);
    const body = await res.json<CampaignCreatedDto>();
    expect(body.audience).toEqual({ count: 3, byLanguage: { en: 1, es: 2 }, byChannel: { text: 3, email: 0 } });
    expect((await auditEntries("campaign_created")).at(-1)).toMatchObject({ target_id: String(body.id) });

    const refused = await coordinator(
      "/campaigns",
      json("POST", { name: "x", study: "FINALITY-HF", templateId: template.id, channel: "text" }),
    );
    expect(refused.status).toBe(403);
    // Coordinators watch: the list and a campaign are theirs to read.
    expect((await coordinator("/campaigns")).status).toBe(200);
    expect((await coordinator(`/campaigns/${body.id}`)).status).toBe(200);
    expect((await coordinator(`/campaigns/${body.id}/start`, { method: "POST" })).status).toBe(403);
  });

  it("refuses a study that is not open, a template not approved or not made for invitations, and bad input", async () => {
    const unknownStudy = await create({ study: "NOPE-1" });
    expect(unknownStudy.status).toBe(400);
    expect(await unknownStudy.json()).toMatchObject({ error: { fields: { study: ["unknown_study"] } } });

    const general = await admin(
      "/message-templates",
      json("POST", {
        name: "General",
        firstContact: true,
        body: { en: "Hi from {clinic}.", es: "Hola de {clinic}." },
        subject: { en: "Hi", es: "Hola" },
      }),
    );
    const generalId = (await general.json<TemplateDto>()).id;
    expect(await (await create({ templateId: generalId })).json()).toMatchObject({ error: { fields: { templateId: ["wrong_purpose"] } } });

    const unapproved = await admin(
      "/message-templates",
      json("POST", {
        name: "Draft invitation",
        firstContact: true,
        purpose: "campaign_invitation",
        body: { en: "{clinic}: reply YES.", es: "{clinic}: conteste SI." },
        subject: { en: "Hi", es: "Hola" },
      }),
    );
    const draftId = (await unapproved.json<TemplateDto>()).id;
    expect(await (await create({ templateId: draftId })).json()).toMatchObject({ error: { fields: { templateId: ["not_approved"] } } });

    const bad = await admin(
      "/campaigns",
      json("POST", { name: "x", study: "FINALITY-HF", templateId: template.id, channel: "fax", audience: { zips: ["9"] } }),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: "validation_failed", fields: { channel: ["invalid"], "audience.zips.0": ["invalid"] } },
    });
    expect(await db.select().from(campaigns).all()).toHaveLength(0);
  });

  it("narrows the audience by topic, language, age, ZIP, consent through the window, the texting yes and recent invitations", async () => {
    const fits = await person({ language: "es", birthYear: 1960, zip: "92243", topics: JSON.stringify(["heart", "diabetes"]) });
    await person({ topics: JSON.stringify(["diabetes"]) }); // another topic
    await person({ language: "en" }); // another language
    await person({ birthYear: 1995 }); // 31: another age band
    await person({ zip: "92101" }); // another ZIP
    await person({ consentEndsAt: new Date(Date.now() + 3 * DAY_MS).toISOString() }); // ends inside the send window
    await person({ withdrawnAt: new Date().toISOString() }); // left
    await person({ textYes: false }); // on the list, but never said yes to texts
    await person({ textConfirmedAt: null }); // said yes to texts, but the number never answered YES (double opt-in)
    const stopped = await person();
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", stopped.phone),
      action: "revoked",
      source: "keyword",
      statement: "PARAR",
      language: "es",
      at: new Date().toISOString(),
    });
    const audience: CampaignInput["audience"] = {
      topics: ["heart"],
      languages: ["es"],
      ageBands: ["60-74"],
      zips: ["922"],
      notInvitedDays: 30,
    };
    const counted = await admin("/campaigns/audience", json("POST", { study: "FINALITY-HF", channel: "text", audience }));
    expect(await counted.json()).toMatchObject({ count: 1 });
    const id = await started({ audience });
    expect((await rowsOf(id)).map((row) => row.volunteerId)).toEqual([fits.id]);
    // By e-mail, the texting yes is not needed: the one who never said yes to texts is in (the same filters otherwise).
    const byEmail = await admin(
      "/campaigns/audience",
      json("POST", { study: "FINALITY-HF", channel: "email", audience: { notInvitedDays: 0 } }),
    );
    // Everyone but the one who left and the one whose yes ends within the window (planned is not invited: nothing went yet).
    expect((await byEmail.json<AudienceCount>()).count).toBe(8);
  });
});

describe("sending", () => {
  it("writes one row per person, enqueues them, sends each once at the pace, and is done", async () => {
    const people = [await person(), await person({ language: "en" }), await person()];
    const id = await started();
    expect(await rowsOf(id)).toHaveLength(3);
    expect(queue.sent.flatMap((message) => message.body.ids)).toEqual((await rowsOf(id)).map((row) => row.id));
    // Starting twice is refused, and writes nothing more.
    expect((await admin(`/campaigns/${id}/start`, { method: "POST" })).status).toBe(409);
    expect(await rowsOf(id)).toHaveLength(3);

    const copy = [...queue.sent];
    await queue.drain({ now: () => afternoon });
    expect(twilio.texts.map((text) => text.to).sort()).toEqual(people.map((p) => p.phone).sort());
    const spanish = twilio.texts.find((text) => text.to === people[0]!.phone)!;
    expect(spanish.body).toMatch(
      /^Frontera Research: un nuevo estudio puede ser para usted\. Conteste SI para saber mas, o llame al .+\.\n.*PARAR/,
    );
    expect(spanish.body).toBe((await detail(id)).preview.es.body);
    // The pace the start dialog states: wrangler.toml's settings, a minute's worth and a day's cap.
    expect((await detail(id)).pace).toEqual({ perMinute: 60, segmentsPerDay: 2000 });
    expect(twilio.texts.find((text) => text.to === people[1]!.phone)!.body).toBe((await detail(id)).preview.en.body);
    expect(spanish.validityPeriod).toBe(3600);

    // A redelivered message (Queues delivers at least once) sends nothing twice.
    queue.sent.push(...copy);
    await queue.drain({ now: () => afternoon });
    expect(twilio.texts).toHaveLength(3);
    const campaign = await detail(id);
    expect(campaign.state).toBe("done");
    expect(campaign.funnel.total).toMatchObject({ audience: 3, sent: 3, failed: 0, not_sent: 0 });
    const contacted = await db.select({ at: volunteers.lastContactedAt }).from(volunteers).where(eq(volunteers.id, people[0]!.id)).get();
    expect(contacted?.at).toBe(afternoon.toISOString());
  });

  it("never sends twice after a crash mid-send: the claimed row is given up as unconfirmed", async () => {
    await person();
    const id = await started();
    const [row] = await rowsOf(id);
    // A consumer claimed it, then its Worker died before recording the send.
    await db
      .update(volunteerMessages)
      .set({ status: "sending", claimedAt: afternoon.toISOString() })
      .where(eq(volunteerMessages.id, row!.id));
    await queue.drain({ now: () => afternoon });
    expect(twilio.texts).toHaveLength(0);
    await sendDueVolunteerMessages(env, new Date(afternoon.getTime() + 3 * 60_000));
    expect((await rowsOf(id))[0]).toMatchObject({ status: "failed", reason: "unconfirmed" });
  });

  it("pause stops within the batch and keeps the rest queued; resume sends them; cancel leaves nothing queued", async () => {
    for (let i = 0; i < 5; i += 1) await person();
    const id = await started();
    let sends = 0;
    // The admin presses Pause while the second text goes.
    await queue.drain({
      now: () => afternoon,
      pace: async () => {
        sends += 1;
        if (sends === 2) expect((await admin(`/campaigns/${id}/pause`, { method: "POST" })).status).toBe(200);
      },
    });
    expect(twilio.texts).toHaveLength(2);
    expect((await rowsOf(id)).filter((row) => row.status === "queued")).toHaveLength(3);
    expect((await detail(id)).state).toBe("paused");

    const resumed = await admin(`/campaigns/${id}/resume`, { method: "POST" });
    expect(await resumed.json()).toMatchObject({ state: "running", enqueued: 3 });
    let more = 0;
    await queue.drain({
      now: () => afternoon,
      pace: async () => {
        more += 1;
        if (more === 2) expect((await admin(`/campaigns/${id}/cancel`, { method: "POST" })).status).toBe(200);
      },
    });
    // The one in flight when Cancel was pressed went; the last was cancelled, and nothing is queued.
    expect(twilio.texts).toHaveLength(4);
    const rows = await rowsOf(id);
    expect(rows.filter((row) => row.status === "queued")).toHaveLength(0);
    expect(rows.filter((row) => row.status === "cancelled").map((row) => row.reason)).toEqual(["campaign_cancelled"]);
    const campaign = await detail(id);
    expect(campaign.state).toBe("cancelled");
    expect(campaign.funnel.total).toMatchObject({ audience: 5, sent: 4, not_sent: 1 });
    expect((await admin(`/campaigns/${id}/resume`, { method: "POST" })).status).toBe(409);
  });

  it("does not text anyone who said STOP, or whose yes changed, after the campaign started", async () => {
    const stops = await person();
    const restarts = await person();
    const stays = await person();
    const id = await started();
    const bindings = { CAMPAIGN_QUEUE: queue.binding };
    expect(
      (
        await twilioWebhook(
          "/api/sms/inbound",
          { From: stops.phone, To: "+17605550100", Body: "PARAR", MessageSid: `SM${"1".repeat(32)}` },
          bindings,
        )
      ).status,
    ).toBe(200);
    // STOP then START: texts are open again, but what they agreed to changed after the start.
    await twilioWebhook(
      "/api/sms/inbound",
      { From: restarts.phone, To: "+17605550100", Body: "STOP", MessageSid: `SM${"2".repeat(32)}` },
      bindings,
    );
    await twilioWebhook(
      "/api/sms/inbound",
      { From: restarts.phone, To: "+17605550100", Body: "START", MessageSid: `SM${"3".repeat(32)}` },
      bindings,
    );
    twilio.texts.splice(0);
    await queue.drain({ now: () => afternoon });
    expect(twilio.texts.map((text) => text.to)).toEqual([stays.phone]);
    const reasons = Object.fromEntries((await rowsOf(id)).map((row) => [row.volunteerId, row.reason]));
    expect(reasons[stops.id]).toBe("closed");
    expect(reasons[restarts.id]).toBe("consent_changed");
  });

  it("holds each text to texting hours in the person's time zone and puts it back on the queue until then", async () => {
    const pacific = await person({ areaCode: "760" });
    const eastern = await person({ areaCode: "305" });
    const id = await started();
    // 8:30 p.m. in California is 11:30 p.m. in Miami.
    const evening = at("20:30");
    await queue.drain({ now: () => evening });
    expect(twilio.texts.map((text) => text.to)).toEqual([pacific.phone]);
    const waiting = (await rowsOf(id)).find((row) => row.volunteerId === eastern.id)!;
    // The next minute allowed in both zones: 8 a.m. in California (11 a.m. in Miami).
    expect(waiting).toMatchObject({ status: "queued", sendAfter: at("08:00", dayAfter).toISOString() });
    // Delayed until then: 11.5 hours (12 at most, as Queues allows; a clock change that night moves it by one).
    const delaySeconds = Math.min(43_200, (at("08:00", dayAfter).getTime() - evening.getTime()) / 1000);
    expect(queue.sent).toEqual([{ body: { campaign: id, ids: [waiting.id] }, delaySeconds }]);
    // Delivered early (a delay is at most 12 hours), it waits again; on time, it goes.
    await queue.drain({ now: () => at("07:00", dayAfter) });
    expect(twilio.texts).toHaveLength(1);
    await queue.drain({ now: () => at("08:00", dayAfter) });
    expect(twilio.texts.map((text) => text.to)).toEqual([pacific.phone, eastern.phone]);
    expect((await detail(id)).state).toBe("done");
  });

  it("keeps the per-person cap: one invitation per person in 30 days, at planning and again at send", async () => {
    const invited = await person();
    const other = await person();
    const first = await started({ name: "First" });
    await queue.drain({ now: () => afternoon });
    expect(twilio.texts).toHaveLength(2);
    // Invited a moment ago: not in the next campaign's audience, even asking for "not invited in 0 days".
    const counted = await create({ name: "Second", audience: { notInvitedDays: 0 } });
    expect((await counted.json<CampaignCreatedDto>()).audience.count).toBe(0);
    expect(first).toBeGreaterThan(0);

    // Two campaigns planned at once for the same people: the first to send wins, the other cancels at send.
    await db.delete(volunteerMessages);
    const a = await started({ name: "A" });
    const b = await started({ name: "B" });
    await queue.drain({ now: () => afternoon });
    const statuses = [...(await rowsOf(a)), ...(await rowsOf(b))]
      .map((row) => `${row.volunteerId}:${row.status}:${row.reason ?? ""}`)
      .sort();
    expect(statuses).toEqual(
      [`${invited.id}:sent:`, `${invited.id}:cancelled:person_cap`, `${other.id}:sent:`, `${other.id}:cancelled:person_cap`].sort(),
    );
  });

  it("keeps the list's promise of up to 4 texts a month to a number, whatever the campaign's settings (issue #50, item 3)", async () => {
    const full = await person();
    const room = await person();
    // Four texts of the list to the first number in the last 30 days (a confirmation, a renewal, invitations).
    const sentAt = new Date(Date.now() - 20 * DAY_MS).toISOString();
    for (const [i, kind] of (["confirmation", "renewal", "renewal", "confirmation"] as const).entries())
      await db
        .insert(volunteerMessages)
        .values({ volunteerId: full.id, kind, channel: "text", status: "sent", period: `earlier-${i}`, createdAt: sentAt, sentAt });
    const id = await started();
    await queue.drain({ now: () => afternoon });
    const outcomes = (await rowsOf(id)).map((row) => `${row.volunteerId}:${row.status}:${row.reason ?? ""}`).sort();
    expect(outcomes).toEqual([`${full.id}:cancelled:monthly_limit`, `${room.id}:sent:`].sort());
    expect(twilio.texts.map((text) => text.to)).toEqual([room.phone]);
    // CAMPAIGN_PERSON_DAYS may be stricter, never looser than the promise allows.
    expect(campaignSettings({ ...env, CAMPAIGN_PERSON_DAYS: "0" } as Env).personDays).toBe(8);
    expect(campaignSettings({ ...env, CAMPAIGN_PERSON_DAYS: "45" } as Env).personDays).toBe(45);
  });

  it("stops at the day's segment cap and goes on the next morning", async () => {
    for (let i = 0; i < 3; i += 1) await person();
    const id = await started();
    // Room for two of these texts today (the Spanish stop line's "más" makes it UCS-2: more segments than it looks).
    const segments = (await detail(id)).preview.es.segments;
    expect(segments).toBeGreaterThan(1);
    await queue.drain({ now: () => afternoon }, { CAMPAIGN_SEGMENTS_PER_DAY: String(2 * segments) } as Partial<Env>);
    expect(twilio.texts).toHaveLength(2);
    const waiting = (await rowsOf(id)).find((row) => row.status === "queued")!;
    // The next morning: 8 a.m. in California.
    expect(waiting.sendAfter).toBe(at("08:00", dayAfter).toISOString());
  });

  it("paces sends across consumers: each takes the next slot", async () => {
    const slots = [];
    for (let i = 0; i < 4; i += 1) slots.push(await reserveSlot(db, 10, 1_000_000));
    expect(slots).toEqual([1_000_000, 1_000_100, 1_000_200, 1_000_300]);
    // An idle queue starts at once.
    expect(await reserveSlot(db, 10, 5_000_000)).toBe(5_000_000);
    const wait = pacer(db, 20);
    const began = Date.now();
    for (let i = 0; i < 6; i += 1) await wait();
    // Six sends at 20 a second: the sixth no sooner than 250 ms after the first.
    expect(Date.now() - began).toBeGreaterThanOrEqual(240);
  });

  it("sends an e-mail campaign through Email Service with the unsubscribe headers", async () => {
    const reader = await person({ channels: JSON.stringify(["email"]), textYes: false });
    const id = await started({ channel: "email" });
    const email = recordingEmail();
    await queue.drain({ now: () => afternoon }, { EMAIL: email.binding });
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]).toMatchObject({ to: reader.email, subject: "Un estudio que puede ser para usted" });
    expect(email.sent[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await detail(id)).funnel.total).toMatchObject({ audience: 1, sent: 1 });
  });

  it("goes on with a start whose step was lost, and re-enqueues recipients whose queue message was lost", async () => {
    await person();
    const created = await create();
    const { id } = await created.json<CampaignCreatedDto>();
    expect((await admin(`/campaigns/${id}/start`, { method: "POST" })).status).toBe(200);
    // The start's step was lost (a dead queue, a crash): nothing was written.
    expect(steps.sent.splice(0)).toEqual([{ kind: "campaign_plan", campaignId: id, after: 0 }]);
    const bindings = { ...env, CAMPAIGN_QUEUE: queue.binding, STEP_QUEUE: steps.binding };
    expect(await sweepCampaigns(bindings, db, new Date(Date.now() + 60_000))).toEqual({ planned: 0, requeued: 0 });
    expect(await sweepCampaigns(bindings, db, new Date(Date.now() + 3 * 60_000))).toEqual({ planned: 1, requeued: 0 });
    expect(await steps.drain({ CAMPAIGN_QUEUE: queue.binding })).toBe(1);
    expect(await rowsOf(id)).toHaveLength(1);
    queue.sent.splice(0); // ...and that message was lost (a dead letter).
    const later = new Date(Date.now() + 15 * 60_000);
    expect(await sweepCampaigns(bindings, db, later)).toEqual({ planned: 0, requeued: 1 });
    await queue.drain({ now: () => (later > afternoon ? later : afternoon) });
    expect(twilio.texts).toHaveLength(1);
    expect((await detail(id)).state).toBe("done");
  });

  it("writes a start's recipients in steps: a step delivered twice or killed counts nobody twice, and a cancel stops them", async () => {
    const people = [];
    for (let i = 0; i < 5; i += 1) people.push(await person({ language: i === 0 ? "en" : "es" }));
    // One who said STOP: looked at by a step, never written.
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", people[2]!.phone),
      action: "revoked",
      source: "keyword",
      statement: null,
      language: "es",
      at: new Date().toISOString(),
    });
    const { id } = await (await create()).json<CampaignCreatedDto>();
    expect(await (await admin(`/campaigns/${id}/start`, { method: "POST" })).json()).toMatchObject({ state: "running", enqueued: 0 });
    const bindings = { ...env, CAMPAIGN_QUEUE: queue.binding, STEP_QUEUE: steps.binding } as Env;
    const run = (step: StepMessage | undefined, now = new Date()) => runCampaignPlanStep(bindings, step as CampaignPlanStep, now, 2);

    const first = steps.sent.shift();
    // Queues delivers at least once: two copies of the first step at the same moment (both read the campaign before
    // either writes); one claims it, the other writes and enqueues nothing...
    const both = await Promise.all([run(first, new Date(Date.now() - 1)), run(first)]);
    expect(both.sort()).toEqual(["next", "taken"]);
    // ...and a copy delivered later finds the cursor moved on.
    expect(await run(first)).toBe("taken");
    expect(await rowsOf(id)).toHaveLength(2);
    expect(queue.sent.flatMap((message) => message.body.ids)).toHaveLength(2);
    const second = steps.sent.shift();
    expect(second).toEqual({ kind: "campaign_plan", campaignId: id, after: people[1]!.id });
    // The second step's batch committed, then its Worker was killed before it enqueued anything.
    await run(second);
    steps.sent.splice(0);
    queue.sent.splice(queue.sent.length - 1);
    expect((await rowsOf(id)).map((row) => row.volunteerId)).toEqual([people[0]!.id, people[1]!.id, people[3]!.id]);
    // Its retry finds the cursor moved on; the sweep goes on from there once the steps stop moving.
    expect(await run(second)).toBe("taken");
    expect(await sweepCampaigns(bindings, db, new Date(Date.now() + 3 * 60_000))).toMatchObject({ planned: 1 });
    expect(steps.sent).toEqual([{ kind: "campaign_plan", campaignId: id, after: people[3]!.id }]);
    expect(await run(steps.sent.shift())).toBe("planned");
    const planned = await detail(id);
    expect(planned.audienceCount).toEqual({ count: 4, byLanguage: { en: 1, es: 3 }, byChannel: { text: 4, email: 0 } });
    expect((await rowsOf(id)).map((row) => row.volunteerId)).toEqual([people[0]!.id, people[1]!.id, people[3]!.id, people[4]!.id]);
    // The row whose queue message the kill lost goes out once the sweep finds it lost; everyone once.
    await queue.drain({ now: () => afternoon });
    expect(twilio.texts).toHaveLength(3);
    expect(await sweepCampaigns(bindings, db, new Date(Date.now() + 15 * 60_000))).toMatchObject({ requeued: 1 });
    await queue.drain({ now: () => afternoon });
    expect(twilio.texts.map((text) => text.to).sort()).toEqual([people[0], people[1], people[3], people[4]].map((p) => p!.phone).sort());

    // A cancel while a start is under way: its next step writes nothing.
    const other = await (await create({ name: "Cancelled" })).json<CampaignCreatedDto>();
    await db.delete(volunteerMessages);
    expect((await admin(`/campaigns/${other.id}/start`, { method: "POST" })).status).toBe(200);
    expect(await run(steps.sent.shift())).toBe("next");
    expect((await admin(`/campaigns/${other.id}/cancel`, { method: "POST" })).status).toBe(200);
    expect(await run(steps.sent.shift())).toBe("gone");
    expect((await rowsOf(other.id)).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
  });
});

describe("replies and the funnel", () => {
  it("turns a SÍ into an inquiry due now, records NO and PARAR, and the funnel shows them", async () => {
    const yes = await person();
    const no = await person();
    const stop = await person();
    const quiet = await person({ language: "en" });
    const id = await started();
    await queue.drain({ now: () => afternoon });
    const bindings = { CAMPAIGN_QUEUE: queue.binding };
    const reply = (from: string, body: string, n: number) =>
      twilioWebhook(
        "/api/sms/inbound",
        { From: from, To: "+17605550100", Body: body, MessageSid: `SM${String(n).padStart(32, "0")}` },
        bindings,
      );

    const answered = await reply(yes.phone, "Sí", 101);
    const twiml = await answered.text();
    // The answer's link names no study (its slug names the condition on a phone anyone may hold), and it keeps the
    // stop line; the link leads to the study's questions (issue #50, item 4).
    expect(twiml).not.toContain("finality");
    expect(twiml).toContain("Responda PARAR para dejar de recibir mensajes.");
    const link = /https?:\/\/\S+(\/es\/a\/\d+)/.exec(twiml)![1]!;
    const opened = await SELF.fetch(`https://clinic.test${link}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toMatch(/^\/es\/studies\/finality-hf(\/questions)?$/);
    const inquiry = await db.select().from(inquiries).where(eq(inquiries.campaignId, id)).get();
    expect(inquiry).toMatchObject({
      origin: "campaign",
      studyId: "FINALITY-HF",
      volunteerId: yes.id,
      language: "es",
      status: "new",
      message: "Sí",
    });
    expect(inquiry!.nextStepAt).not.toBeNull();
    expect(Date.parse(inquiry!.nextStepAt!)).toBeLessThanOrEqual(Date.now());

    expect(await (await reply(no.phone, "No", 102)).text()).toContain("No le volveremos a escribir sobre esto.");
    await reply(stop.phone, "PARAR", 103);

    const campaign = await detail(id);
    expect(campaign.funnel.total).toMatchObject({
      audience: 4,
      sent: 4,
      replied_yes: 1,
      replied_no: 1,
      replied_stop: 1,
      replied_other: 0,
      inquiries: 1,
    });
    expect(campaign.funnel.byLanguage.en).toMatchObject({ audience: 1, sent: 1, replied_yes: 0 });
    const t = campaign.funnel.total;
    expect(t.audience).toBe(campaign.funnel.pending + t.not_sent + t.failed + t.sent - campaign.funnel.sentThenFailed);
    const people = await (await admin(`/campaigns/${id}/people?step=replied_yes`)).json<CampaignPersonDto[]>();
    expect(people).toEqual([expect.objectContaining({ volunteerId: yes.id, reply: "yes", inquiryId: inquiry!.id })]);
    expect((await admin(`/campaigns/${id}/people?step=nothing`)).status).toBe(400);
    // On the person's record: the invitation, its study and campaign, their answer and the inquiry it became.
    const record = await (await admin(`/registry/people/${yes.id}`)).json<VolunteerDetailDto>();
    expect(record.messages.find((message) => message.kind === "invitation")).toMatchObject({
      status: "sent",
      invitation: { campaignId: id, campaign: "Heart study, November", study: "FINALITY-HF", reply: "yes", inquiryId: inquiry!.id },
    });
    expect(quiet.id).toBeGreaterThan(0);

    // A NO stops that study's invitations: the next campaign for it leaves them out.
    await db
      .update(volunteerMessages)
      .set({ sentAt: new Date(Date.now() - 40 * DAY_MS).toISOString() })
      .where(eq(volunteerMessages.campaignId, id));
    const next = await create({ name: "Heart study, again" });
    const ids = (await next.json<CampaignCreatedDto>()).audience.count;
    // yes (has an inquiry, still on the list) and quiet are in; no is out; stop opted out of texts.
    expect(ids).toBe(2);
    const stopRow = await db
      .select({ reply: volunteerMessages.reply })
      .from(volunteerMessages)
      .where(and(eq(volunteerMessages.campaignId, id), eq(volunteerMessages.volunteerId, stop.id)))
      .get();
    expect(stopRow?.reply).toBe("stop");
  });

  it("gives a SÍ to the invited person, never to a stranger who filed the form with their number (issue #50, item 13)", async () => {
    const invited = await person();
    const id = await started();
    await queue.drain({ now: () => afternoon });
    // After the invitation went, someone else files the contact form with the same number: an inquiry that never
    // texted the number.
    const filed = await fetchWithBindings(
      "/api/inquiries",
      json("POST", {
        name: "Un Desconocido",
        email: "desconocido@example.com",
        phone: invited.phone,
        message: "Quiero información.",
        consent: true,
        consentVersion: "2026-11-23",
        language: "es",
      }),
      {},
    );
    expect(filed.status).toBe(201);
    const stranger = (await filed.json<CreatedInquiryDto>()).id;
    const answered = await twilioWebhook(
      "/api/sms/inbound",
      { From: invited.phone, To: "+17605550100", Body: "Sí, tengo asma severa", MessageSid: `SM${"9".repeat(32)}` },
      { CAMPAIGN_QUEUE: queue.binding },
    );
    expect(await answered.text()).toMatch(/\/es\/a\/\d+ Responda PARAR/);
    const theirs = await db.select().from(inquiries).where(eq(inquiries.campaignId, id)).get();
    expect(theirs).toMatchObject({ origin: "campaign", volunteerId: invited.id, message: "Sí, tengo asma severa" });
    // The stranger's inquiry holds none of it.
    const held = await db
      .select({ n: sql<number>`count(*)` })
      .from(messages)
      .where(and(eq(messages.inquiryId, stranger), eq(messages.direction, "in")))
      .get();
    expect(held!.n).toBe(0);
  });
});
