/**
 * Importing the clinic's list into the registry (issue #39, docs/registry.md): every row accounted for
 * (created + merged + flagged + refused = rows), no row imported without a consent basis, nobody who opted
 * out or left, Windows-1252 read as such, a dry run that writes nothing, and a second run that adds nothing.
 * Real requests to the Worker in workerd.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportLinesDto, ImportOptions, ImportOutcome, ImportReportDto } from "../../contract/volunteerImport";
import { CLINIC_LIST_HEADER, CLINIC_LIST_MAPPING, messyClinicList, windows1252 } from "../../scripts/seed/messyClinicList";
import { readiness } from "../../worker/jobs/runs";
import { SCHEDULED_JOBS } from "../../worker/jobs/schedule";
import { consumeStepDeadLetters } from "../../worker/jobs/steps";
import { addressHash, keyFingerprint } from "../../worker/messaging/keys";
import type { ImportStep, StepMessage } from "../../worker/queues/steps";
import { purgeImportDetails } from "../../worker/volunteers/import/finish";
import { importFileKey } from "../../worker/volunteers/import/settings";
import { runImportStep, type StepHooks } from "../../worker/volunteers/import/step";
import { API, authed, auditEntries, fetchWithBindings, recordingEmail, signedInAdmin, type FieldErrors } from "./helpers";

let admin = { token: "", id: 0 };
let coordinatorToken = "";
beforeAll(async () => {
  admin = await signedInAdmin();
  const coordinator = await signedInAdmin();
  await env.DB.prepare("UPDATE admins SET role = 'coordinator' WHERE id = ?").bind(coordinator.id).run();
  coordinatorToken = coordinator.token;
});

/** The step queue as the Worker sends to it; `drain` delivers each step as Queues would, one invocation each. */
const sent: ImportStep[] = [];
const STEP_QUEUE = {
  async send(body: ImportStep) {
    sent.push(body);
  },
} as unknown as Queue;
const bindings = { STEP_QUEUE } as Partial<Env>;

/**
 * Delivers every step until the import is over. `hooks(n)` may kill the n-th delivery (1-based): the message then
 * comes again, as Queues retries a message whose invocation died.
 */
async function drain(hooks: (delivery: number) => StepHooks = () => ({})): Promise<number> {
  let deliveries = 0;
  while (sent.length > 0) {
    const message = sent.shift()!;
    deliveries += 1;
    const hook = hooks(deliveries);
    try {
      await runImportStep({ ...env, ...bindings } as Env, message, hook);
    } catch (error) {
      // Only an injected kill is retried here; anything else is the test's failure.
      if (!hook.killAt) throw error;
      sent.unshift(message);
    }
  }
  return deliveries;
}

function postFile(bytes: Uint8Array | string, options: ImportOptions, token = admin.token) {
  const form = new FormData();
  form.append("file", new Blob([typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes]), "patients.csv");
  form.append("options", JSON.stringify(options));
  return fetchWithBindings("/api/registry/import", authed(token, { method: "POST", body: form }), bindings);
}

const api = (path: string) => SELF.fetch(`${API}/registry/import${path}`, authed(admin.token));
const reportOf = async (importId: number) => (await api(`/${importId}`)).json<ImportReportDto>();

/** Every line of one outcome, page after page. */
async function linesOf(importId: number, outcome: ImportOutcome) {
  const all: ImportLinesDto["lines"] = [];
  let after = 0;
  for (;;) {
    const page = await (await api(`/${importId}/lines?outcome=${outcome}&after=${after}`)).json<ImportLinesDto>();
    all.push(...page.lines);
    if (page.next === null) return all;
    after = page.next;
  }
}

