/**
 * The coordinator's workbench (issue #20): the follow-up cadence, the queue's views and orders, one-click
 * outcomes answered with the whole inquiry, closing reasons as codes, the export staff can use.
 */
import { env, SELF } from "cloudflare:test";
import type { RecruitmentReportDto } from "../../contract/reports";
import { beforeAll, describe, expect, it } from "vitest";
import { localTimeToInstant } from "../../contract/businessTime";
import { localDateTimeText } from "../../contract/clinicTime";
import { nextStepAfterAttempt, openingAfterBusinessDays } from "../../contract/followUp";
import type { InboxPageDto, InquiryActionDto } from "../../contract/inbox";
import { EXPORT_COLUMNS, exportLabels } from "../../worker/export/labels";
import { adminId, authed, createAdmin, insertInquiry, searchInbox, signedInAdmin, type ErrorBody, type FieldErrors, API } from "./helpers";

const local = (day: string, time: string) => new Date(localTimeToInstant(day, time));
let token = "";
let me = 0;

beforeAll(async () => {
  ({ token, id: me } = await signedInAdmin());
});

const act = async (id: number, body: unknown) => {
  const res = await SELF.fetch(
    `${API}/inquiries/${id}/events`,
    authed(token, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
  return {
    status: res.status,
    body: res.status === 201 ? await res.json<InquiryActionDto>() : await res.json<ErrorBody>(),
  };
};
const page = async (query: string) => {
  const res = await searchInbox(token, query);
  expect(res.status).toBe(200);
  return res.json<InboxPageDto>();
};

describe("the follow-up cadence (contract/followUp.ts)", () => {
  it.each([
    // After the 1st unanswered attempt: the next business day at opening; after the 2nd: two business days later.
    ["Monday 10:00, 1st attempt → Tuesday 8:00", local("2026-11-16", "10:00"), 1, local("2026-11-17", "08:00")],
    ["Thursday 19:30, 1st attempt → Friday 8:00", local("2026-11-19", "19:30"), 1, local("2026-11-20", "08:00")],
    ["Friday 18:00, 1st attempt → Monday 8:00 (weekends do not count)", local("2026-11-20", "18:00"), 1, local("2026-11-23", "08:00")],
    ["Saturday, 1st attempt → Monday 8:00", local("2026-11-21", "11:00"), 1, local("2026-11-23", "08:00")],
    ["Thursday, 2nd attempt → Monday 8:00 (Fri, Mon)", local("2026-11-19", "09:00"), 2, local("2026-11-23", "08:00")],
    // Across both DST changes: 8:00 local is 16:00Z in winter and 15:00Z in summer.
    ["Friday before spring-forward → Monday 8:00 PDT", local("2026-03-06", "12:00"), 1, new Date("2026-03-09T15:00:00.000Z")],
    ["Friday before fall-back → Monday 8:00 PST", local("2026-10-30", "12:00"), 1, new Date("2026-11-02T16:00:00.000Z")],
  ])("%s", (_name, at, attemptCount, expected) => {
    expect(nextStepAfterAttempt({ outcome: "no_answer", at, attemptCount, firstAttemptAt: at })).toEqual({
      kind: "follow_up",
      at: expected.toISOString(),
    });
  });

  it("offers 'unreachable' after 3 unanswered attempts, no sooner than 14 days after the first", () => {
    const first = local("2026-11-02", "09:00");
    const third = local("2026-11-05", "09:00");
    expect(nextStepAfterAttempt({ outcome: "left_message", at: third, attemptCount: 3, firstAttemptAt: first })).toEqual({
      kind: "offer_unreachable",
      at: new Date(first.getTime() + 14 * 86_400_000).toISOString(),
    });
    const late = local("2026-11-25", "09:00");
    expect(nextStepAfterAttempt({ outcome: "sent", at: late, attemptCount: 4, firstAttemptAt: first })).toEqual({
      kind: "offer_unreachable",
      at: late.toISOString(),
    });
  });

  it("sets nothing when the person was reached, and offers 'unreachable' at once for a wrong number", () => {
    const at = local("2026-11-16", "10:00");
    expect(nextStepAfterAttempt({ outcome: "reached", at, attemptCount: 1, firstAttemptAt: at })).toBeNull();
    expect(nextStepAfterAttempt({ outcome: "wrong_number", at, attemptCount: 1, firstAttemptAt: at })).toEqual({
      kind: "offer_unreachable",
      at: at.toISOString(),
    });
  });

  it("counts only days the clinic opens", () => {
    expect(openingAfterBusinessDays(local("2026-11-20", "09:00"), 3).toISOString()).toBe(local("2026-11-25", "08:00").toISOString());
  });
});

describe("one-click outcomes (POST /api/inquiries/:id/events)", () => {
  it("an unanswered call counts the attempt, sets the follow-up, makes the caller the owner, and answers with the whole inquiry", async () => {
    const id = await insertInquiry({ name: "Una Llamada" });
    const { status, body } = await act(id, { type: "contact_attempt", channel: "phone", outcome: "no_answer" });
    expect(status).toBe(201);
    const { inquiry, eventIds } = body as InquiryActionDto;
    expect(eventIds).toHaveLength(3); // the attempt, the owner, the status change to "contacting"
    expect(inquiry).toMatchObject({
      id,
      status: "contacting",
      attemptCount: 1,
      assignee: { id: me },
      lastAttempt: { channel: "phone", outcome: "no_answer" },
    });
    expect(inquiry.nextStep?.kind).toBe("follow_up");
    expect(inquiry.nextStep!.at > new Date().toISOString()).toBe(true);
    expect(inquiry.events.map((e) => e.type)).toEqual(["contact_attempt", "assign", "status"]);
    expect(inquiry.events[0]!.nextStep).toEqual(inquiry.nextStep);
  });

  it("keeps an existing owner, and counts a sent text as an attempt", async () => {
    const other = await adminId((await createAdmin()).username);
    const id = await insertInquiry({ assignee_id: other });
    const { body } = await act(id, { type: "contact_attempt", channel: "text", outcome: "sent" });
    expect((body as InquiryActionDto).inquiry).toMatchObject({
      assignee: { id: other },
      attemptCount: 1,
      lastAttempt: { channel: "text", outcome: "sent" },
    });
  });

  it("refuses an outcome that does not fit the channel", async () => {
    const id = await insertInquiry();
    const { status, body } = await act(id, { type: "contact_attempt", channel: "phone", outcome: "sent" });
    expect(status).toBe(400);
    expect((body as FieldErrors).error.fields.outcome).toEqual(["outcome_not_for_channel"]);
  });

  it("lets staff set or clear the next step by hand", async () => {
    const id = await insertInquiry();
    const at = "2026-12-01T17:30:00.000Z";
    const set = await act(id, { type: "next_step", at, text: "Pidió que le llamen después de las 9" });
    expect((set.body as InquiryActionDto).inquiry.nextStep).toEqual({ kind: "custom", at });
    const cleared = await act(id, { type: "next_step", at: null });
    expect((cleared.body as InquiryActionDto).inquiry.nextStep).toBeNull();
  });
});

describe("closing reasons as codes (contract/closingReasons.ts)", () => {
  it("closing as not eligible needs one of its reasons; the code is kept with an optional note; closing clears the next step", async () => {
    const id = await insertInquiry();
    await act(id, { type: "contact_attempt", channel: "phone", outcome: "no_answer" });
    const missing = await act(id, { type: "status", status: "not_eligible", reason: "too young" });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).error.code).toBe("reason_required");
    const wrongList = await act(id, { type: "status", status: "not_eligible", reasonCode: "placebo" });
    expect(wrongList.status).toBe(400);
    const closed = await act(id, { type: "status", status: "not_eligible", reasonCode: "age", reason: "Tiene 17 años" });
    expect(closed.status).toBe(201);
    const { inquiry } = closed.body as InquiryActionDto;
    expect(inquiry).toMatchObject({ status: "not_eligible", closedReason: "age", nextStep: null, due: false });
    expect(inquiry.events.at(-1)).toMatchObject({ type: "status", reasonCode: "age", reason: "Tiene 17 años" });
    // Reopening forgets the reason.
    const reopened = await act(id, { type: "status", status: "contacting" });
    expect((reopened.body as InquiryActionDto).inquiry.closedReason).toBeNull();
  });

  it("statuses that explain themselves need no reason", async () => {
    for (const status of ["enrolled", "duplicate", "resolved"]) {
      const id = await insertInquiry();
      expect((await act(id, { type: "status", status })).status).toBe(201);
    }
  });

  it("the report counts why people leave the funnel", async () => {
    const day = "2024-03-12";
    const make = async (status: string, reasonCode: string) => {
      const id = await insertInquiry({ created_at: `${day}T18:00:00.000Z` });
      await act(id, { type: "status", status, reasonCode });
    };
    await make("not_eligible", "age");
    await make("not_eligible", "age");
    await make("not_interested", "placebo");
    const res = await SELF.fetch(`${API}/reports/recruitment?from=${day}&to=${day}`, authed(token));
    const report = await res.json<RecruitmentReportDto>();
    expect(report.exits).toEqual([
      { status: "not_eligible", reasonCode: "age", count: 2 },
      { status: "not_interested", reasonCode: "placebo", count: 1 },
    ]);
  });
});

