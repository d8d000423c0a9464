/**
 * A registry person's own page (issue #39, docs/registry.md): the signed link shows what is theirs and changes
 * nothing until they press a button; they change their topics, renew, or leave (out of every audience at
 * once). A link not made here, or for someone erased, shows nothing. Real requests to the Worker in workerd.
 */
import { env, SELF } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consentEndsAt, type VolunteerSelfDto } from "../../contract/volunteers";
import { volunteers } from "../../worker/db/schema";
import { registryToken } from "../../worker/messaging/keys";
import { newReference } from "../../worker/volunteers/reference";
import { API, json, type ErrorBody, type FieldErrors } from "./helpers";

const db = drizzle(env.DB);

async function joined(daysAgo = 340) {
  const consentAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const [row] = await db
    .insert(volunteers)
    .values({
      reference: newReference(),
      name: "Socorro Beltrán Ruiz",
      nameKey: "socorro beltran ruiz",
      phone: "+17605556101",
      phoneDigits: "17605556101",
      email: "socorro@example.com",
      language: "es",
      topics: '["diabetes"]',
      channels: '["email","phone"]',
      source: "event_sheet",
      consentStatement: "2026-11-26",
      consentAt,
      consentEndsAt: consentEndsAt(consentAt, 12),
    })
    .returning();
  return { row: row!, t: encodeURIComponent(await registryToken(env, row!.reference)) };
}

const me = (t: string, path = "", init: RequestInit = {}) => SELF.fetch(`${API}/registry/me${path}?t=${t}`, init);
const stored = (id: number) => db.select().from(volunteers).where(eq(volunteers.id, id)).get();

describe("a registry person's own page", () => {
  it("shows their first name, topics and consent, and reading it changes nothing", async () => {
    const { row, t } = await joined();
    const res = await me(t);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json<VolunteerSelfDto>()).toEqual({
      reference: row.reference,
      firstName: "Socorro",
      language: "es",
      topics: ["diabetes"],
      channels: ["email", "phone"],
      consent: "renewal_due",
      consentEndsAt: row.consentEndsAt,
    });
    expect((await stored(row.id))!.updatedAt).toBe(row.updatedAt);
  });

  it("changes topics, channels and language when they press the button; unknown fields are refused", async () => {
    const { row, t } = await joined();
    const res = await me(t, "", json("POST", { topics: ["heart", "diabetes"], channels: ["email"], language: "en" }));
    expect(res.status).toBe(200);
    expect(await res.json<VolunteerSelfDto>()).toMatchObject({ topics: ["diabetes", "heart"], channels: ["email"], language: "en" });
    const refused = await me(t, "", json("POST", { topics: ["cancer"], name: "x" }));
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json<FieldErrors>()).error.fields).sort()).toEqual(["name", "topics.0"]);
    expect((await stored(row.id))!.topics).toBe('["diabetes","heart"]');
  });

  it("renews for twelve months from today, and leaving takes them out for good and erases them", async () => {
    const { row, t } = await joined();
    const renewed = await (await me(t, "/renew", { method: "POST" })).json<VolunteerSelfDto>();
    expect(renewed.consent).toBe("active");
    expect(Date.parse(renewed.consentEndsAt)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    const left = await (await me(t, "/leave", { method: "POST" })).json<VolunteerSelfDto>();
    expect(left.consent).toBe("withdrawn");
    // Leaving is the person's own "remove me": their details are erased at once, and the link then shows nothing.
    expect((await me(t, "/renew", { method: "POST" })).status).toBe(404);
    expect((await me(t, "", json("POST", { topics: ["heart"] }))).status).toBe(404);
    const erased = await db.select().from(volunteers).where(eq(volunteers.id, row.id)).get();
    expect(erased).toMatchObject({ name: "", phone: null, email: null, birthYear: null, zip: null, topics: "[]" });
    expect(erased!.erasedAt).not.toBeNull();
    const history = await env.DB.prepare("SELECT action, source FROM volunteer_consents WHERE volunteer_id = ? ORDER BY id")
      .bind(row.id)
      .all();
    expect(history.results).toEqual([
      { action: "renewed", source: "web" },
      { action: "withdrawn", source: "web" },
    ]);
  });

  it("shows nothing for a link not made here, or for someone erased", async () => {
    const { row, t } = await joined();
    const forged = `${row.reference}.${"0".repeat(32)}`;
    const res = await me(encodeURIComponent(forged));
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.code).toBe("invalid_token");
    expect((await me("")).status).toBe(400);
    await db.update(volunteers).set({ erasedAt: new Date().toISOString() }).where(eq(volunteers.id, row.id));
    expect((await me(t)).status).toBe(404);
  });
});
