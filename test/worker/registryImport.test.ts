/**
 * Importing the clinic's list into the registry (issue #39, docs/registry.md): every row accounted for
 * (created + merged + flagged + refused = rows), no row imported without a consent basis, nobody who opted
 * out or left, Windows-1252 read as such, a dry run that writes nothing, and a second run that adds nothing.
 * Real requests to the Worker in workerd.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportOptions, ImportReportDto } from "../../contract/volunteerImport";
import { CLINIC_LIST_HEADER, CLINIC_LIST_MAPPING, messyClinicList, windows1252 } from "../../scripts/seed/messyClinicList";
import { addressHash } from "../../worker/messaging/keys";
import { API, authed, auditEntries, signedInAdmin, type FieldErrors } from "./helpers";

let admin = { token: "", id: 0 };
let coordinatorToken = "";
beforeAll(async () => {
  admin = await signedInAdmin();
  const coordinator = await signedInAdmin();
  await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE id = ?").bind(coordinator.id).run();
  coordinatorToken = coordinator.token;
});

function importFile(bytes: Uint8Array | string, options: ImportOptions, token = admin.token) {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes]), "patients.csv");
  form.append("options", JSON.stringify(options));
  return SELF.fetch(`${API}/registry/import`, authed(token, { method: "POST", body: form }));
}

const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

/** A consent date 50 days ago (ISO and as a US spreadsheet writes it), and one past any consent's life. */
const agreed = new Date(Date.now() - 50 * 86_400_000);
const RECENT = agreed.toISOString().slice(0, 10);
const RECENT_US = `${agreed.getUTCMonth() + 1}/${agreed.getUTCDate()}/${agreed.getUTCFullYear()}`;
const LAPSED = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
const inAYear = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;

const MAPPING = CLINIC_LIST_MAPPING;
const HEADER = CLINIC_LIST_HEADER;

