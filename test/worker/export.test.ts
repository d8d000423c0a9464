import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { csvCell, csvRow } from "../../worker/export/csv";
import { EXPORT_COLUMNS, exportLabels } from "../../worker/export/labels";
import { deleteExportParts, EXPORT_STEP_ROWS, runExportStep, startExport } from "../../worker/inquiries/export/steps";
import { consumeStepDeadLetters } from "../../worker/jobs/steps";
import type { ExportStep, StepMessage } from "../../worker/queues/steps";
import { auditEntries, authed, fetchWithBindings, insertInquiry, loginAsNewAdmin, API } from "./helpers";

/** A minimal RFC 4180 reader (quoted cells, doubled quotes, CRLF inside quotes) to check what we wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") (row.push(cell), (cell = ""));
    else if (ch === "\r" && text[i + 1] === "\n") (row.push(cell), rows.push(row), (row = []), (cell = ""), i++);
    else cell += ch;
  }
  return rows;
}

describe("CSV cells (RFC 4180 and OWASP CSV injection)", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    ["+1 760 555 0100", '"\'+1 760 555 0100"'],
    ["-2+3+cmd|' /C calc'!A0", "\"'-2+3+cmd|' /C calc'!A0\""],
    ["@SUM(1+1)*cmd|' /C calc'!A0", "\"'@SUM(1+1)*cmd|' /C calc'!A0\""],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
    ['María "Mary" López', '"María ""Mary"" López"'],
    ["line one\r\nline two, with a comma", '"line one\r\nline two, with a comma"'],
    [" =not at the start", '" =not at the start"'],
    ["a=b", '"a=b"'],
    ["", '""'],
    // Full-width forms, which some spreadsheets read as the ASCII ones (security review 2026-11, item 13).
    ["＝1+1", '"\'＝1+1"'],
    ["＋1", '"\'＋1"'],
    ["－1", '"\'－1"'],
    ["＠SUM(A1)", '"\'＠SUM(A1)"'],
  ])("%j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes numbers as they are and missing values as empty cells", () => {
    expect(csvRow([42, null, undefined, 0])).toBe('"42","","","0"\r\n');
  });
});

/** POST /api/inquiries/export.csv with the filters as JSON (search text never in a URL). */
const exportCsv = (token: string | null, filters: Record<string, string> = {}) =>
  SELF.fetch(`${API}/inquiries/export.csv`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(filters),
  });

/** Audit entries written after the answer (waitUntil) arrive a moment later. */
async function eventually<T>(read: () => Promise<T | undefined>, tries = 50): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("never happened");
}

const endOf = (startId: string) => eventually(async () => (await auditEntries("export_ended")).find((e) => e.target_id === startId));

