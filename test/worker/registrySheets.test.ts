/**
 * Paper sheets from events and yeses given on the phone, entered by staff (issue #39, docs/registry.md,
 * "Paper sheets"): the sheet's consent (its version, the day signed, where), who entered it, a possible
 * duplicate flagged, a STOP kept, and the photo of the signed sheet kept private and erased with the person.
 * Real requests to the Worker in workerd.
 */
import { SELF, env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import type { VolunteerDetailDto } from "../../contract/volunteerList";
import type { VolunteerEnteredDto, VolunteerSheetInput } from "../../contract/volunteerSheet";
import { CURRENT_REGISTRY_STATEMENT, CURRENT_REGISTRY_TEXT_STATEMENT } from "../../contract/volunteers";
import { consentOf, recordConsent } from "../../worker/messaging/consent";
import { addressHash, addressHashes } from "../../worker/messaging/keys";
import { runRegistryConsentPass } from "../../worker/volunteers/consent";
import { API, authed, json, loginAsNewAdmin, signedInAdmin, type FieldErrors } from "./helpers";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
let admin = { token: "", id: 0 };
let coordinator = "";
let counter = 0;

beforeAll(async () => {
  admin = await signedInAdmin();
  coordinator = await loginAsNewAdmin("coordinator");
});

/** A sheet as a promotora's event collects it; each call has a number of its own. */
function sheet(extra: Partial<VolunteerSheetInput> = {}): VolunteerSheetInput {
  counter += 1;
  return {
    source: "event_sheet",
    how: "Health fair, Calexico library",
    signedOn: daysAgo(3),
    consentVersion: CURRENT_REGISTRY_STATEMENT,
    name: `María Hoja ${counter}`,
    phone: `(760) 555-${String(6100 + counter)}`,
    language: "es",
    birthYear: new Date().getUTCFullYear() - 58,
    zip: "92231",
    topics: ["diabetes"],
    channels: ["phone"],
    ...extra,
  };
}

const enter = (token: string, body: unknown) => SELF.fetch(`${API}/registry/people`, authed(token, json("POST", body)));
const detail = async (id: number) => (await SELF.fetch(`${API}/registry/people/${id}`, authed(admin.token))).json<VolunteerDetailDto>();

/** The smallest real JPEG and PNG headers are enough: the Worker checks the first bytes, not the pixels. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const putPhoto = (token: string, id: number, bytes: Uint8Array, type: string) =>
  SELF.fetch(`${API}/registry/people/${id}/sheet`, authed(token, { method: "PUT", headers: { "Content-Type": type }, body: bytes }));

describe("entering a paper sheet", () => {
  it("records the sheet's consent: its version, the day signed, where, and who entered it", async () => {
    const res = await enter(coordinator, sheet({ signedOn: daysAgo(10) }));
    expect(res.status).toBe(201);
    const entered = await res.json<VolunteerEnteredDto>();
    expect(entered.reference).toMatch(/^R-/);
    expect(entered.possibleDuplicateOf).toBeNull();
    const person = await detail(entered.id);
    expect(person).toMatchObject({
      source: "event_sheet",
      consentStatement: CURRENT_REGISTRY_STATEMENT,
      consentAt: `${daysAgo(10)}T12:00:00.000Z`,
      phone: `+1760555${6100 + counter}`,
      topics: ["diabetes"],
      consent: "active",
      hasSheetPhoto: false,
    });
    expect(person.history).toEqual([
      expect.objectContaining({
        action: "granted",
        source: "event_sheet",
        how: "Health fair, Calexico library",
        actor: expect.any(String),
      }),
    ]);
  });

  it("refuses a sheet dated in the future or older than the consent's life, and says which field", async () => {
    const tomorrow = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
    const future = await enter(coordinator, sheet({ signedOn: tomorrow }));
    expect(future.status).toBe(400);
    expect((await future.json<FieldErrors>()).error.fields).toEqual({ signedOn: ["in_future"] });
    const old = await enter(coordinator, sheet({ signedOn: daysAgo(400) }));
    expect(old.status).toBe(400);
    expect((await old.json<FieldErrors>()).error.fields).toEqual({ signedOn: ["consent_expired"] });
  });

  it("checks every field with the schema: a contact, texts only with the sheet's own box, a real date", async () => {
    const fieldsOf = async (body: unknown) => {
      const res = await enter(coordinator, body);
      expect(res.status).toBe(400);
      return (await res.json<FieldErrors>()).error.fields;
    };
    expect(await fieldsOf(sheet({ signedOn: "2026-02-30", how: "x" }))).toEqual({ signedOn: ["invalid_date"], how: ["required"] });
    expect(await fieldsOf(sheet({ phone: undefined, email: undefined }))).toEqual({ phone: ["phone_or_email", "required"] });
    expect(await fieldsOf(sheet({ channels: ["text"] }))).toEqual({ textConsentVersion: ["required"] });
    expect(await fieldsOf(sheet({ source: "web" as "event_sheet" }))).toHaveProperty("source");
    expect(await fieldsOf({ ...sheet(), staffNote: "x" })).toHaveProperty("staffNote");
  });

  it("gives the same answer to the same sheet sent twice, and adds one person", async () => {
    const body = sheet({ submissionId: crypto.randomUUID() });
    const [first, second] = await Promise.all([enter(coordinator, body), enter(coordinator, body)]);
    const answers = [await first.json<VolunteerEnteredDto>(), await second.json<VolunteerEnteredDto>()];
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(answers[1]!.reference).toBe(answers[0]!.reference);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM volunteers WHERE name = ?").bind(body.name).first<{ n: number }>())!;
    expect(n).toBe(1);
  });

  it("flags a number already on the list for staff and merges nothing", async () => {
    const original = sheet();
    const first = await (await enter(coordinator, original)).json<VolunteerEnteredDto>();
    const again = sheet({ phone: original.phone!.replace(/[() -]+/g, "."), name: "María H." });
    const second = await (await enter(coordinator, again)).json<VolunteerEnteredDto>();
    expect(second.possibleDuplicateOf).toEqual({ id: first.id, reference: first.reference });
    expect((await detail(first.id)).name).toMatch(/^María Hoja/);
    expect((await detail(second.id)).possibleDuplicateOf).toBe(first.id);
  });

  it("records the sheet's yes to texts in the ledger, but never over a STOP", async () => {
    const yes = sheet({ channels: ["text", "phone"], textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT });
    const entered = await (await enter(coordinator, yes)).json<VolunteerEnteredDto & { textsKeptOff: boolean }>();
    expect(entered.textsKeptOff).toBe(false);
    const number = `+1760555${6100 + counter}`;
    const db = drizzle(env.DB);
    expect(await consentOf(db, "text", await addressHashes(env, "text", number))).toBe("granted");

    const stopped = sheet({ channels: ["text"], textConsentVersion: CURRENT_REGISTRY_TEXT_STATEMENT });
    const stoppedNumber = `+1760555${6100 + counter}`;
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", stoppedNumber),
      action: "revoked",
      source: "keyword",
      statement: "PARAR",
      language: "es",
      at: new Date().toISOString(),
    });
    const kept = await (await enter(coordinator, stopped)).json<VolunteerEnteredDto & { textsKeptOff: boolean }>();
    expect(kept.textsKeptOff).toBe(true);
    expect(await consentOf(db, "text", await addressHashes(env, "text", stoppedNumber))).toBe("revoked");
  });

  it("is for signed-in staff only", async () => {
    const res = await SELF.fetch(`${API}/registry/people`, json("POST", sheet()));
    expect(res.status).toBe(401);
  });
});

describe("the photo of the signed sheet", () => {
  it("is kept private, read back only by staff, replaced by a new one, and checked by its bytes", async () => {
    const { id, reference } = await (await enter(coordinator, sheet())).json<VolunteerEnteredDto>();
    expect((await putPhoto(coordinator, id, JPEG, "image/jpeg")).status).toBe(204);
    expect((await detail(id)).hasSheetPhoto).toBe(true);
    const read = await SELF.fetch(`${API}/registry/people/${id}/sheet`, authed(coordinator));
    expect(read.status).toBe(200);
    expect(read.headers.get("Content-Type")).toBe("image/jpeg");
    expect(read.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(JPEG);
    expect((await SELF.fetch(`${API}/registry/people/${id}/sheet`)).status).toBe(401);

    expect((await putPhoto(coordinator, id, PNG, "image/png")).status).toBe(204);
    const { objects } = await env.SHEETS.list({ prefix: `sheets/${reference}/` });
    expect(objects).toHaveLength(1);
    expect(objects[0]!.key).toMatch(/\.png$/);

    // A claim the bytes do not back, a type not taken, nothing at all, or too much.
    expect((await putPhoto(coordinator, id, PNG, "image/jpeg")).status).toBe(415);
    expect((await putPhoto(coordinator, id, new TextEncoder().encode("<svg/>"), "image/svg+xml")).status).toBe(415);
    expect((await putPhoto(coordinator, id, new Uint8Array(), "image/png")).status).toBe(400);
    expect((await putPhoto(coordinator, id, new Uint8Array(10 * 1024 * 1024 + 1), "image/png")).status).toBe(413);
    expect((await putPhoto(coordinator, 999_999_999, JPEG, "image/jpeg")).status).toBe(404);
    expect((await SELF.fetch(`${API}/registry/people/${id}/sheet`, authed(coordinator))).headers.get("Content-Type")).toBe("image/png");
  });

  it("is deleted with the person's details after they leave and the retention period passes, strays included", async () => {
    const { id, reference } = await (await enter(coordinator, sheet())).json<VolunteerEnteredDto>();
    expect((await putPhoto(coordinator, id, JPEG, "image/jpeg")).status).toBe(204);
    // A photo left behind by two uploads at once (its key was never recorded) goes too.
    await env.SHEETS.put(`sheets/${reference}/left-behind.jpg`, JPEG);
    await env.DB.prepare("UPDATE volunteers SET withdrawn_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 60 * DAY).toISOString(), id)
      .run();
    // R2 failing: nothing is erased, so the next pass still knows whose photos to delete.
    const failing = { ...env, SHEETS: { list: () => Promise.reject(new Error("R2 unavailable")) } as unknown as R2Bucket };
    expect(await runRegistryConsentPass(failing, drizzle(env.DB))).toMatchObject({ photoFailures: 1, erased: 0 });
    expect(await env.DB.prepare("SELECT erased_at FROM volunteers WHERE id = ?").bind(id).first("erased_at")).toBeNull();
    expect(await runRegistryConsentPass(env, drizzle(env.DB))).toMatchObject({ photoFailures: 0 });
    expect((await env.SHEETS.list({ prefix: `sheets/${reference}/` })).objects).toEqual([]);
    const row = await env.DB.prepare("SELECT name, sheet_photo_key, erased_at FROM volunteers WHERE id = ?").bind(id).first();
    expect(row).toMatchObject({ name: "", sheet_photo_key: null, erased_at: expect.any(String) });
    expect((await SELF.fetch(`${API}/registry/people/${id}/sheet`, authed(admin.token))).status).toBe(404);
    expect((await putPhoto(coordinator, id, JPEG, "image/jpeg")).status).toBe(404);
  });
});
