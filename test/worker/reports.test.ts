import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { RecruitmentReportDto, ReportCount } from "../../contract/reports";
import { offsetChanges } from "../../worker/reports/localDaySql";
import { authed, insertInquiry, loginAsNewAdmin, type ErrorBody, API } from "./helpers";

let coordinator = "";

async function event(inquiryId: number, values: Record<string, string>) {
  const keys = Object.keys(values);
  await env.DB.prepare(`INSERT INTO inquiry_events (inquiry_id, ${keys.join(", ")}) VALUES (?, ${keys.map(() => "?").join(", ")})`)
    .bind(inquiryId, ...Object.values(values))
    .run();
}

const asMap = (rows: ReportCount[]) => Object.fromEntries(rows.map((row) => [row.key ?? "(none)", row.count]));

beforeAll(async () => {
  coordinator = await loginAsNewAdmin("coordinator");
  // Two weeks of March 2024; daylight saving time began on Sunday the 10th at 2 AM (10:00 UTC).
  const enrolled = await insertInquiry({
    created_at: "2024-03-04T16:00:00.000Z",
    status: "enrolled",
    language: "es",
    study_id: "FINALITY-HF",
    interest: "heart",
    utm_source: "facebook",
    heard_from: "social_media",
    first_contact_at: "2024-03-04T16:10:00.000Z",
    first_response_minutes: 10,
  });
  await event(enrolled, { type: "contact_attempt", channel: "phone", outcome: "reached" });
  await event(enrolled, { type: "status", from_status: "contacting", to_status: "scheduled" });
  await event(enrolled, { type: "status", from_status: "scheduled", to_status: "enrolled" });
  const screenedOut = await insertInquiry({
    created_at: "2024-03-05T17:00:00.000Z",
    status: "not_eligible",
    language: "es",
    study_id: "REDEFINE-HF",
    interest: "heart",
    heard_from: "doctor",
    first_contact_at: "2024-03-05T17:30:00.000Z",
    first_response_minutes: 30,
  });
  await event(screenedOut, { type: "status", from_status: "contacting", to_status: "scheduled" });
  await event(screenedOut, { type: "status", from_status: "scheduled", to_status: "not_eligible", reason: "Criteria" });
  const reached = await insertInquiry({
    created_at: "2024-03-06T18:00:00.000Z",
    status: "contacting",
    language: "en",
    heard_from: "doctor",
    utm_source: "google",
    first_contact_at: "2024-03-06T18:50:00.000Z",
    first_response_minutes: 50,
  });
  await event(reached, { type: "contact_attempt", channel: "phone", outcome: "reached" });
  const noAnswer = await insertInquiry({
    created_at: "2024-03-07T18:00:00.000Z",
    status: "contacting",
    language: "en",
    first_contact_at: "2024-03-07T19:30:00.000Z",
    first_response_minutes: 90,
  });
  await event(noAnswer, { type: "contact_attempt", channel: "phone", outcome: "no_answer" });
  // 00:30 on Monday the 11th in daylight time (it would be Sunday the 10th at standard time's offset).
  await insertInquiry({ created_at: "2024-03-11T07:30:00.000Z", status: "new", language: "es" });
  // 23:30 on Saturday the 9th, standard time.
  await insertInquiry({ created_at: "2024-03-10T07:30:00.000Z", status: "new" });
  await insertInquiry({ created_at: "2024-03-06T20:00:00.000Z", status: "spam", language: "en" });
  // Just outside the range on either side (local midnight).
  await insertInquiry({ created_at: "2024-03-04T07:59:00.000Z", status: "enrolled" });
  await insertInquiry({ created_at: "2024-03-18T07:00:00.000Z", status: "enrolled" });
});

const report = async (query: string) => {
  const res = await SELF.fetch(`${API}/reports/recruitment?${query}`, authed(coordinator));
  expect(res.status).toBe(200);
  return res.json<RecruitmentReportDto>();
};

