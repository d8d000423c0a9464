/**
 * The staff inbox under a realistic load of data: 30,000 inquiries in the local D1, then the inbox's
 * first page and filtered/search pages timed against the bare health route in the same run.
 */
import { foldText } from "../../contract/foldText.ts";
import { searchTermsOf } from "../../contract/searchTerms.ts";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { median } from "./stats.ts";
import type { BenchServer } from "./server.ts";

const FIRST = [
  "María",
  "José",
  "Guadalupe",
  "Juan",
  "Ana",
  "Luis",
  "Rosa",
  "Carlos",
  "Lucía",
  "Jesús",
  "Martha",
  "Pedro",
  "Elena",
  "Jorge",
  "Sofía",
];
const LAST = [
  "López",
  "García",
  "Hernández",
  "Martínez",
  "González",
  "Pérez",
  "Rodríguez",
  "Sánchez",
  "Ramírez",
  "Núñez",
  "Smith",
  "Johnson",
  "Cruz",
  "Flores",
  "Vázquez",
];
const MESSAGES = [
  "Hola, mi doctor me dijo que tengo insuficiencia cardíaca y quiero saber si puedo participar en el estudio.",
  "I was in the hospital last month for heart failure. Is the study still enrolling? Please call me after 5 pm.",
  "Quisiera información sobre los estudios. Tengo diabetes y presión alta. Prefiero que me llamen por la mañana.",
  "My mother (78) has heart failure and speaks only Spanish. Can someone call her about the study?",
];
const STATUSES = ["new", "new", "contacting", "scheduled", "resolved", "enrolled", "not_eligible", "not_interested", "unreachable", "spam"];
const STUDIES = ["FINALITY-HF", "REDEFINE-HF", "CONFIRMATION-HF", null];
const CLOSED = new Set(["resolved", "enrolled", "not_eligible", "not_interested", "unreachable", "spam"]);

