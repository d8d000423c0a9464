/**
 * Issue #50, item 11: erasure reaches the list. A person who wrote through the contact form (keeping themselves on
 * the list), joined the list again from its page, answered a campaign's invitation and had the photo of a signed
 * sheet kept: erasing any one of their records leaves no trace of them in any table of the database, nor in R2.
 * Someone else who shares the number under another name keeps their entry.
 */
import { env, SELF } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreatedInquiryDto } from "../../contract/inquiry";
import type { RegistryErasedDto } from "../../contract/volunteerList";
import type { VolunteerJoinedDto } from "../../contract/volunteerSignUp";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT } from "../../contract/volunteers";
import { sendDueVolunteerMessages } from "../../worker/volunteers/messages/send";
import { nextTextingTime } from "../../contract/quietHours";
import {
  API,
  auditEntries,
  authed,
  fetchWithBindings,
  json,
  loginAsNewAdmin,
  recordingEmail,
  twilioWebhook,
  useTwilioStandIn,
} from "./helpers";

let admin = "";
let coordinator = "";
let counter = 0;
beforeAll(async () => {
  admin = await loginAsNewAdmin("admin");
  coordinator = await loginAsNewAdmin("coordinator");
});
beforeEach(() => {
  useTwilioStandIn();
});
afterEach(() => vi.restoreAllMocks());

/** Every value of every text column in every table of ours, with where it is. */
async function everyTextValue(): Promise<{ where: string; value: string }[]> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
  ).all<{ name: string }>();
  const found: { where: string; value: string }[] = [];
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    for (const row of rows.results)
      for (const [column, value] of Object.entries(row)) if (typeof value === "string") found.push({ where: `${name}.${column}`, value });
  }
  return found;
}

/** Where any of `marks` (lower case, no accents) still appears. */
async function tracesOf(marks: string[]): Promise<string[]> {
  const folded = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return (await everyTextValue())
    .filter(({ value }) => marks.some((mark) => folded(value).includes(mark) || value.replace(/\D/g, "").includes(mark)))
    .map(({ where }) => where);
}