describe("importing the clinic's list", () => {
  it("reports each row once, refuses rows without a consent basis or contact, flags same name and year, merges same number", async () => {
    const stopped = "+17605559001";
    await env.DB.prepare(
      "INSERT INTO consent_events (channel, address_hash, action, source, statement, language) VALUES ('text', ?, 'revoked', 'keyword', 'STOP', 'es')",
    )
      .bind(await addressHash(env, "text", stopped))
      .run();
    const tag = crypto.randomUUID().slice(0, 6);
    const lines = [
      HEADER,
      `José Ñúñez ${tag},(760) 555-9101,,español,1961,92243,diabetes;corazón,${RECENT},hoja firmada en la feria de salud`, // 2 created
      `"Pérez, María ${tag}",760-555-9102,maria.${tag}@example.com,en,1975,92231,presión alta,${RECENT_US},hoja firmada`, // 3 created
      `José Ñúñez ${tag},760 555 9101,,es,1961,92243,asma,${RECENT},hoja firmada`, // 4 merged (same number as 2)
      `José Ñúñez ${tag},(760) 555-9103,,es,1961,92243,,${RECENT},hoja firmada`, // 5 flagged (same name and year as 2)
      `Ana Sin Fecha ${tag},(760) 555-9104,,es,1980,92243,,,`, // 6 refused: no consent basis
      `Sin Contacto ${tag},,,es,1980,92243,,${RECENT},hoja firmada`, // 7 refused: no contact
      `Número Malo ${tag},555-12,,es,1980,92243,,${RECENT},hoja firmada`, // 8 refused: bad phone
      `Dijo Basta ${tag},${stopped},,es,1980,92243,,${RECENT},hoja firmada`, // 9 refused: opted out
      `Muy Viejo ${tag},(760) 555-9105,,es,1980,92243,,${LAPSED},hoja firmada`, // 10 refused: consent expired
      "",
      `Año Raro ${tag},(760) 555-9106,,es,1890,92243,,${RECENT},hoja firmada`, // 12 refused: bad birth year
    ].join("\r\n");
    const before = await count("SELECT COUNT(*) AS n FROM volunteers");
    const dry = await importFile(windows1252(lines), { mapping: MAPPING, language: "es", dryRun: true });
    expect(dry.status).toBe(200);
    const report = await dry.json<ImportReportDto>();
    expect(report).toMatchObject({ encoding: "windows-1252", rows: 10, created: 2, merged: 1, flagged: 1, refused: 6, importId: null });
    expect(report.lines).toEqual({
      created: [2, 3],
      merged: [4],
      flagged: [5],
      refused: [
        { line: 6, reason: "no_consent_basis" },
        { line: 7, reason: "no_contact" },
        { line: 8, reason: "bad_phone" },
        { line: 9, reason: "opted_out" },
        { line: 10, reason: "consent_expired" },
        { line: 12, reason: "bad_birth_year" },
      ],
    });
    expect(report.created + report.merged + report.flagged + report.refused).toBe(report.rows);
    expect(report.preview[0]).toMatchObject({
      name: `José Ñúñez ${tag}`,
      phone: "+17605559101",
      topics: "diabetes, heart",
      language: "es",
    });
    expect(await count("SELECT COUNT(*) AS n FROM volunteers")).toBe(before);

    const real = await importFile(windows1252(lines), { mapping: MAPPING, language: "es", dryRun: false });
    expect(real.status).toBe(201);
    const done = await real.json<ImportReportDto>();
    expect({ ...done, importId: null, dryRun: true, preview: [] }).toEqual({ ...report, preview: [] });
    expect(await count("SELECT COUNT(*) AS n FROM volunteers")).toBe(before + 3);
    const jose = await env.DB.prepare(
      "SELECT id, topics, source, language, consent_statement, consent_at, consent_ends_at, possible_duplicate_of FROM volunteers WHERE phone = ?",
    )
      .bind("+17605559101")
      .first<Record<string, unknown>>();
    expect(jose).toMatchObject({
      topics: JSON.stringify(["asthma-copd", "diabetes", "heart"]),
      source: "import",
      language: "es",
      consent_statement: "hoja firmada en la feria de salud",
      consent_at: `${RECENT}T12:00:00.000Z`,
      consent_ends_at: `${inAYear(RECENT)}T12:00:00.000Z`,
      possible_duplicate_of: null,
    });
    const twin = await env.DB.prepare("SELECT possible_duplicate_of FROM volunteers WHERE phone = ?").bind("+17605559103").first();
    expect(twin).toEqual({ possible_duplicate_of: jose!.id });
    expect(await count("SELECT COUNT(*) AS n FROM volunteer_consents WHERE volunteer_id = ? AND action = 'granted'", jose!.id)).toBe(1);
    const [audit] = (await auditEntries("registry_imported")).slice(-1);
    expect(audit).toMatchObject({ actor_id: admin.id, target_type: "registry_import", target_id: String(done.importId) });
    expect(audit!.detail).not.toMatch(/Ñúñez|555|example/);

    // The same file again adds nothing: every row it created is now merged into its person, unchanged.
    const again = await (await importFile(windows1252(lines), { mapping: MAPPING, language: "es", dryRun: false })).json<ImportReportDto>();
    expect(again).toMatchObject({ rows: 10, created: 0, flagged: 0, merged: 4, refused: 6 });
    expect(await count("SELECT COUNT(*) AS n FROM volunteers")).toBe(before + 3);
  });

  // The same file at 100,000 rows, and how long it takes, is the bench's (scripts/bench/registryImport.ts): a
  // speed has no place in `npm test`, which must pass on a busy laptop (issue #54).
  it("imports a messy 10,000-row Windows-1252 file: the report adds up, a second run adds nothing", async () => {
    // Blocks of ten rows: six new people, one repeat, one without a consent date, one bad phone, one flagged.
    const bytes = messyClinicList(1_000, agreed);
    const first = await importFile(bytes, { mapping: MAPPING, language: "es", dryRun: false });
    expect(first.status).toBe(201);
    const report = await first.json<ImportReportDto>();
    expect(report).toMatchObject({
      encoding: "windows-1252",
      rows: 10_000,
      created: 6_000,
      merged: 1_000,
      flagged: 1_000,
      refused: 2_000,
    });
    expect(report.refusals).toEqual({ no_consent_basis: 1_000, bad_phone: 1_000 });
    expect(report.lines.created.length + report.lines.merged.length + report.lines.flagged.length + report.lines.refused.length).toBe(
      10_000,
    );
    const imported = () =>
      count(
        "SELECT COUNT(*) AS n FROM volunteers WHERE phone_digits LIKE '760200%' OR phone_digits LIKE '760201%' OR phone_digits BETWEEN '17602000000' AND '17602099999'",
      );
    expect(await imported()).toBe(7_000);

    const second = await (await importFile(bytes, { mapping: MAPPING, language: "es", dryRun: false })).json<ImportReportDto>();
    expect(second).toMatchObject({ rows: 10_000, created: 0, flagged: 0, merged: 8_000, refused: 2_000 });
    expect(await imported()).toBe(7_000);
  }, 120_000);

  it("never puts back someone who left the registry", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const file = `${HEADER}\nLucía ${tag},(760) 555-9201,,es,1970,92243,,${RECENT},hoja\n`;
    expect((await importFile(file, { mapping: MAPPING, dryRun: false })).status).toBe(201);
    await env.DB.prepare("UPDATE volunteers SET withdrawn_at = ? WHERE phone = '+17605559201'").bind(new Date().toISOString()).run();
    const report = await (await importFile(file, { mapping: MAPPING, dryRun: false })).json<ImportReportDto>();
    expect(report.lines.refused).toEqual([{ line: 2, reason: "left_registry" }]);
  });

  it("takes a consent basis for the whole file, and refuses a file with none", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const file = `name;phone\nRosa ${tag};7605559301\n`; // semicolons, as Excel in Spanish saves it
    const none = await importFile(file, { mapping: { name: 0, phone: 1 }, dryRun: true });
    expect(none.status).toBe(400);
    expect((await none.json<FieldErrors>()).error.fields).toEqual({ basis: ["required"] });
    const basis = { statement: "Intake form, box 7: contact me about studies", agreedOn: RECENT, how: "clinic intake form" };
    const report = await (await importFile(file, { mapping: { name: 0, phone: 1 }, basis, dryRun: true })).json<ImportReportDto>();
    expect(report).toMatchObject({ encoding: "utf-8", rows: 1, created: 1 });
  });

  it("refuses a consent dated after today, from the row or the file's basis, as a paper sheet is (issue #50, item 14)", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const file = `${HEADER}
Mañana ${tag},(760) 555-9311,,es,1970,92243,,2030-01-15,hoja
Hoy ${tag},(760) 555-9312,,es,1970,92243,,${RECENT},hoja
`;
    const rows = await (await importFile(file, { mapping: MAPPING, dryRun: true })).json<ImportReportDto>();
    expect(rows).toMatchObject({ rows: 2, created: 1, refused: 1, refusals: { consent_in_future: 1 } });
    expect(rows.lines.refused).toEqual([{ line: 2, reason: "consent_in_future" }]);
    const basis = { statement: "Intake form, box 7: contact me about studies", agreedOn: "2030-01-15", how: "clinic intake form" };
    const future = await (
      await importFile(`name;phone\nRosa ${tag};7605559313\n`, { mapping: { name: 0, phone: 1 }, basis, dryRun: false })
    ).json<ImportReportDto>();
    expect(future).toMatchObject({ rows: 1, created: 0, refused: 1, refusals: { consent_in_future: 1 } });
  });

  it("is for admins only, and refuses what is not a file with options", async () => {
    const file = `${HEADER}\nX,(760) 555-9401,,es,1970,92243,,${RECENT},hoja\n`;
    expect((await importFile(file, { mapping: MAPPING }, coordinatorToken)).status).toBe(403);
    expect((await SELF.fetch(`${API}/registry/import`, { method: "POST", body: new FormData() })).status).toBe(401);
    const json = await SELF.fetch(
      `${API}/registry/import`,
      authed(admin.token, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }),
    );
    expect(json.status).toBe(415);
    const badMapping = await importFile(file, { mapping: { name: 0, nonsense: 3 } as never });
    expect(badMapping.status).toBe(400);
  });
});