const quote = (value: string | null) => (value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`);

/** Writes `count` inquiries (and their "created" events) spread over the last two years. */
/** `count` inquiries, one every `spacingSeconds` up to now (the default spreads 30,000 over two years). */
export function seedInquiries(server: BenchServer, count: number, spacingSeconds = 2100): void {
  const folder = mkdtempSync(join(tmpdir(), "bench-seed-"));
  try {
    const now = Date.now();
    const statements: string[] = [];
    for (let start = 0; start < count; start += 100) {
      const rows: string[] = [];
      // Each inquiry's words for the search's index, as the Worker indexes a new inquiry (worker/record/searchIndex.ts).
      const words: { e: string; t: string[] }[] = [];
      for (let i = start; i < Math.min(count, start + 100); i++) {
        const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
        const email = `person${i}@example.com`;
        const phone = `760555${String(i % 10000).padStart(4, "0")}`;
        const message = `${MESSAGES[i % MESSAGES.length]} (#${i})`;
        words.push({ e: email, t: searchTermsOf({ name, email, phone, message }) });
        const status = STATUSES[i % STATUSES.length]!;
        const created = new Date(now - (count - i) * spacingSeconds * 1000).toISOString();
        // Those being contacted have tries behind them and a follow-up, due already for half of them.
        const tried = status === "contacting";
        const attempted = tried ? new Date(Date.parse(created) + 3_600_000).toISOString() : null;
        const nextStep = tried ? new Date(now + (i % 2 === 0 ? -1 : 1) * (i % 97) * 3_600_000).toISOString() : null;
        rows.push(
          `(${[
            quote(name),
            quote(email),
            quote(phone),
            quote(message),
            quote(status),
            quote(i % 3 === 0 ? "en" : "es"),
            quote(STUDIES[i % 4] ?? null),
            quote(foldText(`${name} ${email} ${phone} ${message}`)),
            quote(email),
            quote(phone),
            quote(created),
            quote(CLOSED.has(status) ? created : null),
            quote(attempted),
            tried ? String(1 + (i % 3)) : "0",
            quote(attempted),
            quote(tried ? "phone" : null),
            quote(tried ? "no_answer" : null),
            quote(nextStep),
            quote(tried ? "follow_up" : null),
            "1",
          ].join(", ")})`,
        );
      }
      statements.push(
        `INSERT INTO inquiries (name, email, phone, message, status, language, study_id, search_text, email_norm, phone_digits, created_at, closed_at,
          first_contact_at, attempt_count, last_attempt_at, last_attempt_channel, last_attempt_outcome, next_step_at, next_step_kind, search_indexed)
          VALUES ${rows.join(",\n")};`,
        `INSERT INTO inquiry_terms (term, inquiry_id) SELECT t.value, i.id FROM json_each(${quote(JSON.stringify(words))}) j
          JOIN inquiries i ON i.email_norm = j.value ->> '$.e' JOIN json_each(j.value -> '$.t') t WHERE true ON CONFLICT DO NOTHING;`,
      );
    }
    const file = join(folder, "seed.sql");
    writeFileSync(file, statements.join("\n"));
    server.executeFile(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A staff session straight in D1 (the bench measures the inbox, not the login). */
export function createBenchSession(server: BenchServer): string {
  const token = randomBytes(32).toString("base64url");
  const hash = createHash("sha256").update(token).digest("hex");
  const folder = mkdtempSync(join(tmpdir(), "bench-session-"));
  try {
    const file = join(folder, "session.sql");
    writeFileSync(
      file,
      `INSERT INTO admins (username, display_name, password_hash, salt, iterations, role) VALUES ('bench-admin-${hash.slice(0, 8)}', 'Bench', 'x', 'x', 100000, 'admin');
       INSERT INTO sessions (token_hash, admin_id, scope, expires_at) SELECT '${hash}', id, 'full', '2099-01-01T00:00:00.000Z' FROM admins WHERE username = 'bench-admin-${hash.slice(0, 8)}';`,
      { mode: 0o600 },
    );
    server.executeFile(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return token;
}

export type InboxTiming = {
  name: string;
  path: string;
  rows: number;
  total: number;
  bytes: number;
  clientMedianMs: number;
  clientP95Ms: number;
  serverMedianMs: number;
};

/** `search` filters go as the JSON body of POST /api/inquiries/search (search text never in a URL). */
async function timeRequests(origin: string, path: string, token: string | null, runs: number, search?: Record<string, string>) {
  const client: number[] = [];
  const server: number[] = [];
  let body = "";
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const res = await fetch(
      origin + path,
      search
        ? { method: "POST", headers: { ...auth, "Content-Type": "application/json" }, body: JSON.stringify(search) }
        : { headers: auth },
    );
    body = await res.text();
    client.push(performance.now() - started);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const total = /total;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
    if (total) server.push(Number(total[1]));
  }
  const sorted = [...client].sort((a, b) => a - b);
  return {
    body,
    clientMedianMs: median(client),
    clientP95Ms: sorted[Math.floor(sorted.length * 0.95) - 1] ?? sorted[sorted.length - 1]!,
    serverMedianMs: median(server),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * The first request after another process wrote the local SQLite file can find the connection closed
 * while workerd reopens the database (local only; seen in about one run in three): warm up with retries.
 */
async function warmUp(origin: string, token: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const ok = await fetch(`${origin}/api/inquiries?limit=1`, { headers: { Authorization: `Bearer ${token}` } }).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    );
    if (ok) return;
    if (attempt === 5) throw new Error("the inbox did not answer after seeding");
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

export async function measureInbox(origin: string, token: string, runs = 20): Promise<InboxTiming[]> {
  await warmUp(origin, token);
  const scenarios: [string, string, Record<string, string>?][] = [
    ["GET /api/health (baseline)", "/api/health"],
    ["inbox: first page (open, 50 rows)", "/api/inquiries"],
    ["inbox: Due now, oldest waiting first", "/api/inquiries?view=due"],
    ["inbox: All open, oldest waiting first", "/api/inquiries?view=open&sort=waiting"],
    ["inbox: all statuses, Spanish, one study", "/api/inquiries?status=all&language=es&studyId=REDEFINE-HF"],
    ['inbox: search without accents ("nunez")', "/api/inquiries/search", { status: "all", q: "nunez" }],
    ["inbox: search by phone digits", "/api/inquiries/search", { status: "all", q: "760-555-0123" }],
    ["inbox: second page (cursor)", ""],
  ];
  const timings: InboxTiming[] = [];
  let cursor = "";
  for (const [name, fixedPath, search] of scenarios) {
    const path = fixedPath || `/api/inquiries?cursor=${cursor}`;
    const result = await timeRequests(origin, path, fixedPath === "/api/health" ? null : token, runs, search);
    const page = JSON.parse(result.body) as { items?: unknown[]; total?: number; nextCursor?: string };
    if (path === "/api/inquiries") cursor = page.nextCursor ?? "";
    timings.push({
      name,
      path: search ? `POST ${path} ${JSON.stringify(search)}` : path,
      rows: page.items?.length ?? 0,
      total: page.total ?? 0,
      bytes: Buffer.byteLength(result.body),
      clientMedianMs: round(result.clientMedianMs),
      clientP95Ms: round(result.clientP95Ms),
      serverMedianMs: round(result.serverMedianMs),
    });
  }
  return timings;
}