describe("the queue's views and orders", () => {
  it("'Due now' holds every first contact still to make, due the moment it arrives, and follow-ups whose time has come, oldest waiting first; 'New', 'Mine' and 'All open' too", async () => {
    const tag = `due${crypto.randomUUID().slice(0, 6)}`;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    const base = { search_text: tag };
    const oldestOverdue = await insertInquiry({ ...base, name: "A", created_at: daysAgo(9) });
    const followUpDue = await insertInquiry({
      ...base,
      name: "B",
      status: "contacting",
      created_at: daysAgo(20),
      first_contact_at: daysAgo(8),
      next_step_at: daysAgo(3),
      next_step_kind: "follow_up",
      attempt_count: 1,
    });
    const newerOverdue = await insertInquiry({ ...base, name: "C", created_at: daysAgo(4) });
    const notYet = await insertInquiry({
      ...base,
      name: "D",
      status: "contacting",
      created_at: daysAgo(2),
      first_contact_at: daysAgo(2),
      next_step_at: new Date(Date.now() + 86_400_000).toISOString(),
      next_step_kind: "follow_up",
      assignee_id: me,
    });
    const fresh = await insertInquiry({ ...base, name: "E", created_at: hoursAgo(0) });
    const closed = await insertInquiry({ ...base, name: "F", status: "resolved", created_at: daysAgo(30), closed_at: daysAgo(1) });
    // Staff set a later next step on a never-contacted inquiry: not due yet, whatever its age.
    const postponed = await insertInquiry({
      ...base,
      name: "G",
      created_at: daysAgo(10),
      next_step_at: new Date(Date.now() + 3_600_000).toISOString(),
      next_step_kind: "custom",
    });

    // A search covers every status, whatever the view.
    const searched = await page(`view=due&q=${tag}`);
    expect(searched.items.map((i) => i.name).sort()).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
    const dueView = (await page("view=due&limit=100")).items.filter((i) =>
      [oldestOverdue, followUpDue, newerOverdue, notYet, fresh, closed, postponed].includes(i.id),
    );
    // What needs a person first (issue #52): A, C and E were never called, the longest waiting first (A arrived 9
    // days ago, C 4, E just now); then B's follow-up, due 3 days ago; overdue is marked apart.
    expect(dueView.map((i) => i.name)).toEqual(["A", "C", "E", "B"]);
    expect(dueView.every((i) => i.due)).toBe(true);
    expect(dueView.map((i) => [i.name, i.overdue])).toEqual([
      ["A", true],
      ["C", true],
      ["E", false],
      ["B", false],
    ]);
    const ids = (p: InboxPageDto) => p.items.map((i) => i.id);
    expect(ids(await page("view=new&limit=100"))).toEqual(expect.arrayContaining([oldestOverdue, newerOverdue, fresh, postponed]));
    expect(ids(await page("view=new&limit=100"))).not.toContain(notYet);
    expect(ids(await page("view=mine&limit=100"))).toContain(notYet);
    expect(ids(await page("view=open&limit=100"))).not.toContain(closed);
    expect((await page("view=due&limit=1")).dueCount).toBeGreaterThanOrEqual(4);
  });

  it('names the studies whose "still recruiting" needs confirming, whatever the view (contract/enrollment.ts)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.batch([
      env.DB.prepare("UPDATE studies SET recruitment = 'recruiting', status_confirmed_on = ?").bind(today),
      env.DB.prepare("UPDATE studies SET status_confirmed_on = '2025-09-15' WHERE code = 'REDEFINE-HF'"),
    ]);
    expect((await page("view=due&limit=1")).studiesToConfirm).toEqual(["REDEFINE-HF"]);
    expect((await page("view=open&limit=1")).studiesToConfirm).toEqual(["REDEFINE-HF"]);
    await env.DB.prepare("UPDATE studies SET recruitment = 'closed' WHERE code = 'REDEFINE-HF'").run();
    expect((await page("view=due&limit=1")).studiesToConfirm).toEqual([]);
  });

  it("search finds every status, and the status filter narrows it", async () => {
    const tag = `srch${crypto.randomUUID().slice(0, 6)}`;
    await insertInquiry({
      name: "Cerrada Antes",
      status: "not_interested",
      closed_at: new Date().toISOString(),
      search_text: `${tag} 7605550177`,
    });
    await insertInquiry({ name: "Abierta", search_text: `${tag} 7605550178` });
    expect((await page(`q=${tag}&status=all`)).total).toBe(2);
    expect((await page(`q=760-555-0177&status=all`)).items.map((i) => i.name)).toContain("Cerrada Antes");
    expect((await page(`q=${tag}&status=not_interested`)).total).toBe(1);
  });

  it("pages through each order with its own cursor, without duplicates or gaps", async () => {
    const tag = `pg${crypto.randomUUID().slice(0, 6)}`;
    for (let i = 0; i < 13; i++) {
      await insertInquiry({
        search_text: tag,
        name: `P${i}`,
        created_at: new Date(Date.UTC(2025, 5, 1, 12, i)).toISOString(),
        next_step_at: i % 3 === 0 ? null : new Date(Date.UTC(2025, 6, 1, 12, 13 - i)).toISOString(),
        next_step_kind: i % 3 === 0 ? null : "follow_up",
      });
    }
    for (const sort of ["waiting", "newest", "next_step"]) {
      const seen: number[] = [];
      let cursor = "";
      do {
        const result = await page(`q=${tag}&status=all&sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ""}`);
        seen.push(...result.items.map((i) => i.id));
        cursor = result.nextCursor ?? "";
      } while (cursor);
      expect(seen).toHaveLength(13);
      expect(new Set(seen).size).toBe(13);
    }
  });
});

