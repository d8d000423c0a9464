/**
 * Screening visits (issue #22, docs/visits.md): visits as data and their timeline events, the booking's
 * checks (DST, office hours, overlaps), invitations with a calendar file, the reminder job (times around
 * DST and quiet hours, double runs, late runs, changes in between), replies that confirm or ask to
 * change, the agenda, staff calendar feeds, the show-rate report, and erasure.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { InquiryDetailDto } from "../../contract/inbox";
import type { TemplateDto } from "../../contract/messageTemplates";
import type { RecruitmentReportDto } from "../../contract/reports";
import { clinic, clinicAddress } from "../../contract/clinic";
import { smsSegments } from "../../contract/smsSegments";
import { reminderDueAt, reminderPlan } from "../../contract/visitReminders";
import { visitWhen } from "../../contract/visitWords";
import {
  localInstant,
  visitReplyOf,
  type AgendaDto,
  type BookVisitInput,
  type NewCalendarFeedDto,
  type VisitResultDto,
  type CalendarFeedListDto,
  type VisitListDto,
} from "../../contract/visits";
import { sendDueMessages } from "../../worker/messaging/outbox";
import { bookVisit, rescheduleVisit } from "../../worker/visits/book";
import { changeVisit } from "../../worker/visits/change";
import { visitCalendar } from "../../worker/calendar/ics";
import { calendarLink } from "../../worker/visits/messages";
import { reminderDecision, sendVisitReminders } from "../../worker/visits/reminderJob";
import {
  adminId,
  authed,
  createAdmin,
  fetchWithBindings,
  postJson,
  recordingEmail,
  twilioWebhook,
  useTwilioStandIn,
  type ErrorBody,
  type LoginResultDto,
  json,
  staffApi,
  weekdayAhead,
} from "./helpers";
import type { CreatedInquiryDto } from "../../contract/inquiry";

const HOUR = 3_600_000;
let email: ReturnType<typeof recordingEmail>;
let token = "";
let staffId = 0;
let counter = 300;

const bindings = () =>
  ({ EMAIL: email.binding, STAFF_NOTIFY_FROM: "website@clinic.test", STAFF_NOTIFY_TO: "team@clinic.test" }) as Partial<Env>;
const fullEnv = () => ({ ...env, ...bindings() }) as Env;
const db = () => drizzle(env.DB);
const api = staffApi(
  () => token,
  () => bindings(),
);
const rows = async <T>(query: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...values)
      .all<T>()
  ).results;

async function newInquiry(extra: Record<string, unknown> = {}) {
  counter += 1;
  const last4 = String(2000 + counter);
  const res = await fetchWithBindings(
    "/api/inquiries",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${counter % 250}` },
      body: JSON.stringify({
        name: "Rosa Elena Martínez",
        email: `rosa.visit.${counter}@example.com`,
        phone: `(760) 555-${last4}`,
        message: `Quisiera saber si puedo participar (${counter}).`,
        consent: true,
        consentVersion: "2026-11-23",
        language: "es",
        smsConsent: true,
        smsConsentVersion: "2026-11-23",
        ...extra,
      }),
    },
    bindings(),
  );
  expect(res.status).toBe(201);
  return { id: (await res.json<CreatedInquiryDto>()).id, e164: `+1760555${last4}` };
}

const booking = (date: string, time: string, extra: Partial<BookVisitInput> = {}): BookVisitInput => ({
  studyId: "REDEFINE-HF",
  type: "screening_visit",
  date,
  time,
  durationMinutes: 60,
  place: "clinic",
  staffId,
  ...extra,
});

async function book(inquiryId: number, input: BookVisitInput, now = new Date()) {
  const result = await bookVisit(fullEnv(), db(), inquiryId, staffId, input, now);
  if (!result.ok) throw new Error(`booking refused: ${result.code} ${JSON.stringify(result.fields)}`);
  return result;
}

const webhookText = (from: string, body: string) =>
  twilioWebhook(
    "/api/sms/inbound",
    { MessageSid: `SM${crypto.randomUUID().replace(/-/g, "")}`, From: from, To: "+17605550142", Body: body, NumMedia: "0" },
    bindings(),
  );

const messagesOf = (inquiryId: number) =>
  rows<{
    id: number;
    channel: string;
    origin: string;
    status: string;
    body: string | null;
    reminder_id: number | null;
    visit_id: number | null;
    failure_reason: string | null;
  }>(
    "SELECT id, channel, origin, status, body, reminder_id, visit_id, failure_reason FROM messages WHERE inquiry_id = ? ORDER BY id",
    inquiryId,
  );
const remindersOf = (visitId: number) =>
  rows<{ kind: string; channel: string; due_at: string; status: string; reason: string | null }>(
    "SELECT kind, channel, due_at, status, reason FROM visit_reminders WHERE visit_id = ? ORDER BY due_at, channel",
    visitId,
  );

beforeAll(async () => {
  const credentials = await createAdmin();
  token = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
  staffId = await adminId(credentials.username);
  email = recordingEmail();
  // The ethics board approved the visit templates the migration seeded.
  const templates = await (await api("/message-templates")).json<TemplateDto[]>();
  for (const template of templates.filter((t) => t.purpose !== "general")) {
    const res = await api(
      `/message-templates/${template.id}/approval`,
      json("POST", { version: template.version, irbReference: "IRB-2026-122", irbApprovedOn: "2026-11-20" }),
    );
    expect(res.status).toBe(200);
  }
});

beforeEach(() => {
  email = recordingEmail();
  useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

describe("visit times (America/Los_Angeles, DST-correct)", () => {
  it("stores local times as UTC instants on both sides of a clock change, and refuses the hour that does not exist", () => {
    expect(localInstant("2027-03-12", "09:30")?.toISOString()).toBe("2027-03-12T17:30:00.000Z"); // PST
    expect(localInstant("2027-03-15", "09:30")?.toISOString()).toBe("2027-03-15T16:30:00.000Z"); // PDT
    expect(localInstant("2027-11-08", "09:30")?.toISOString()).toBe("2027-11-08T17:30:00.000Z"); // PST again
    expect(localInstant("2027-03-14", "02:30")).toBeNull();
  });

  it("times reminders in elapsed hours, moves texts out of quiet hours, and drops those too close to the visit", () => {
    const cases: [string, "72h" | "24h" | "2h", "text" | "email", string | null][] = [
      // Monday after the spring change, 9:30 PDT: 72 h earlier is 8:30 PST on Friday.
      ["2027-03-15T16:30:00.000Z", "72h", "email", "2027-03-12T16:30:00.000Z"],
      ["2027-03-15T16:30:00.000Z", "72h", "text", "2027-03-12T16:30:00.000Z"],
      ["2027-03-15T16:30:00.000Z", "24h", "text", "2027-03-14T16:30:00.000Z"],
      // Its 2 h text would fall at 7:30 (quiet): it moves to 8:00, still 1.5 h ahead.
      ["2027-03-15T16:30:00.000Z", "2h", "text", "2027-03-15T15:00:00.000Z"],
      ["2027-03-15T16:30:00.000Z", "2h", "email", null],
      // 8:30 a.m. visit: its 2 h text would fall at 6:30 (quiet), 8:00 leaves half an hour: not sent.
      ["2027-03-17T15:30:00.000Z", "2h", "text", null],
      // 7:30 a.m. visit: its 24 h text moves from 7:30 to 8:00 the day before; the e-mail stays.
      ["2027-03-17T14:30:00.000Z", "24h", "text", "2027-03-16T15:00:00.000Z"],
      ["2027-03-17T14:30:00.000Z", "24h", "email", "2027-03-16T14:30:00.000Z"],
      // 10:00 a.m. visit: 2 h before is 8:00, the first texting minute.
      ["2027-03-17T17:00:00.000Z", "2h", "text", "2027-03-17T15:00:00.000Z"],
      // After the fall change (Nov 7, 2027): Monday 9:00 PST; 72 h before is 10:00 PDT on Friday.
      ["2027-11-08T17:00:00.000Z", "72h", "text", "2027-11-05T17:00:00.000Z"],
    ];
    for (const [start, kind, channel, due] of cases)
      expect(reminderDueAt(new Date(start), kind, channel)?.toISOString() ?? null, `${start} ${kind} ${channel}`).toBe(due);
    // Reminders collapse when the visit is close to its booking (issue #37): booked 30 hours ahead, only the
    // 2 h text; 60 hours ahead (less than 4 days), no 72 h reminders; 4 days or more, all of them.
    const plan = (hoursAhead: number) =>
      reminderPlan(new Date("2027-03-15T16:30:00.000Z"), new Date(Date.parse("2027-03-15T16:30:00.000Z") - hoursAhead * HOUR)).map(
        (r) => `${r.kind}/${r.channel}`,
      );
    expect(plan(30)).toEqual(["2h/text"]);
    expect(plan(36)).toEqual(["24h/text", "24h/email", "2h/text"]);
    expect(plan(60)).toEqual(["24h/text", "24h/email", "2h/text"]);
    expect(plan(95)).toEqual(["24h/text", "24h/email", "2h/text"]);
    expect(plan(96)).toEqual(["72h/text", "72h/email", "24h/text", "24h/email", "2h/text"]);
  });
});

describe("booking a visit", () => {
  it("moves the inquiry to scheduled, writes the event, plans the reminders and invites the person in Spanish with a calendar file", async () => {
    const { id, e164 } = await newInquiry();
    const date = weekdayAhead(8);
    const res = await api(`/inquiries/${id}/visits`, json("POST", booking(date, "10:00", { notes: "Trae su lista de medicinas." })));
    expect(res.status).toBe(201);
    const { visit, messages } = await res.json<VisitResultDto>();
    expect(visit).toMatchObject({
      inquiryId: id,
      state: "booked",
      type: "screening_visit",
      studyId: "REDEFINE-HF",
      startAt: localInstant(date, "10:00")!.toISOString(),
    });
    expect(messages.sent.sort()).toEqual(["email", "text"]);

    const detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.status).toBe("scheduled");
    expect(detail.nextStep).toMatchObject({ kind: "visit_outcome", at: new Date(new Date(visit.startAt).getTime() + HOUR).toISOString() });
    expect(detail.events.find((e) => e.type === "visit")).toMatchObject({
      visit: { id: visit.id, action: "booked", type: "screening_visit" },
    });
    expect(detail.events.some((e) => e.type === "status" && e.toStatus === "scheduled")).toBe(true);
    expect((await remindersOf(visit.id)).map((r) => `${r.kind}/${r.channel}/${r.status}`)).toEqual([
      "72h/email/pending",
      "72h/text/pending",
      "24h/email/pending",
      "24h/text/pending",
      "2h/text/pending",
    ]);

    const queued = await messagesOf(id);
    const text = queued.find((m) => m.origin === "visit_invitation" && m.channel === "text")!;
    // Three segments (issue #37): the short name, the date and time in words, the street, what to reply; no link.
    const when = visitWhen(visit.startAt, "es");
    expect(text.body).toBe(
      `Frontera Research: su cita es el ${when.date} a las ${when.time}, ${clinic.street}.\n` +
        "Responda 1 para confirmar, 2 para cambiarla o PARAR para no recibir más mensajes.",
    );
    expect(smsSegments(text.body!).segments).toBeLessThanOrEqual(3);
    expect(text.body).not.toMatch(/REDEFINE|corazón|estudio|http/i);

    // The e-mail goes with the calendar file: same UID as the visit, REQUEST, the time in UTC.
    await sendDueMessages(fullEnv(), new Date(Date.now() + 60_000));
    const invitation = email.sent.find((sent) => sent.subject === "Su cita quedó programada")!;
    expect(invitation.text).toContain(`Frontera Community Research: su cita es el ${when.date} a las ${when.time}, ${clinicAddress}.`);
    expect(invitation.text).toContain("Responda 1 para confirmar o 2 para cambiarla.");
    expect(invitation.text).toContain("Traiga una identificación con foto y sus medicinas.");
    expect(invitation.text).toContain("Cómo llegar");
    const ics = invitation.attachments![0]!;
    expect(ics).toMatchObject({ filename: "invite.ics", disposition: "attachment", type: "text/calendar; charset=utf-8; method=REQUEST" });
    const uid = (await rows<{ uid: string }>("SELECT uid FROM visits WHERE id = ?", visit.id))[0]!.uid;
    expect(ics.content).toContain(`UID:visit-${uid}@research.example.com`);
    expect(ics.content).toContain("SEQUENCE:0");
    expect(ics.content).toContain(`DTSTART:${visit.startAt.replace(/[-:]/g, "").replace(".000", "")}`);
    // Their own address is the invitation's attendee; no name, no study.
    expect(ics.content).not.toMatch(/REDEFINE|Rosa Elena|Martínez/);
    expect(ics.content).not.toContain(e164.slice(-4));

    // The link texts carried before issue #37 still serves the same entry (texts already sent have it).
    const link = (await calendarLink(fullEnv(), uid)).replace("https://research.example.com", "");
    const served = await fetchWithBindings(link, {}, bindings());
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const served_ics = await served.text();
    expect(served_ics).toContain(`UID:visit-${uid}@research.example.com`);
    expect(served_ics).toContain("METHOD:PUBLISH");
    expect(served_ics).toContain("SUMMARY:Cita en Frontera Research");
    expect(
      (
        await fetchWithBindings(
          link.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
          {},
          bindings(),
        )
      ).status,
    ).toBe(404);
  });

  it("asks to confirm a time outside office hours or an overlap, and books once confirmed", async () => {
    const { id } = await newInquiry();
    const date = weekdayAhead(9);
    const late = await api(`/inquiries/${id}/visits`, json("POST", booking(date, "19:30")));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: "needs_confirmation", fields: { warnings: ["outside_office_hours"] } } });
    expect((await api(`/inquiries/${id}/visits`, json("POST", booking(date, "19:30", { confirm: ["outside_office_hours"] })))).status).toBe(
      201,
    );

    const other = await newInquiry();
    const overlap = await api(`/inquiries/${other.id}/visits`, json("POST", booking(date, "19:45", { confirm: ["outside_office_hours"] })));
    expect(await overlap.json()).toMatchObject({ error: { code: "needs_confirmation", fields: { warnings: ["overlap"] } } });
    expect(
      (await api(`/inquiries/${other.id}/visits`, json("POST", booking(date, "19:45", { confirm: ["outside_office_hours", "overlap"] }))))
        .status,
    ).toBe(201);

    const agenda = await (await api(`/visits/agenda?range=today&date=${date}&staffId=${staffId}`)).json<AgendaDto>();
    const flagged = agenda.rows.filter((row) => row.overlaps).map((row) => row.visit.inquiryId);
    expect(flagged.sort()).toEqual([id, other.id].sort());
  });

  it("refuses bad input with field errors, never a 500", async () => {
    const { id } = await newInquiry();
    const cases: [unknown, number, string][] = [
      [booking("2027-03-14", "02:30"), 400, "invalid_time"],
      [booking("2020-01-06", "10:00"), 400, "invalid_time"],
      [booking(weekdayAhead(5), "25:00"), 400, "validation_failed"],
      [{ ...booking(weekdayAhead(5), "10:00"), durationMinutes: 0 }, 400, "validation_failed"],
      [{ ...booking(weekdayAhead(5), "10:00"), staffId: 999999 }, 400, "unknown_staff"],
      [{ ...booking(weekdayAhead(5), "10:00"), type: "surgery" }, 400, "validation_failed"],
      [{ ...booking(weekdayAhead(5), "10:00"), extra: 1 }, 400, "validation_failed"],
    ];
    for (const [body, status, code] of cases) {
      const res = await api(`/inquiries/${id}/visits`, json("POST", body));
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json<ErrorBody>()).error.code).toBe(code);
    }
    expect((await api(`/inquiries/999999/visits`, json("POST", booking(weekdayAhead(5), "10:00")))).status).toBe(404);
    expect((await api(`/visits/999999/state`, json("POST", { state: "confirmed" }))).status).toBe(404);
    expect(
      (await fetchWithBindings(`/api/inquiries/${id}/visits`, json("POST", booking(weekdayAhead(5), "10:00")), bindings())).status,
    ).toBe(401);
  });
});

describe("a place staff write (issue #37): it goes into texts anyone holding the phone may read", () => {
  it("refuses a place of care or a health word with a field error, on booking and on moving, and takes a plain place", async () => {
    const { id } = await newInquiry();
    for (const placeDetail of ["A hospital room", "Cardiology ward, room 3", "Sala de diálisis", "FINALITY HF visit room"]) {
      const res = await api(`/inquiries/${id}/visits`, json("POST", booking(weekdayAhead(20), "16:00", { place: "other", placeDetail })));
      expect(res.status, placeDetail).toBe(400);
      expect(await res.json(), placeDetail).toMatchObject({
        error: { code: "validation_failed", fields: { placeDetail: ["place_health_terms"] } },
      });
    }
    const long = await api(
      `/inquiries/${id}/visits`,
      json("POST", booking(weekdayAhead(20), "16:00", { place: "other", placeDetail: "x".repeat(35) })),
    );
    expect(await long.json()).toMatchObject({ error: { fields: { placeDetail: ["place_too_long"] } } });

    // The server checks again, with the site's own study codes, whatever reaches it (here: past the schema).
    const direct = await bookVisit(
      fullEnv(),
      db(),
      id,
      staffId,
      booking(weekdayAhead(20), "16:00", { place: "other", placeDetail: "Sala 2, hospital" }),
    );
    expect(direct).toMatchObject({ ok: false, status: 400, code: "validation_failed", fields: { placeDetail: ["place_health_terms"] } });

    const ok = await api(
      `/inquiries/${id}/visits`,
      json("POST", booking(weekdayAhead(20), "16:00", { place: "other", placeDetail: "Centro Comunitario de Calexico" })),
    );
    expect(ok.status).toBe(201);
    const { visit } = await ok.json<VisitResultDto>();
    const moved = await rescheduleVisit(fullEnv(), db(), visit.id, staffId, {
      date: weekdayAhead(21),
      time: "16:00",
      durationMinutes: 60,
      place: "other",
      placeDetail: "Hospital Pioneers, piso 2",
      staffId,
    });
    expect(moved).toMatchObject({ ok: false, status: 400, fields: { placeDetail: ["place_health_terms"] } });
    // Out of the way of the reminder job's tests.
    expect((await changeVisit(fullEnv(), db(), visit.id, staffId, { state: "cancelled", by: "clinic" })).ok).toBe(true);
  });
});

describe("visit states", () => {
  it("confirm, then attended only once its time has come; the outcome is the next step", async () => {
    const { id } = await newInquiry();
    const now = new Date();
    const { visitId } = await book(id, booking(weekdayAhead(3), "11:00"), now);
    expect((await changeVisit(fullEnv(), db(), visitId, staffId, { state: "attended" }, now)).ok).toBe(false);
    expect((await changeVisit(fullEnv(), db(), visitId, staffId, { state: "confirmed" }, now)).ok).toBe(true);
    const after = new Date(Date.now() + 10 * 24 * HOUR);
    expect((await changeVisit(fullEnv(), db(), visitId, staffId, { state: "attended" }, after)).ok).toBe(true);
    const detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.nextStep?.kind).toBe("visit_outcome");
    expect(detail.events.filter((e) => e.type === "visit").map((e) => e.visit?.action)).toEqual(["booked", "confirmed", "attended"]);
    expect((await remindersOf(visitId)).every((r) => r.status === "skipped" && r.reason === "visit_changed")).toBe(true);
  });

  it("a no-show sends the inquiry back to contacting with a follow-up due now", async () => {
    const { id } = await newInquiry();
    const { visitId } = await book(id, booking(weekdayAhead(3), "12:00"));
    const after = new Date(Date.now() + 10 * 24 * HOUR);
    expect((await changeVisit(fullEnv(), db(), visitId, staffId, { state: "no_show" }, after)).ok).toBe(true);
    const detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.status).toBe("contacting");
    expect(detail.nextStep).toMatchObject({ kind: "follow_up", at: after.toISOString() });
  });

  it("a reschedule keeps the calendar uid with the next sequence; a cancellation sends CANCEL and drops the reminders", async () => {
    const { id } = await newInquiry();
    const first = await book(id, booking(weekdayAhead(6), "09:00"));
    const moved = await rescheduleVisit(fullEnv(), db(), first.visitId, staffId, {
      date: weekdayAhead(7),
      time: "15:00",
      durationMinutes: 30,
      place: "clinic",
      staffId,
    });
    if (!moved.ok) throw new Error(moved.code);
    const [old, current] = await rows<{
      id: number;
      uid: string;
      sequence: number;
      state: string;
      rescheduled_to: number | null;
      rescheduled_from: number | null;
    }>(
      "SELECT id, uid, sequence, state, rescheduled_to, rescheduled_from FROM visits WHERE id IN (?, ?) ORDER BY id",
      first.visitId,
      moved.visitId,
    );
    expect(old).toMatchObject({ state: "rescheduled", rescheduled_to: moved.visitId, sequence: 0 });
    expect(current).toMatchObject({ state: "booked", rescheduled_from: first.visitId, uid: old!.uid, sequence: 1 });
    expect((await remindersOf(first.visitId)).every((r) => r.status === "skipped")).toBe(true);
    // The old invitation had not gone yet: it is cancelled, the update goes instead.
    const sent = await messagesOf(id);
    expect(sent.filter((m) => m.origin === "visit_invitation").every((m) => m.status === "cancelled")).toBe(true);
    expect(
      sent
        .filter((m) => m.origin === "visit_update" && m.status === "queued")
        .map((m) => m.channel)
        .sort(),
    ).toEqual(["email", "text"]);
    // Moving it again is refused: it is no longer the visit to come.
    expect(
      (
        await rescheduleVisit(fullEnv(), db(), first.visitId, staffId, {
          date: weekdayAhead(8),
          time: "15:00",
          durationMinutes: 30,
          place: "clinic",
          staffId,
        })
      ).ok,
    ).toBe(false);

    const cancelled = await api(`/visits/${moved.visitId}/state`, json("POST", { state: "cancelled", by: "person" }));
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json<VisitResultDto>()).visit).toMatchObject({ state: "cancelled", cancelledBy: "person" });
    await sendDueMessages(fullEnv(), new Date(Date.now() + 60_000));
    const cancellation = email.sent.find((sent) => sent.subject === "Su cita quedó cancelada")!;
    const ics = cancellation.attachments![0]!.content;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain(`UID:visit-${old!.uid}@research.example.com`);
    expect(ics).toContain("SEQUENCE:2");
    const detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.status).toBe("contacting");
    expect(detail.events.filter((e) => e.type === "visit").map((e) => `${e.visit?.action}:${e.visit?.by ?? ""}`)).toEqual([
      "booked:",
      "rescheduled:",
      "cancelled:person",
    ]);
  });

  it("writes the calendar file in UTC with the sequence, and in the person's language", () => {
    const visit = {
      uid: "0f8fad5b-d9cb-469f-a165-70867728950e",
      sequence: 3,
      startAt: "2027-03-15T16:30:00.000Z",
      durationMinutes: 45,
      place: "phone" as const,
      placeDetail: null,
      state: "booked" as const,
    };
    const english = visitCalendar(visit, {
      language: "en",
      siteHost: "research.example.com",
      method: "request",
      attendee: "rosa@example.com",
      now: new Date("2027-03-01T00:00:00Z"),
    });
    expect(english).toContain("METHOD:REQUEST");
    expect(english).toContain("UID:visit-0f8fad5b-d9cb-469f-a165-70867728950e@research.example.com");
    expect(english).toContain("SEQUENCE:3");
    expect(english).toContain("DTSTART:20270315T163000Z");
    expect(english).toContain("DTEND:20270315T171500Z");
    expect(english).toContain("DTSTAMP:20270301T000000Z");
    expect(english).toContain("LOCATION:by phone (we will call you)");
    expect(english).toContain("ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:MAILTO:rosa@example.com");
    const spanish = visitCalendar(
      { ...visit, state: "cancelled" },
      { language: "es", siteHost: "research.example.com", method: "request" },
    );
    expect(spanish).toContain("METHOD:CANCEL");
    expect(spanish).toContain("LOCATION:por teléfono (le llamaremos)");
  });
});

describe("the reminder job", () => {
  it("decides by a table: visit state, closeness, later reminders, confirmation and quiet hours", () => {
    const noon = new Date("2027-03-15T20:00:00.000Z"); // 1:00 p.m. PDT
    const night = new Date("2027-03-16T06:00:00.000Z"); // 11:00 p.m. PDT
    const visit = (state: "booked" | "confirmed" | "cancelled", hoursAhead: number, reminded = false) => ({
      state,
      startAt: new Date(noon.getTime() + hoursAhead * HOUR).toISOString(),
      reminded,
    });
    const text = { channel: "text" as const, superseded: false };
    expect(reminderDecision(text, visit("booked", 72), false, noon)).toBe("send");
    expect(reminderDecision(text, visit("cancelled", 72), false, noon)).toEqual({ skip: "visit_changed" });
    expect(reminderDecision(text, visit("booked", 0.5), false, noon)).toEqual({ skip: "too_late" });
    expect(reminderDecision({ ...text, superseded: true }, visit("booked", 20), false, noon)).toEqual({ skip: "superseded" });
    expect(reminderDecision(text, visit("confirmed", 24, true), false, noon)).toEqual({ skip: "confirmed" });
    expect(reminderDecision(text, visit("confirmed", 24, false), false, noon)).toBe("send");
    expect(reminderDecision(text, visit("booked", 24), true, noon)).toEqual({ skip: "erased" });
    expect(reminderDecision(text, visit("booked", 24), false, night)).toBe("wait");
    expect(reminderDecision({ channel: "email", superseded: false }, visit("booked", 24), false, night)).toBe("send");
  });

  it("queues each reminder once however often it runs, sends only the latest after a late run, and skips what changed", async () => {
    const { id } = await newInquiry();
    const { visitId } = await book(id, booking(weekdayAhead(6), "10:00"));
    const start = new Date((await rows<{ start_at: string }>("SELECT start_at FROM visits WHERE id = ?", visitId))[0]!.start_at);
    const at72 = new Date(start.getTime() - 72 * HOUR + 60_000);
    const first = await sendVisitReminders(fullEnv(), at72);
    const again = await sendVisitReminders(fullEnv(), at72);
    const [a, b] = await Promise.all([
      sendVisitReminders(fullEnv(), at72),
      sendVisitReminders(fullEnv(), new Date(at72.getTime() + 60_000)),
    ]);
    expect(first.queued).toBe(2);
    expect(again.queued + a.queued + b.queued).toBe(0);
    const reminders = (await messagesOf(id)).filter((m) => m.origin === "visit_reminder");
    expect(reminders.map((m) => m.channel).sort()).toEqual(["email", "text"]);
    expect(reminders.find((m) => m.channel === "text")!.body).toMatch(
      /^Frontera Research: recuerde su cita el .+ a las .+\nResponda 1 para confirmar, 2 para cambiarla o PARAR para no recibir más mensajes\.$/,
    );

    // The person confirms; the 24 h reminders are then skipped (confirmed and already reminded).
    await sendDueMessages(fullEnv(), at72);
    expect((await changeVisit(fullEnv(), db(), visitId, staffId, { state: "confirmed" })).ok).toBe(true);
    await sendVisitReminders(fullEnv(), new Date(start.getTime() - 24 * HOUR + 60_000));
    expect(
      (await remindersOf(visitId)).filter((r) => r.kind !== "72h").map((r) => `${r.kind}/${r.channel}/${r.status}/${r.reason}`),
    ).toEqual(["24h/email/skipped/confirmed", "24h/text/skipped/confirmed", "2h/text/pending/null"]);

    // A late run (the job was down for two days): only the 24 h reminders go, the 72 h ones are skipped.
    const late = await newInquiry();
    const lateVisit = await book(late.id, booking(weekdayAhead(6), "11:00"));
    const lateStart = new Date(
      (await rows<{ start_at: string }>("SELECT start_at FROM visits WHERE id = ?", lateVisit.visitId))[0]!.start_at,
    );
    await sendVisitReminders(fullEnv(), new Date(lateStart.getTime() - 20 * HOUR));
    expect((await remindersOf(lateVisit.visitId)).map((r) => `${r.kind}/${r.channel}/${r.status}/${r.reason}`)).toEqual([
      "72h/email/skipped/superseded",
      "72h/text/skipped/superseded",
      "24h/email/queued/null",
      "24h/text/queued/null",
      "2h/text/pending/null",
    ]);

    // Cancelled before its reminders: none goes.
    const gone = await newInquiry();
    const goneVisit = await book(gone.id, booking(weekdayAhead(6), "12:00"));
    await changeVisit(fullEnv(), db(), goneVisit.visitId, staffId, { state: "cancelled", by: "clinic" });
    expect((await sendVisitReminders(fullEnv(), new Date(Date.now() + 30 * 24 * HOUR))).queued).toBe(0);
    expect((await messagesOf(gone.id)).filter((m) => m.origin === "visit_reminder")).toEqual([]);
  });

  it("sends nothing without the person's consent or an approved template, and says why on the visit", async () => {
    const { id } = await newInquiry({ smsConsent: undefined, smsConsentVersion: undefined });
    const { visitId, messages } = await book(id, booking(weekdayAhead(6), "13:00"));
    expect(messages.notSent).toEqual([{ channel: "text", reason: "no_consent" }]);
    const start = new Date((await rows<{ start_at: string }>("SELECT start_at FROM visits WHERE id = ?", visitId))[0]!.start_at);
    await sendVisitReminders(fullEnv(), new Date(start.getTime() - 72 * HOUR + 60_000));
    const [visit] = (await (await api(`/inquiries/${id}/visits`)).json<VisitListDto>()).visits;
    expect(visit!.skippedReminders).toEqual([{ kind: "72h", channel: "text", reason: "no_consent" }]);
  });
});

describe("replies to a visit message", () => {
  it("reads the words people use in both languages", () => {
    for (const word of ["1", "SÍ", "Sí.", "si", "CONFIRMO", "confirmar", " Yes! ", "CONFIRM"])
      expect(visitReplyOf(word), word).toBe("confirm");
    for (const word of ["2", "CAMBIAR", "cambiar.", "Change"]) expect(visitReplyOf(word), word).toBe("change");
    for (const word of ["Sí, ahí estaré", "12", "no", "STOP", "hola"]) expect(visitReplyOf(word), word).toBeNull();
  });

  it("SÍ confirms the visit and answers; 2 asks to change it and makes the inquiry due; anything else is an unread reply", async () => {
    const { id, e164 } = await newInquiry();
    const { visitId } = await book(id, booking(weekdayAhead(6), "14:00"));
    const yes = await webhookText(e164, "Sí");
    expect(await yes.text()).toMatch(/<Message>Frontera Research: gracias, su cita del .+ a las .+ quedó confirmada\.<\/Message>/);
    let detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.events.filter((e) => e.type === "visit").map((e) => `${e.visit?.action}:${e.visit?.by ?? ""}`)).toEqual([
      "booked:",
      "confirmed:person",
    ]);
    expect(detail.unreadSince).toBeNull();
    expect((await rows<{ state: string }>("SELECT state FROM visits WHERE id = ?", visitId))[0]!.state).toBe("confirmed");

    const change = await webhookText(e164, "2");
    expect(await change.text()).toContain("Le llamaremos del (760) 555-0142 para buscar otra fecha");
    detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.nextStep?.kind).toBe("reschedule");
    expect(detail.unreadSince).not.toBeNull();

    const other = await webhookText(e164, "¿Puedo llevar a mi hija?");
    expect(await other.text()).not.toContain("<Message>");
    detail = await (await api(`/inquiries/${id}`)).json<InquiryDetailDto>();
    expect(detail.nextStep?.kind).toBe("reply");
  });
});

describe("calendar feeds", () => {
  it("hold only times, study codes, initials and links; revoking stops them; coordinators manage only their own", async () => {
    const { id } = await newInquiry({ name: "Lucía Fernández" });
    await book(id, booking(weekdayAhead(4), "16:00"));
    const made = await api("/calendar-feeds", json("POST", {}));
    expect(made.status).toBe(201);
    const { url, feeds } = await made.json<NewCalendarFeedDto>();
    expect(url).toMatch(/^https:\/\/research\.example\.com\/api\/calendar-feeds\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await (await fetchWithBindings(path, {}, bindings())).text();
    expect(feed).toContain("SUMMARY:REDEFINE-HF · L.");
    expect(feed).toContain(`URL;VALUE=URI:https://research.example.com/admin/inquiries/${id}`);
    // No name, e-mail, phone (as typed or as E.164; not a bare "555-", which a visit's random UID can hold) or place.
    expect(feed).not.toMatch(/Lucía|Fernández|@example\.com|\(760\)|\+1760|Placeholder|LOCATION/);
    const audit = await rows<{ action: string }>("SELECT action FROM audit_log WHERE action LIKE 'calendar_feed_%'");
    expect(audit.map((a) => a.action)).toContain("calendar_feed_created");

    const coordinator = await createAdmin();
    await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE username = ?").bind(coordinator.username).run();
    const coordinatorToken = (await (await postJson("/api/auth/login", coordinator)).json<LoginResultDto>()).token;
    const asCoordinator = (p: string, init: RequestInit = {}) => fetchWithBindings(`/api${p}`, authed(coordinatorToken, init), bindings());
    expect((await asCoordinator("/calendar-feeds", json("POST", { staffId }))).status).toBe(403);
    expect((await (await asCoordinator("/calendar-feeds")).json<CalendarFeedListDto>()).feeds).toEqual([]);
    expect((await asCoordinator(`/calendar-feeds/${feeds[0]!.id}`, { method: "DELETE" })).status).toBe(404);

    expect((await api(`/calendar-feeds/${feeds[0]!.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await fetchWithBindings(path, {}, bindings())).status).toBe(404);
    expect((await fetchWithBindings("/api/calendar-feeds/feed/not-a-secret.ics", {}, bindings())).status).toBe(404);
  });
});

describe("reports and erasure", () => {
  it("counts show rate over visits whose time came, by language, study, lead time and confirmation", async () => {
    const before = await (await api(`/reports/recruitment?from=2026-01-01&to=2027-12-31`)).json<RecruitmentReportDto>();
    const came = await newInquiry();
    const missed = await newInquiry({ language: "en" });
    const a = await book(came.id, booking(weekdayAhead(2), "09:00"));
    const b = await book(missed.id, booking(weekdayAhead(2), "10:30"));
    // The visits' time has come: move them an hour into the past, as time would.
    await env.DB.prepare("UPDATE visits SET start_at = ? WHERE id IN (?, ?)")
      .bind(new Date(Date.now() - HOUR).toISOString(), a.visitId, b.visitId)
      .run();
    await changeVisit(fullEnv(), db(), a.visitId, staffId, { state: "confirmed" });
    await changeVisit(fullEnv(), db(), a.visitId, staffId, { state: "attended" });
    await changeVisit(fullEnv(), db(), b.visitId, staffId, { state: "no_show" });
    const after = await (await api(`/reports/recruitment?from=2026-01-01&to=2027-12-31`)).json<RecruitmentReportDto>();
    expect(after.visits.reached - before.visits.reached).toBe(2);
    expect(after.visits.attended - before.visits.attended).toBe(1);
    expect(after.visits.noShow - before.visits.noShow).toBe(1);
    const group = (report: RecruitmentReportDto, dimension: string, key: string) =>
      report.visits.groups.find((g) => g.dimension === dimension && g.key === key) ?? { reached: 0, attended: 0 };
    expect(group(after, "language", "es").attended - group(before, "language", "es").attended).toBe(1);
    expect(group(after, "language", "en").reached - group(before, "language", "en").reached).toBe(1);
    expect(group(after, "confirmed", "yes").attended - group(before, "confirmed", "yes").attended).toBe(1);
    expect(group(after, "lead_time", "0-2").reached - group(before, "lead_time", "0-2").reached).toBe(2);
    expect(after.visits.showRate).toBe(after.visits.attended / after.visits.reached);
    expect(after.visits.leadTime.visits).toBeGreaterThanOrEqual(2);
  });

  it("erasure cancels the visits to come, drops their reminders and clears the notes", async () => {
    const { id } = await newInquiry();
    const { visitId } = await book(id, booking(weekdayAhead(6), "15:00", { notes: "Prefiere la tarde." }));
    expect((await api(`/inquiries/${id}`, { method: "DELETE" })).status).toBeLessThan(300);
    const [visit] = await rows<{ state: string; notes: string | null; cancelled_by: string }>(
      "SELECT state, notes, cancelled_by FROM visits WHERE id = ?",
      visitId,
    );
    expect(visit).toEqual({ state: "cancelled", notes: null, cancelled_by: "clinic" });
    expect((await remindersOf(visitId)).every((r) => r.status === "skipped" && r.reason === "erased")).toBe(true);
    expect((await api(`/inquiries/${id}/visits`, json("POST", booking(weekdayAhead(6), "16:00")))).status).toBe(410);
  });
});