describe("POST /api/inquiries/export.csv", () => {
  let admin = "";
  beforeAll(async () => {
    admin = await loginAsNewAdmin();
  });

  it("is refused without a session and to coordinators", async () => {
    expect((await exportCsv(null)).status).toBe(401);
    const coordinator = await loginAsNewAdmin("coordinator");
    const res = await exportCsv(coordinator);
    expect(res.status).toBe(403);
    expect(res.headers.get("Content-Type")).toContain("application/json");
  });

  it("rejects filters that are not valid with a 400", async () => {
    const res = await exportCsv(admin, { status: "bogus" });
    expect(res.status).toBe(400);
    // The old address with the search in the URL exports nothing.
    const old = await SELF.fetch(`${API}/inquiries/export.csv?q=lopez`, authed(admin));
    expect(old.status).toBe(400);
    expect(old.headers.get("Content-Type")).toContain("application/json");
  });

  it("streams the current filter as UTF-8 CSV with a BOM and a header row, neutralizing formulas, and audits the export", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const a = await insertInquiry({
      name: `=cmd|' /C calc'!A0 ${tag}`,
      email: "x@example.com",
      phone: "+1 760 555 0101",
      message: 'Dijo "hola"\r\nsegunda línea',
      language: "es",
      search_text: tag,
      created_at: "2026-01-05T18:00:00.000Z",
    });
    const b = await insertInquiry({
      name: `Begoña Núñez ${tag}`,
      message: "@SUM(1)",
      status: "contacting",
      first_contact_at: "2026-01-05T19:00:00.000Z",
      first_response_minutes: 45,
      search_text: tag,
      created_at: "2026-01-05T18:30:00.000Z",
    });
    await insertInquiry({ name: `Cerrado ${tag}`, status: "enrolled", search_text: tag, created_at: "2026-01-05T18:40:00.000Z" });

    const res = await exportCsv(admin, { status: "open", q: tag });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="inquiries-\d{4}-\d\d-\d\d\.csv"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parseCsv(new TextDecoder().decode(bytes.slice(3)));
    const english = await exportLabels("en");
    expect(rows[0]).toEqual(EXPORT_COLUMNS.map((c) => english.columns[c]));
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual([b, a]);
    const column = (name: (typeof EXPORT_COLUMNS)[number]) => EXPORT_COLUMNS.indexOf(name);
    const [rowB, rowA] = rows.slice(1) as [string[], string[]];
    expect(rowA[column("name")]).toBe(`'=cmd|' /C calc'!A0 ${tag}`);
    expect(rowA[column("phone")]).toBe("'+1 760 555 0101");
    expect(rowA[column("message")]).toBe('Dijo "hola"\r\nsegunda línea');
    expect(rowA[column("language")]).toBe("Spanish");
    expect(rowA[column("first_response_business_minutes")]).toBe("");
    expect(rowB[column("name")]).toBe(`Begoña Núñez ${tag}`);
    expect(rowB[column("message")]).toBe("'@SUM(1)");
    expect(rowB[column("status")]).toBe("Contacting");
    expect(rowB[column("status_code")]).toBe("contacting");
    expect(rowB[column("first_response_business_minutes")]).toBe("45");

    const audit = (await auditEntries("export")).at(-1)!;
    const detail = JSON.parse(audit.detail!) as Record<string, unknown>;
    expect(detail).toMatchObject({ status: "open", search: "yes" });
    expect(audit.detail).not.toContain(tag);
    const end = await endOf(String(audit.id));
    expect(JSON.parse(end.detail!)).toEqual({ rows: 2, complete: true });
  });

  it("is built in steps (EXPORT_STEP_ROWS rows each) and streamed whole, in order", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const total = EXPORT_STEP_ROWS + 203;
    const statements = Array.from({ length: total }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO inquiries (name, email, phone, message, status, search_text, created_at) VALUES (?, 'p@example.com', '7605550100', 'x', 'new', ?, ?)",
      ).bind(`Paged ${i}`, `paged ${tag}`, new Date(Date.UTC(2025, 0, 1) + (i % 7) * 1000).toISOString()),
    );
    await env.DB.batch(statements);
    const res = await exportCsv(admin, { q: tag });
    const rows = parseCsv((await res.text()).replace(/^\ufeff/, ""));
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    // Newest first, across the steps' boundary (ties on the time broken by the id, also descending).
    const { results } = await env.DB.prepare("SELECT id, created_at FROM inquiries WHERE search_text = ?")
      .bind(`paged ${tag}`)
      .all<{ id: number; created_at: string }>();
    const newestFirst = [...results].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map((row) => row.id);
    expect(ids).toEqual(newestFirst);
    const started = (await auditEntries("export")).at(-1)!;
    expect(JSON.parse((await endOf(String(started.id))).detail!)).toEqual({ rows: total, complete: true });
    // The parts left R2 with the end of the download.
    await vi.waitFor(async () => expect((await env.SHEETS.list({ prefix: "exports/" })).objects).toEqual([]), { timeout: 10_000 });
  });

  it("is audited before its first byte, and an export stopped part-way records the rows actually sent (security review 2026-11, item 3)", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const total = EXPORT_STEP_ROWS * 2 + 500;
    await env.DB.batch(
      Array.from({ length: total }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO inquiries (name, email, phone, message, status, search_text, created_at) VALUES (?, 'a@example.com', '7605550100', 'x', 'new', ?, ?)",
        ).bind(`Aborted ${i}`, `aborted ${tag}`, new Date(Date.UTC(2025, 1, 1) + i * 1000).toISOString()),
      ),
    );
    const before = (await auditEntries("export")).length;
    const res = await exportCsv(admin, { q: tag });
    expect(res.status).toBe(200);
    // The entry exists as soon as the answer starts, before anything is read.
    const started = (await auditEntries("export")).slice(before);
    expect(started).toHaveLength(1);
    const reader = res.body!.getReader();
    let bytes = 0;
    while (bytes < 2000) bytes += (await reader.read()).value?.byteLength ?? Infinity;
    await reader.cancel();
    const end = JSON.parse((await endOf(String(started[0]!.id))).detail!) as { rows: number; complete: boolean };
    // The head and the first step's part went out, nothing more.
    expect(end).toEqual({ rows: EXPORT_STEP_ROWS, complete: false });
    // The steps stop, and nothing of the export is left in R2.
    await vi.waitFor(async () => expect((await env.SHEETS.list({ prefix: "exports/" })).objects).toEqual([]), { timeout: 10_000 });
  });

  it("a step that fails every retry ends the download incomplete, audited so, and leaves nothing in R2", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await insertInquiry({ name: `Dead ${tag}` });
    const steps: StepMessage[] = [];
    const STEP_QUEUE = { send: async (body: StepMessage) => void steps.push(body) } as unknown as Queue;
    const res = await fetchWithBindings(
      "/api/inquiries/export.csv",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${admin}` },
        body: JSON.stringify({ q: tag }),
      },
      { STEP_QUEUE },
    );
    expect(res.status).toBe(200);
    const started = (await auditEntries("export")).at(-1)!;
    const reader = res.body!.getReader();
    expect((await reader.read()).value!.byteLength).toBeGreaterThan(0); // the head
    const rest = reader.read();
    // No step ran (the queue only recorded it); it lands in the dead-letter queue.
    expect(steps).toHaveLength(1);
    await consumeStepDeadLetters({ messages: steps.map((body) => ({ body })), ackAll() {} } as unknown as MessageBatch<StepMessage>, env);
    await expect(rest).rejects.toThrow();
    expect(JSON.parse((await endOf(String(started.id))).detail!)).toEqual({ rows: 0, complete: false });
    await vi.waitFor(async () => expect((await env.SHEETS.list({ prefix: "exports/" })).objects).toEqual([]), { timeout: 10_000 });
  });

  it("two copies of one step at the same moment keep one part, and the other copy's object leaves R2", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    await env.DB.batch(
      Array.from({ length: 30 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO inquiries (name, email, phone, message, status, search_text, created_at) VALUES (?, 'c@example.com', '7605550100', 'x', 'new', ?, ?)",
        ).bind(`Copy ${i}`, `copy ${tag}`, new Date(Date.UTC(2025, 2, 1) + i * 1000).toISOString()),
      ),
    );
    const steps: StepMessage[] = [];
    const bindings = { ...env, STEP_QUEUE: { send: async (body: StepMessage) => void steps.push(body) } as unknown as Queue } as Env;
    const exportId = await startExport(bindings, { actorId: 1, auditId: 1, filters: { q: tag } as never, language: "en", at: new Date() });
    const [first] = steps.splice(0) as [ExportStep];
    const outcomes = await Promise.all([runExportStep(bindings, first), runExportStep(bindings, first)]);
    expect(outcomes.sort()).toEqual(["finished", "stepped"]);
    const row = await env.DB.prepare("SELECT parts, rows, part_keys FROM inquiry_exports WHERE id = ?")
      .bind(exportId)
      .first<{ parts: number; rows: number; part_keys: string }>();
    expect(row).toMatchObject({ parts: 1, rows: 30 });
    const objects = (await env.SHEETS.list({ prefix: `exports/${exportId}/` })).objects.map((object) => object.key);
    expect(objects).toEqual(JSON.parse(row!.part_keys));
    await deleteExportParts(env, exportId);
  });
});