describe("the export staff can use", () => {
  it("writes local times, labels in the exporter's language with the codes beside them, attempts and the next step", async () => {
    const tag = `exp${crypto.randomUUID().slice(0, 6)}`;
    const id = await insertInquiry({
      name: "Exportada",
      search_text: tag,
      created_at: "2026-11-23T12:05:27.272Z",
      status: "not_eligible",
      closed_reason: "lab_values",
      contact_method: "text",
      contact_time: "evening",
      attempt_count: 2,
      last_attempt_at: "2026-11-24T17:00:00.000Z",
      last_attempt_channel: "phone",
      last_attempt_outcome: "left_message",
    });
    const res = await SELF.fetch(
      `${API}/inquiries/export.csv`,
      authed(token, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ q: tag, status: "all", labels: "es" }),
      }),
    );
    const text = (await res.text()).replace(/^\ufeff/, "");
    const [header, row] = text.split("\r\n").map((line) => line.slice(1, -1).split('","'));
    const spanish = await exportLabels("es");
    expect(header).toEqual(EXPORT_COLUMNS.map((c) => spanish.columns[c]));
    const cell = (column: (typeof EXPORT_COLUMNS)[number]) => row![EXPORT_COLUMNS.indexOf(column)];
    expect(cell("id")).toBe(String(id));
    expect(cell("received")).toBe("2026-11-23 04:05");
    expect(cell("received")).toBe(localDateTimeText("2026-11-23T12:05:27.272Z"));
    expect(cell("status")).toBe("No califica");
    expect(cell("status_code")).toBe("not_eligible");
    expect(cell("closing_reason")).toBe("Resultados de laboratorio");
    expect(cell("closing_reason_code")).toBe("lab_values");
    expect(cell("preferred_contact")).toBe("Mensaje de texto");
    expect(cell("preferred_time")).toBe("Noche");
    expect(cell("attempts")).toBe("2");
    expect(cell("last_attempt_at")).toBe("2026-11-24 09:00");
    expect(cell("last_attempt")).toBe("Teléfono: Dejó mensaje");
  });

  it("has a label for every code in both languages", async () => {
    for (const language of ["en", "es"] as const) {
      const labels = await exportLabels(language);
      for (const column of EXPORT_COLUMNS) expect(labels.columns[column]).toMatch(/\S/);
    }
  });
});

describe("the morning summary counts what is due", () => {
  it("includes follow-ups whose time has come", async () => {
    const { morningCounts } = await import("../../worker/jobs/morningSummary");
    const before = (await morningCounts(env, new Date())).due;
    await insertInquiry({
      status: "contacting",
      first_contact_at: new Date(Date.now() - 86_400_000).toISOString(),
      next_step_at: new Date(Date.now() - 60_000).toISOString(),
      next_step_kind: "follow_up",
    });
    expect((await morningCounts(env, new Date())).due).toBe(before + 1);
  });
});
