/**
 * What ends when it should (issue #34): calendar feeds end with the account's access, erasure leaves nothing
 * the sender wrote or that points at the person, the hour DST repeats is never booked silently, and the
 * registry's answer is kept only when it is the study asked for and fits the database.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "../../contract/errors";
import type { StudyDetailDto } from "../../contract/studyEditor";
import type { AgendaDto, NewCalendarFeedDto, VisitResultDto } from "../../contract/visits";
import { passwordSetSql } from "../../scripts/lib/adminSql";
import { hashPassword } from "../../worker/auth/password";
import { CUT_NOTE } from "../../worker/clinicalTrials/record";
import {
  adminId,
  createAdmin,
  fetchWithBindings,
  insertInquiry,
  postJson,
  recordingEmail,
  useClinicalTrialsStandIn,
  type LoginResultDto,
  json,
  staffApi,
  weekdayAhead,
} from "./helpers";

let token = "";
let staffId = 0;
const bindings = () => ({ EMAIL: recordingEmail().binding, STAFF_NOTIFY_FROM: "website@clinic.test", STAFF_NOTIFY_TO: "team@clinic.test" });
const api = staffApi(
  () => token,
  () => bindings(),
);
const feedStatus = (url: string) => fetchWithBindings(new URL(url).pathname, {}, {}).then((res) => res.status);

beforeAll(async () => {
  const credentials = await createAdmin();
  token = (await (await postJson("/api/auth/login", credentials)).json<LoginResultDto>()).token;
  staffId = await adminId(credentials.username);
});
afterEach(() => vi.restoreAllMocks());

async function newCoordinator() {
  const credentials = await createAdmin();
  const id = await adminId(credentials.username);
  await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE id = ?").bind(id).run();
  return id;
}

describe("calendar feeds end with the account's access", () => {
  it("a deactivated account's feed stops, and reactivating the account does not bring it back", async () => {
    const coordinator = await newCoordinator();
    const { url } = await (await api("/calendar-feeds", json("POST", { staffId: coordinator }))).json<NewCalendarFeedDto>();
    expect(await feedStatus(url)).toBe(200);
    expect((await api(`/staff/${coordinator}`, json("PATCH", { active: false }))).status).toBe(200);
    expect(await feedStatus(url)).toBe(404);
    expect((await api(`/staff/${coordinator}`, json("PATCH", { active: true }))).status).toBe(200);
    expect(await feedStatus(url)).toBe(404);
  });

  it("a password reset ends the account's feeds", async () => {
    const coordinator = await newCoordinator();
    const { url } = await (await api("/calendar-feeds", json("POST", { staffId: coordinator }))).json<NewCalendarFeedDto>();
    expect((await api(`/staff/${coordinator}`, json("PATCH", { password: "a brand new long passphrase 2026" }))).status).toBe(200);
    expect(await feedStatus(url)).toBe(404);
  });

  it("a password set from the command line (npm run admin -- create) ends the account's feeds and sessions", async () => {
    const credentials = await createAdmin();
    const id = await adminId(credentials.username);
    expect((await postJson("/api/auth/login", credentials)).status).toBe(200);
    const { url } = await (await api("/calendar-feeds", json("POST", { staffId: id }))).json<NewCalendarFeedDto>();
    expect(await feedStatus(url)).toBe(200);
    const sql = passwordSetSql(credentials.username, await hashPassword("a brand new long passphrase 2026"));
    await env.DB.batch(
      sql
        .split(/;\s*\n/)
        .filter((statement) => statement.trim())
        .map((statement) => env.DB.prepare(statement)),
    );
    expect(await feedStatus(url)).toBe(404);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE admin_id = ?").bind(id).first()).toEqual({ n: 0 });
  });
});

describe("erasure leaves nothing that points at the person", () => {
  it("clears an incoming e-mail's Message-ID and takes the person's visits off the agenda and the calendar feed", async () => {
    const id = await insertInquiry({ name: "Lucía Fernández", email: "lucia.erase@example.com", phone: "(760) 555-0199" });
    await env.DB.prepare(
      "INSERT INTO messages (inquiry_id, direction, channel, origin, status, body, provider_id) VALUES (?, 'in', 'email', 'person', 'received', 'Hola', ?)",
    )
      .bind(id, "<CAF+lucia-iphone-de-lucia@mail.example.com>")
      .run();
    const date = weekdayAhead(6);
    const booked = await api(
      `/inquiries/${id}/visits`,
      json("POST", { studyId: "REDEFINE-HF", type: "screening_visit", date, time: "11:00", durationMinutes: 60, place: "clinic", staffId }),
    );
    expect(booked.status).toBe(201);
    const { visit } = await booked.json<VisitResultDto>();
    const { url } = await (await api("/calendar-feeds", json("POST", {}))).json<NewCalendarFeedDto>();
    const agendaIds = async () =>
      (await (await api(`/visits/agenda?range=today&date=${date}&staffId=${staffId}`)).json<AgendaDto>()).rows.map((row) => row.visit.id);
    const feedText = async () => (await fetchWithBindings(new URL(url).pathname, {}, {})).text();
    expect(await agendaIds()).toContain(visit.id);
    expect(await feedText()).toContain(`/admin/inquiries/${id}`);

    expect((await api(`/inquiries/${id}`, { method: "DELETE" })).status).toBe(200);
    const ids = await env.DB.prepare("SELECT provider_id FROM messages WHERE inquiry_id = ?")
      .bind(id)
      .all<{ provider_id: string | null }>();
    expect(ids.results.map((row) => row.provider_id)).toEqual([null]);
    expect(await agendaIds()).not.toContain(visit.id);
    const feed = await feedText();
    expect(feed).not.toContain(`/admin/inquiries/${id}`);
    expect(feed).not.toContain(visit.startAt.replace(/[-:]/g, "").slice(0, 15));
  });
});

describe("the hour the clocks repeat", () => {
  it("is booked only once the coordinator confirms it, at its first occurrence (daylight time)", async () => {
    const id = await insertInquiry();
    // 1:30 a.m. on Sunday 7 November 2027 happens twice in Los Angeles.
    const input = {
      studyId: null,
      type: "screening_visit",
      date: "2027-11-07",
      time: "01:30",
      durationMinutes: 30,
      place: "clinic",
      staffId,
    };
    const refused = await api(`/inquiries/${id}/visits`, json("POST", { ...input, confirm: ["outside_office_hours"] }));
    expect(refused.status).toBe(409);
    const body = await refused.json<ErrorBody & { error: { fields: { warnings: string[] } } }>();
    expect(body.error.fields.warnings).toEqual(["repeated_hour"]);
    const booked = await api(`/inquiries/${id}/visits`, json("POST", { ...input, confirm: ["outside_office_hours", "repeated_hour"] }));
    expect(booked.status).toBe(201);
    expect((await booked.json<VisitResultDto>()).visit.startAt).toBe("2027-11-07T08:30:00.000Z");
  });
});

describe("the registry's answer", () => {
  const importRecord = (studyId: number) => api(`/studies/admin/${studyId}/registry`, { method: "POST" });
  const registryOf = (code: string) =>
    env.DB.prepare("SELECT registry FROM studies WHERE code = ?").bind(code).first<string | null>("registry");

  it("is refused when the record is another study's, changing nothing", async () => {
    const standIn = useClinicalTrialsStandIn();
    const before = await registryOf("REDEFINE-HF");
    const record = standIn.records.get("NCT06008197")!;
    record.protocolSection.identificationModule.nctId = "NCT09999999";
    const res = await importRecord(2);
    expect(res.status).toBe(503);
    expect(await registryOf("REDEFINE-HF")).toBe(before);
  });

  it("keeps a text longer than the database takes, cut with a note, instead of failing the import", async () => {
    const standIn = useClinicalTrialsStandIn();
    standIn.setEligibility("NCT06024746", `Inclusion Criteria:\n\n${"* Adults with heart failure. ".repeat(110_000)}`);
    const res = await importRecord(3);
    expect(res.status).toBe(200);
    const criteria = (await res.json<StudyDetailDto>()).study.registry.section!.eligibility.criteria;
    expect(criteria.length).toBeLessThanOrEqual(20_000);
    expect(criteria.endsWith(CUT_NOTE)).toBe(true);
  });
});
