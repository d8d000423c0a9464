/**
 * What staff read of the registry (issue #39, docs/registry.md): a search whose text never goes into a URL,
 * filters by topic, language, age band, ZIP, channel, consent state, source and when last contacted, one person's record with
 * their consent history and inquiries, and counts for the reports. Real requests to the Worker in workerd.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ImportReportDto } from "../../contract/volunteerImport";
import type { VolunteerDetailDto, VolunteerPageDto, VolunteerReportDto, VolunteerSearch } from "../../contract/volunteerList";
import { API, authed, insertInquiry, json, signedInAdmin, type FieldErrors } from "./helpers";

let token = "";
const tag = crypto.randomUUID().slice(0, 6);
const thisYear = new Date().getUTCFullYear();
const recent = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
const nearlyAYearAgo = new Date(Date.now() - 350 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  token = (await signedInAdmin()).token;
  const file = [
    "name,phone,email,language,year,zip,topics,consent date,how",
    `Guadalupe Ávila ${tag},(760) 555-7101,lupe.${tag}@example.com,es,${thisYear - 67},92243,diabetes;presión alta,${recent},hoja firmada`,
    `John Reyes ${tag},(760) 555-7102,,en,${thisYear - 30},92231,asthma,${recent},sign-up sheet`,
    `Carmen Ortiz ${tag},,carmen.${tag}@example.com,es,${thisYear - 50},92251,dolor,${nearlyAYearAgo},hoja firmada`,
  ].join("\n");
  const form = new FormData();
  form.append("file", new Blob([file]), "list.csv");
  form.append(
    "options",
    JSON.stringify({
      mapping: { name: 0, phone: 1, email: 2, language: 3, birthYear: 4, zip: 5, topics: 6, consentDate: 7, consentHow: 8 },
      dryRun: false,
    }),
  );
  const imported = await SELF.fetch(`${API}/registry/import`, authed(token, { method: "POST", body: form }));
  expect(imported.status).toBe(202);
  // Its steps run on the step queue, delivered by workerd to the Worker's queue handler, as deployed.
  const { importId } = await imported.json<ImportReportDto>();
  await vi.waitFor(
    async () => {
      const report = await (await SELF.fetch(`${API}/registry/import/${importId}`, authed(token))).json<ImportReportDto>();
      expect(report).toMatchObject({ status: "done", created: 3 });
    },
    { timeout: 20_000, interval: 200 },
  );
});

const search = async (body: VolunteerSearch) => {
  const res = await SELF.fetch(`${API}/registry/people/search`, authed(token, json("POST", body)));
  expect(res.status).toBe(200);
  return res.json<VolunteerPageDto>();
};
const names = (page: VolunteerPageDto) => page.items.map((item) => item.name.replace(` ${tag}`, "")).sort();

describe("the registry screen's data", () => {
  it("finds people by name without accents, by digits of the number and by address", async () => {
    expect(names(await search({ q: `guadalupe avila ${tag}` }))).toEqual(["Guadalupe Ávila"]);
    expect(names(await search({ q: "555-7102" }))).toEqual(["John Reyes"]);
    expect(names(await search({ q: `CARMEN.${tag}` }))).toEqual(["Carmen Ortiz"]);
  });

  it("filters by topic, language, age band, ZIP, channel and consent state", async () => {
    const mine = { q: tag };
    expect(names(await search({ ...mine, topic: "hypertension" }))).toEqual(["Guadalupe Ávila"]);
    expect(names(await search({ ...mine, language: "es" }))).toEqual(["Carmen Ortiz", "Guadalupe Ávila"]);
    expect(names(await search({ ...mine, ageBand: "60-74" }))).toEqual(["Guadalupe Ávila"]);
    expect(names(await search({ ...mine, ageBand: "18-39" }))).toEqual(["John Reyes"]);
    expect(names(await search({ ...mine, zip: "922" }))).toEqual(["Carmen Ortiz", "Guadalupe Ávila", "John Reyes"]);
    expect(names(await search({ ...mine, zip: "9225" }))).toEqual(["Carmen Ortiz"]);
    expect(names(await search({ ...mine, channel: "email" }))).toEqual(["Carmen Ortiz", "Guadalupe Ávila"]);
    expect(names(await search({ ...mine, consent: "renewal_due" }))).toEqual(["Carmen Ortiz"]);
    expect(names(await search({ ...mine, consent: "active" }))).toEqual(["Guadalupe Ávila", "John Reyes"]);
    expect((await search({ ...mine, source: "import" })).total).toBe(3);
  });

  it("filters by when a message of the list last went to them", async () => {
    const mine = { q: tag };
    const [lupe] = (await search({ q: `Ávila ${tag}` })).items;
    const [john] = (await search({ q: `Reyes ${tag}` })).items;
    expect(lupe!.lastContactedAt).toBeNull();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await env.DB.batch([
      env.DB.prepare("UPDATE volunteers SET last_contacted_at = ? WHERE id = ?").bind(daysAgo(10), lupe!.id),
      env.DB.prepare("UPDATE volunteers SET last_contacted_at = ? WHERE id = ?").bind(daysAgo(60), john!.id),
    ]);
    expect(names(await search({ ...mine, contacted: "never" }))).toEqual(["Carmen Ortiz"]);
    expect(names(await search({ ...mine, contacted: "within_30_days" }))).toEqual(["Guadalupe Ávila"]);
    expect(names(await search({ ...mine, contacted: "not_within_30_days" }))).toEqual(["Carmen Ortiz", "John Reyes"]);
    expect(names(await search({ ...mine, contacted: "not_within_90_days" }))).toEqual(["Carmen Ortiz"]);
    expect((await search({ q: `Reyes ${tag}` })).items[0]!.lastContactedAt?.slice(0, 10)).toBe(daysAgo(60).slice(0, 10));
  });

  it("pages newest first with a cursor and counts the whole match", async () => {
    const first = await search({ q: tag, limit: 2 });
    expect(first).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    const second = await search({ q: tag, limit: 2, cursor: first.nextCursor! });
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(3);
  });

  it("refuses filters it does not know, and search text in a URL", async () => {
    const res = await SELF.fetch(`${API}/registry/people/search`, authed(token, json("POST", { q: "x", diagnosis: "diabetes" })));
    expect(res.status).toBe(400);
    expect((await res.json<FieldErrors>()).error.fields).toEqual({ diagnosis: ["unknown_field"] });
    expect((await SELF.fetch(`${API}/registry/people?q=${tag}`, authed(token))).status).toBe(404);
    expect((await SELF.fetch(`${API}/registry/people/search`, json("POST", { q: tag }))).status).toBe(401);
  });

  it("shows one person with their consent history and the inquiries they sent", async () => {
    const [lupe] = (await search({ q: `Ávila ${tag}` })).items;
    // Found by the number, however the form wrote it.
    const inquiryId = await insertInquiry({
      name: "Guadalupe Ávila",
      email: "other@example.com",
      phone: "(760) 555-7101",
      phone_digits: "7605557101",
    });
    const res = await SELF.fetch(`${API}/registry/people/${lupe!.id}`, authed(token));
    expect(res.status).toBe(200);
    const detail = await res.json<VolunteerDetailDto>();
    expect(detail).toMatchObject({
      phone: "+17605557101",
      topics: ["diabetes", "hypertension"],
      consent: "active",
      consentStatement: "hoja firmada",
      history: [{ action: "granted", source: "import", how: "hoja firmada" }],
    });
    expect(detail.inquiries.map((inquiry) => inquiry.id)).toContain(inquiryId);
    expect((await SELF.fetch(`${API}/registry/people/999999999`, authed(token))).status).toBe(404);
  });

  it("counts the registry for reports, with no personal data", async () => {
    const res = await SELF.fetch(`${API}/registry/report`, authed(token));
    const report = await res.json<VolunteerReportDto>();
    expect(report.total).toBeGreaterThanOrEqual(3);
    expect(report.byConsent.renewal_due).toBeGreaterThanOrEqual(1);
    expect(report.bySource.import).toBeGreaterThanOrEqual(3);
    expect(report.byTopic.diabetes).toBeGreaterThanOrEqual(1);
    expect(report.byMonth.reduce((sum, month) => sum + month.joined, 0)).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(report)).not.toMatch(new RegExp(`${tag}|555|example`));
  });
});