describe("GET /api/reports/recruitment", () => {
  it("answers a known data set: funnel, shares, response percentiles and breakdowns", async () => {
    const r = await report("from=2024-03-04&to=2024-03-17");
    expect(r).toMatchObject({ from: "2024-03-04", to: "2024-03-17", total: 6, spam: 1 });
    expect(r.funnel).toEqual({ created: 6, reached: 3, scheduled: 2, enrolled: 1 });
    expect(r.shareReached).toBe(0.5);
    expect(r.shareEnrolled).toBeCloseTo(1 / 6);
    expect(r.firstResponse).toEqual({ responded: 4, medianMinutes: 30, p90Minutes: 90 });
    expect(asMap(r.byStatus)).toEqual({ new: 2, contacting: 2, enrolled: 1, not_eligible: 1 });
    expect(asMap(r.byLanguage)).toEqual({ es: 3, en: 2, "(none)": 1 });
    expect(asMap(r.byStudy)).toEqual({ "FINALITY-HF": 1, "REDEFINE-HF": 1, "(none)": 4 });
    expect(asMap(r.byInterest)).toEqual({ heart: 2, "(none)": 4 });
    expect(asMap(r.byUtmSource)).toEqual({ facebook: 1, google: 1, "(none)": 4 });
    expect(asMap(r.byHeardFrom)).toEqual({ doctor: 2, social_media: 1, "(none)": 3 });
    expect(r.byStatus[0]!.count).toBeGreaterThanOrEqual(r.byStatus.at(-1)!.count);
  });

  it("lists why people left and each status in SQL's order: most first, then by code, none first", async () => {
    const closed = (status: string, closed_reason: string | null) =>
      insertInquiry({ created_at: "2025-06-04T18:00:00.000Z", status, closed_reason, closed_at: "2025-06-05T18:00:00.000Z" });
    await closed("not_eligible", "lab_values");
    await closed("not_eligible", "lab_values");
    await closed("not_eligible", "age");
    await closed("not_interested", "placebo");
    await closed("not_interested", null);
    await closed("unreachable", "no_answer");
    await closed("enrolled", null);
    await closed("spam", null);
    const r = await report("from=2025-06-02&to=2025-06-08");
    expect(r).toMatchObject({ total: 7, spam: 1 });
    expect(r.exits).toEqual([
      { status: "not_eligible", reasonCode: "lab_values", count: 2 },
      { status: "not_eligible", reasonCode: "age", count: 1 },
      { status: "not_interested", reasonCode: null, count: 1 },
      { status: "not_interested", reasonCode: "placebo", count: 1 },
      { status: "unreachable", reasonCode: "no_answer", count: 1 },
    ]);
    expect(r.byStatus).toEqual([
      { key: "not_eligible", count: 3 },
      { key: "not_interested", count: 2 },
      { key: "enrolled", count: 1 },
      { key: "unreachable", count: 1 },
    ]);
  });

  it("puts each inquiry in its local week, across the daylight saving change", async () => {
    const r = await report("from=2024-03-04&to=2024-03-17");
    expect(r.byWeek).toEqual([
      { weekStart: "2024-03-04", count: 5 },
      { weekStart: "2024-03-11", count: 1 },
    ]);
  });

  it("uses local days at the range's edges: 23:59 on Sunday the 3rd belongs to the week before", async () => {
    const r = await report("from=2024-02-26&to=2024-03-05");
    expect(r.byWeek).toEqual([
      { weekStart: "2024-02-26", count: 1 },
      { weekStart: "2024-03-04", count: 2 },
    ]);
    expect(r.total).toBe(3);
  });

  it("lists weeks without inquiries with 0", async () => {
    const r = await report("from=2024-02-12&to=2024-02-25");
    expect(r.byWeek).toEqual([
      { weekStart: "2024-02-12", count: 0 },
      { weekStart: "2024-02-19", count: 0 },
    ]);
  });

  it("answers zeros and nulls for a range without inquiries", async () => {
    const r = await report("from=2023-01-02&to=2023-01-08");
    expect(r).toMatchObject({
      total: 0,
      spam: 0,
      shareReached: null,
      shareEnrolled: null,
      firstResponse: { responded: 0, medianMinutes: null, p90Minutes: null },
    });
    expect(r.byWeek).toEqual([{ weekStart: "2023-01-02", count: 0 }]);
  });

  it.each([
    ["", 400, "from"],
    ["from=2024-03-04", 400, "to"],
    ["from=2024-03-10&to=2024-03-09", 400, "to"],
    ["from=2024-02-30&to=2024-03-09", 400, "from"],
    ["from=2022-01-01&to=2024-01-02", 400, "to"],
    ["from=2024-01-01&to=2024-01-01&extra=1", 400, null],
  ])("refuses %j with a %i", async (query, status, field) => {
    const res = await SELF.fetch(`${API}/reports/recruitment?${query}`, authed(coordinator));
    expect(res.status).toBe(status);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("validation_failed");
    if (field) expect(Object.keys(body.error.fields ?? {})).toContain(field);
  });

  it("accepts two years exactly, and needs a session", async () => {
    expect((await report("from=2022-01-02&to=2024-01-02")).byWeek.length).toBeGreaterThan(100);
    expect((await SELF.fetch(`${API}/reports/recruitment?from=2024-03-04&to=2024-03-17`)).status).toBe(401);
  });
});

describe("offsetChanges", () => {
  it("finds both of 2024's daylight saving changes to the minute", () => {
    expect(offsetChanges(new Date("2024-01-01T08:00:00Z"), new Date("2025-01-01T08:00:00Z"))).toEqual([
      { at: new Date("2024-03-10T10:00:00Z"), offsetMinutes: -420 },
      { at: new Date("2024-11-03T09:00:00Z"), offsetMinutes: -480 },
    ]);
  });
});