/** Starts a check or an import (202 at once), runs its steps, and reads its report and its lines. */
async function importFile(bytes: Uint8Array | string, options: ImportOptions, hooks?: (delivery: number) => StepHooks) {
  const started = await postFile(bytes, options);
  expect(started.status).toBe(202);
  const start = await started.json<ImportReportDto>();
  expect(start).toMatchObject({ status: "running", rows: 0, progress: { read: 0 } });
  const deliveries = await drain(hooks);
  const report = await reportOf(start.importId);
  const lines = async () => ({
    created: (await linesOf(start.importId, "created")).map((line) => line.line),
    merged: (await linesOf(start.importId, "merged")).map((line) => line.line),
    flagged: (await linesOf(start.importId, "flagged")).map((line) => line.line),
    refused: (await linesOf(start.importId, "refused")).map(({ line, reason }) => ({ line, reason })),
  });
  return { report, lines, deliveries };
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
    const report = dry.report;
    expect(report).toMatchObject({
      status: "done",
      dryRun: true,
      encoding: "windows-1252",
      rows: 10,
      created: 2,
      merged: 1,
      flagged: 1,
      refused: 6,
    });
    expect(report.progress.read).toBe(report.progress.total);
    expect(report.refusedLines.map((line) => line.line)).toEqual([6, 7, 8, 9, 10, 12]);
    expect(await dry.lines()).toEqual({
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
    const done = real.report;
    expect({ ...done, importId: 0, dryRun: true, preview: [] }).toEqual({ ...report, importId: 0, preview: [] });
    expect(await real.lines()).toEqual(await dry.lines());
    // The file left R2 with the last step.
    expect(await env.SHEETS.head(importFileKey(done.importId))).toBeNull();
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
    // The ledger's hashes of the number and the address are kept (worker/volunteers/addressHashes.ts).
    const key = await keyFingerprint((env as unknown as { MESSAGING_KEY: string }).MESSAGING_KEY);
    const maria = await env.DB.prepare(
      "SELECT h.channel, h.key, h.hash FROM volunteer_hashes h JOIN volunteers v ON v.id = h.volunteer_id WHERE v.phone = ? ORDER BY h.channel",
    )
      .bind("+17605559102")
      .all();
    expect(maria.results).toEqual([
      { channel: "email", key, hash: await addressHash(env, "email", `maria.${tag}@example.com`) },
      { channel: "text", key, hash: await addressHash(env, "text", "+17605559102") },
    ]);
    expect(await count("SELECT COUNT(*) AS n FROM volunteer_consents WHERE volunteer_id = ? AND action = 'granted'", jose!.id)).toBe(1);
    const [audit] = (await auditEntries("registry_imported")).slice(-1);
    expect(audit).toMatchObject({ actor_id: admin.id, target_type: "registry_import", target_id: String(done.importId) });
    expect(audit!.detail).not.toMatch(/Ñúñez|555|example/);

    // The same file again adds nothing: every row it created is now merged into its person, unchanged.
    const again = (await importFile(windows1252(lines), { mapping: MAPPING, language: "es", dryRun: false })).report;
    expect(again).toMatchObject({ rows: 10, created: 0, flagged: 0, merged: 4, refused: 6 });
    expect(await count("SELECT COUNT(*) AS n FROM volunteers")).toBe(before + 3);
  });

  // The same file at 100,000 rows, and how long it takes, is the bench's (scripts/bench/registryImport.ts): a
  // speed has no place in `npm test`, which must pass on a busy laptop (issue #54).
  it("imports a messy 10,000-row Windows-1252 file: the report adds up, a second run adds nothing", async () => {
    // Blocks of ten rows: six new people, one repeat, one without a consent date, one bad phone, one flagged.
    const bytes = messyClinicList(1_000, agreed);
    const first = await importFile(bytes, { mapping: MAPPING, language: "es", dryRun: false });
    // In bounded steps: STEP_ROWS rows at most each.
    expect(first.deliveries).toBeGreaterThanOrEqual(10);
    const report = first.report;
    expect(report).toMatchObject({
      encoding: "windows-1252",
      rows: 10_000,
      created: 6_000,
      merged: 1_000,
      flagged: 1_000,
      refused: 2_000,
    });
    expect(report.refusals).toEqual({ no_consent_basis: 1_000, bad_phone: 1_000 });
    const lines = await first.lines();
    expect(lines.created.length + lines.merged.length + lines.flagged.length + lines.refused.length).toBe(10_000);
    const imported = () =>
      count(
        "SELECT COUNT(*) AS n FROM volunteers WHERE phone_digits LIKE '760200%' OR phone_digits LIKE '760201%' OR phone_digits BETWEEN '17602000000' AND '17602099999'",
      );
    expect(await imported()).toBe(7_000);

    const second = (await importFile(bytes, { mapping: MAPPING, language: "es", dryRun: false })).report;
    expect(second).toMatchObject({ rows: 10_000, created: 0, flagged: 0, merged: 8_000, refused: 2_000 });
    expect(await imported()).toBe(7_000);
  }, 120_000);

  it("runs in bounded steps that resume after a kill, and a step delivered twice counts its rows once (issue #51)", async () => {
    // 3,000 rows: at least three steps. Delivery 2 dies after writing (before sending the next step), delivery 4
    // dies before writing, and every message that died comes again, as Queues retries it.
    const bytes = messyClinicList(300, agreed, 5_000);
    const killed = await importFile(bytes, { mapping: MAPPING, language: "es", dryRun: true }, (delivery) =>
      delivery === 2 ? { killAt: "after_write" } : delivery === 4 ? { killAt: "before_write" } : {},
    );
    const expected = { status: "done", rows: 3_000, created: 1_800, merged: 300, flagged: 300, refused: 600 };
    expect(killed.report).toMatchObject(expected);
    const lines = await killed.lines();
    expect(lines.created.length + lines.merged.length + lines.flagged.length + lines.refused.length).toBe(3_000);
    expect(new Set([...lines.created, ...lines.merged, ...lines.flagged, ...lines.refused.map((line) => line.line)]).size).toBe(3_000);

    // Every step delivered twice at the same moment (Queues delivers at least once): one copy writes, the other
    // finds the import moved on and writes nothing, and only one next step counts.
    const started = await (await postFile(bytes, { mapping: MAPPING, language: "es", dryRun: true })).json<ImportReportDto>();
    const outcomes: string[] = [];
    while (sent.length > 0) {
      const message = sent.shift()!;
      const copies = await Promise.all([1, 2].map(() => runImportStep({ ...env, ...bindings } as Env, message)));
      outcomes.push(...copies);
    }
    expect(outcomes.filter((outcome) => outcome === "finished")).toHaveLength(1);
    expect(await reportOf(started.importId)).toMatchObject(expected);
  }, 120_000);

  it("a step that fails every retry stops its import as failed and tells the team, numbers only", async () => {
    const email = recordingEmail();
    const tag = crypto.randomUUID().slice(0, 6);
    const started = await (
      await postFile(`${HEADER}\nLucía ${tag},(760) 555-9211,,es,1970,92243,,${RECENT},hoja\n`, { mapping: MAPPING, dryRun: false })
    ).json<ImportReportDto>();
    const [message] = sent.splice(0);
    const acked: unknown[] = [];
    await consumeStepDeadLetters(
      {
        queue: "clinic-site-steps-dlq",
        messages: [{ body: message }],
        ackAll: () => acked.push(true),
      } as unknown as MessageBatch<StepMessage>,
      { ...env, EMAIL: email.binding, STAFF_NOTIFY_TO: "team@example.com", STAFF_NOTIFY_FROM: "site@example.com" } as Env,
    );
    expect(acked).toHaveLength(1);
    expect(await reportOf(started.importId)).toMatchObject({ status: "failed", rows: 0 });
    expect(await env.SHEETS.head(importFileKey(started.importId))).toBeNull();
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]!.text).toContain(`stopped at line 1`);
    expect(email.sent[0]!.text).not.toContain(tag);
    // A late copy of the step finds the import over and writes nothing.
    expect(await runImportStep({ ...env, ...bindings } as Env, message!)).toBe("gone");
    expect(await count("SELECT COUNT(*) AS n FROM volunteers WHERE name LIKE ?", `%${tag}%`)).toBe(0);
  });

  it("an import whose steps stop moving is named by readiness; a week after it ends, its lines and preview are purged", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const started = await (
      await postFile(`${HEADER}\nLucía ${tag},(760) 555-9221,,es,1970,92243,,${RECENT},hoja\n`, { mapping: MAPPING, dryRun: true })
    ).json<ImportReportDto>();
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await readiness(env, SCHEDULED_JOBS, later)).stalledImports).toContain(started.importId);
    await drain();
    expect((await readiness(env, SCHEDULED_JOBS, later)).stalledImports).not.toContain(started.importId);
    expect(await linesOf(started.importId, "created")).toHaveLength(1);
    expect((await reportOf(started.importId)).preview).toHaveLength(1);
    expect(await purgeImportDetails(env, new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await purgeImportDetails(env, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await linesOf(started.importId, "created")).toHaveLength(0);
    expect(await reportOf(started.importId)).toMatchObject({ status: "done", rows: 1, created: 1, preview: [] });
  });

  it("treats a person an earlier step of the same file created as a row of the file: topics added, nothing renewed (review of #51)", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const later = new Date(agreed.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const fillers = Array.from({ length: 998 }, (_, i) => `Relleno ${tag} ${i},(760) 556-${String(1000 + i)},,es,,,,${RECENT},hoja`);
    // Line 2 is in the first step; line 1,001 (the same number, a later consent, a birth year and a ZIP) in the second.
    const file = [
      HEADER,
      `Ana Paso ${tag},(760) 555-9231,,es,,,diabetes,${RECENT},hoja`,
      ...fillers,
      `Ana Paso ${tag},(760) 555-9231,,es,1970,92243,asma,${later},hoja`,
    ].join("\n");
    const { report, deliveries } = await importFile(file, { mapping: MAPPING, dryRun: false });
    expect(deliveries).toBeGreaterThanOrEqual(2);
    expect(report).toMatchObject({ rows: 1_000, created: 999, merged: 1 });
    const ana = await env.DB.prepare("SELECT id, topics, birth_year, zip, consent_at FROM volunteers WHERE phone = '+17605559231'").first<{
      id: number;
      [column: string]: unknown;
    }>();
    expect(ana).toMatchObject({
      topics: JSON.stringify(["asthma-copd", "diabetes"]),
      birth_year: null,
      zip: null,
      consent_at: `${RECENT}T12:00:00.000Z`,
    });
    expect(await count("SELECT COUNT(*) AS n FROM volunteer_consents WHERE volunteer_id = ? AND action = 'renewed'", ana!.id)).toBe(0);
  });

  it("ends at a lone quote after the last row, and stops (without retrying) at a row longer than 4 MB", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const lone = await importFile(`${HEADER}\nLucía ${tag},(760) 555-9241,,es,1970,92243,,${RECENT},hoja\n"`, {
      mapping: MAPPING,
      dryRun: true,
    });
    expect(lone.report).toMatchObject({ status: "done", rows: 1, created: 1 });

    const email = recordingEmail();
    const huge = `${HEADER}\nLucía ${tag},(760) 555-9242,,es,1970,92243,,${RECENT},"hoja ${"x".repeat(4_300_000)}\nMás ${tag},(760) 555-9243,,es,1970,92243,,${RECENT},hoja\n`;
    const started = await (await postFile(huge, { mapping: MAPPING, dryRun: false })).json<ImportReportDto>();
    const withEmail = {
      ...env,
      ...bindings,
      EMAIL: email.binding,
      STAFF_NOTIFY_TO: "team@example.com",
      STAFF_NOTIFY_FROM: "site@example.com",
    } as Env;
    while (sent.length > 0) await runImportStep(withEmail, sent.shift()!);
    expect(await reportOf(started.importId)).toMatchObject({ status: "failed" });
    expect(await env.DB.prepare("SELECT failure FROM volunteer_imports WHERE id = ?").bind(started.importId).first()).toEqual({
      failure: "row_too_long",
    });
    expect(email.sent[0]!.text).toContain("stopped at line 2");
    expect(email.sent[0]!.text).not.toContain(tag);
    const [audit] = (await auditEntries("registry_imported")).filter((entry) => entry.target_id === String(started.importId));
    expect(JSON.parse(audit!.detail!)).toMatchObject({ rows: 0, failed: true });
  });

  it("never puts back someone who left the registry", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const file = `${HEADER}\nLucía ${tag},(760) 555-9201,,es,1970,92243,,${RECENT},hoja\n`;
    expect((await importFile(file, { mapping: MAPPING, dryRun: false })).report.created).toBe(1);
    await env.DB.prepare("UPDATE volunteers SET withdrawn_at = ? WHERE phone = '+17605559201'").bind(new Date().toISOString()).run();
    const { report } = await importFile(file, { mapping: MAPPING, dryRun: false });
    expect(report.refusedLines).toEqual([{ line: 2, reason: "left_registry" }]);
  });

  it("takes a consent basis for the whole file, and refuses a file with none", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const file = `name;phone\nRosa ${tag};7605559301\n`; // semicolons, as Excel in Spanish saves it
    const none = await postFile(file, { mapping: { name: 0, phone: 1 }, dryRun: true });
    expect(none.status).toBe(400);
    expect((await none.json<FieldErrors>()).error.fields).toEqual({ basis: ["required"] });
    const basis = { statement: "Intake form, box 7: contact me about studies", agreedOn: RECENT, how: "clinic intake form" };
    const { report } = await importFile(file, { mapping: { name: 0, phone: 1 }, basis, dryRun: true });
    expect(report).toMatchObject({ encoding: "utf-8", rows: 1, created: 1 });
  });

  it("refuses a consent dated after today, from the row or the file's basis, as a paper sheet is (issue #50, item 14)", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const file = `${HEADER}
Mañana ${tag},(760) 555-9311,,es,1970,92243,,2030-01-15,hoja
Hoy ${tag},(760) 555-9312,,es,1970,92243,,${RECENT},hoja
`;
    const rows = (await importFile(file, { mapping: MAPPING, dryRun: true })).report;
    expect(rows).toMatchObject({ rows: 2, created: 1, refused: 1, refusals: { consent_in_future: 1 } });
    expect(rows.refusedLines).toEqual([{ line: 2, reason: "consent_in_future" }]);
    const basis = { statement: "Intake form, box 7: contact me about studies", agreedOn: "2030-01-15", how: "clinic intake form" };
    const future = (await importFile(`name;phone\nRosa ${tag};7605559313\n`, { mapping: { name: 0, phone: 1 }, basis, dryRun: false }))
      .report;
    expect(future).toMatchObject({ rows: 1, created: 0, refused: 1, refusals: { consent_in_future: 1 } });
  });

  it("is for admins only, and refuses what is not a file with options", async () => {
    const file = `${HEADER}\nX,(760) 555-9401,,es,1970,92243,,${RECENT},hoja\n`;
    expect((await postFile(file, { mapping: MAPPING }, coordinatorToken)).status).toBe(403);
    expect((await SELF.fetch(`${API}/registry/import/1`, authed(coordinatorToken))).status).toBe(403);
    expect((await api("/999999")).status).toBe(404);
    expect((await api("/abc")).status).toBe(400);
    expect((await api("/1/lines?outcome=everything")).status).toBe(400);
    expect((await SELF.fetch(`${API}/registry/import`, { method: "POST", body: new FormData() })).status).toBe(401);
    const json = await SELF.fetch(
      `${API}/registry/import`,
      authed(admin.token, { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }),
    );
    expect(json.status).toBe(415);
    const badMapping = await postFile(file, { mapping: { name: 0, nonsense: 3 } as never });
    expect(badMapping.status).toBe(400);
  });
});