/** One person everywhere the site keeps people: the form (kept on the list), the list's page, a campaign's answer, a sheet photo. */
async function personEverywhere() {
  counter += 1;
  const tag = ["Xochitl", "Yolotzin", "Zyanya"][counter - 1]!;
  const person = {
    name: `${tag} Erasmo Quintanilla`,
    phone: `(760) 555-${7300 + counter}`,
    email: `${tag.toLowerCase()}.borrar@example.com`,
  };
  const e164 = `+1760555${7300 + counter}`;
  const email = recordingEmail();
  const filed = await fetchWithBindings(
    "/api/inquiries",
    {
      ...json("POST", {
        ...person,
        message: `Tengo ${tag.toLowerCase()}itis desde 2019.`,
        consent: true,
        consentVersion: "2026-11-23",
        smsConsent: true,
        smsConsentVersion: "2026-11-23",
        registryConsent: CURRENT_REGISTRY_STATEMENT,
        language: "es",
      }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${150 + counter}` },
    },
    { EMAIL: email.binding },
  );
  expect(filed.status).toBe(201);
  const inquiryId = (await filed.json<CreatedInquiryDto>()).id;
  // Days later the same person joins from the list's page (a second entry, flagged for staff).
  await env.DB.prepare("UPDATE volunteers SET created_at = '2026-01-01T00:00:00.000Z' WHERE phone = ?").bind(e164).run();
  const joined = await fetchWithBindings(
    "/api/registry",
    {
      ...json("POST", {
        ...person,
        language: "es",
        birthYear: 1971,
        zip: "92243",
        topics: ["heart"],
        channels: ["text", "email"],
        consent: true,
        consentVersion: CURRENT_REGISTRY_STATEMENT,
        textConsent: true,
        textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT,
      }),
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": `198.51.100.${160 + counter}` },
    },
    { EMAIL: email.binding },
  );
  expect(joined.status).toBe(201);
  const reference = (await joined.json<VolunteerJoinedDto>()).reference;
  const entry = (await env.DB.prepare("SELECT id FROM volunteers WHERE reference = ?").bind(reference).first<{ id: number }>())!.id;
  await sendDueVolunteerMessages({ ...env, EMAIL: email.binding }, nextTextingTime(new Date(Date.now() + 60_000)));
  // Their YES to the list's texts, then a campaign's invitation that they answer in their own words.
  const text = (body: string, n: number) =>
    twilioWebhook(
      "/api/sms/inbound",
      { MessageSid: `SM${String(n + counter * 10).padStart(32, "0")}`, From: e164, To: "+17605550142", Body: body, NumMedia: "0" },
      {},
    );
  await text("SÍ", 1);
  const campaign = await env.DB.prepare(
    `INSERT INTO campaigns (name, study_id, template_id, template_version, channel, audience, state, audience_count)
     VALUES ('Heart study', 'FINALITY-HF', 1, 1, 'text', '{}', 'done', '{}') RETURNING id`,
  ).first<{ id: number }>();
  await env.DB.prepare(
    `INSERT INTO volunteer_messages (volunteer_id, kind, channel, status, period, campaign_id, created_at, sent_at, segments)
     VALUES (?, 'invitation', 'text', 'sent', '', ?, ?, ?, 1)`,
  )
    .bind(entry, campaign!.id, new Date().toISOString(), new Date().toISOString())
    .run();
  expect((await text(`Sí, tengo ${tag.toLowerCase()}itis severa`, 2)).status).toBe(200);
  // A referral partner's credit, and the photo of a signed sheet.
  await env.DB.prepare("UPDATE inquiries SET partner_id = 1 WHERE id = ?").bind(inquiryId).run();
  await env.DB.prepare("UPDATE volunteers SET partner_id = 1 WHERE id = ?").bind(entry).run();
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  const photo = await SELF.fetch(
    `${API}/registry/people/${entry}/sheet`,
    authed(admin, { method: "PUT", headers: { "Content-Type": "image/jpeg" }, body: jpeg }),
  );
  expect(photo.status).toBe(204);
  return {
    ...person,
    tag,
    e164,
    inquiryId,
    entry,
    reference,
    marks: [tag.toLowerCase(), "quintanilla", `${tag.toLowerCase()}.borrar`, `760555${7300 + counter}`],
  };
}

describe("erasing a person reaches the list (issue #50, item 11)", () => {
  it("from their inquiry: no table holds their name, number, address or words afterwards, nor R2 their photo", async () => {
    const person = await personEverywhere();
    // A relative who shares the number, under another name: their own entry.
    const relative = await fetchWithBindings(
      "/api/registry",
      {
        ...json("POST", {
          name: "Otra Pariente",
          phone: person.phone,
          language: "es",
          topics: ["heart"],
          channels: ["phone"],
          consent: true,
          consentVersion: CURRENT_REGISTRY_STATEMENT,
        }),
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.199" },
      },
      {},
    );
    expect(relative.status).toBe(201);
    // Before: the person is in several tables (the test can see them).
    const before = new Set((await tracesOf(person.marks)).map((where) => where.split(".")[0]));
    expect([...before].sort()).toEqual(expect.arrayContaining(["inquiries", "volunteers"]));

    const erased = await SELF.fetch(`${API}/inquiries/${person.inquiryId}`, authed(admin, { method: "DELETE" }));
    expect(erased.status).toBe(200);
    // Their name, address and words are nowhere; the number only on the relative's own entry.
    expect(await tracesOf(person.marks.filter((mark) => !/^\d+$/.test(mark)))).toEqual([]);
    const holders = await env.DB.prepare("SELECT name FROM volunteers WHERE phone = ?").bind(person.e164).all<{ name: string }>();
    expect(holders.results).toEqual([{ name: "Otra Pariente" }]);
    expect(await tracesOf([person.e164.slice(2)])).toEqual(["volunteers.phone", "volunteers.phone_digits"]);
    expect((await env.SHEETS.list({ prefix: `sheets/${person.reference}/` })).objects).toEqual([]);
    const links = await env.DB.prepare("SELECT COUNT(*) AS n FROM volunteer_messages WHERE volunteer_id = ?")
      .bind(person.entry)
      .first<{ n: number }>();
    expect(links!.n).toBe(0);
    const credit = await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiries WHERE id = ? AND partner_id IS NOT NULL")
      .bind(person.inquiryId)
      .first<{ n: number }>();
    expect(credit!.n).toBe(0);
    // The relative's entry stays; the audit entry holds counts only.
    const kept = await env.DB.prepare("SELECT name FROM volunteers WHERE name = 'Otra Pariente' AND erased_at IS NULL").first();
    expect(kept).not.toBeNull();
    const [audit] = (await auditEntries("inquiry_erased")).slice(-1);
    expect(JSON.parse(audit!.detail!)).toEqual({ registryEntries: 2, otherInquiries: 1 });
  });

  it("from the list (admins only): the same, with counts only in the answer and the audit log", async () => {
    const person = await personEverywhere();
    expect((await SELF.fetch(`${API}/registry/people/${person.entry}`, authed(coordinator, { method: "DELETE" }))).status).toBe(403);
    const res = await SELF.fetch(`${API}/registry/people/${person.entry}`, authed(admin, { method: "DELETE" }));
    expect(res.status).toBe(200);
    expect(await res.json<RegistryErasedDto>()).toEqual({ erased: true, already: false, registryEntries: 2, inquiries: 2 });
    expect(await tracesOf(person.marks)).toEqual([]);
    const [audit] = (await auditEntries("registry_person_erased")).slice(-1);
    expect(JSON.parse(audit!.detail!)).toEqual({ registryEntries: 2, inquiries: 2 });
    // Twice changes nothing; an id no one has is 404.
    expect(
      await (await SELF.fetch(`${API}/registry/people/${person.entry}`, authed(admin, { method: "DELETE" }))).json<RegistryErasedDto>(),
    ).toMatchObject({
      already: true,
    });
    expect((await SELF.fetch(`${API}/registry/people/999999`, authed(admin, { method: "DELETE" }))).status).toBe(404);
  });

  it("stops whole, changing nothing, when R2 will not delete the sheet photo (503, to try again)", async () => {
    const person = await personEverywhere();
    const failing = { ...env.SHEETS, list: () => Promise.reject(new Error("R2 unavailable")) } as unknown as R2Bucket;
    const res = await fetchWithBindings(`/api/inquiries/${person.inquiryId}`, authed(admin, { method: "DELETE" }), { SHEETS: failing });
    expect(res.status).toBe(503);
    expect(res.headers.get("Retry-After")).not.toBeNull();
    expect((await tracesOf(person.marks)).length).toBeGreaterThan(0);
    const row = await env.DB.prepare("SELECT erased_at FROM inquiries WHERE id = ?")
      .bind(person.inquiryId)
      .first<{ erased_at: string | null }>();
    expect(row!.erased_at).toBeNull();
  });
});
