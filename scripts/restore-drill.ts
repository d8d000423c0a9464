/**
 * `npm run restore-drill -- backups/clinic-site-<date>.sql`: the quarterly restore drill (docs/operations.md
 * section 7). It loads the export into a throwaway local database in a private temporary folder, never the
 * project's own `.wrangler/state` (which holds the local demo accounts), counts what came back, and deletes the
 * folder whatever happens, so no patient data stays on the machine. Prints the counts; exits 1 if the export
 * does not load.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { queryD1, executeD1File } from "./lib/d1.ts";

/** What a restored copy holds, counted (never a row's content). */
const COUNTS = ["inquiries", "volunteers", "admins", "messages", "visits", "audit_log"] as const;

/**
 * The statements of a `wrangler d1 export`, split where a `;` ends one outside quotes (a trigger's body runs to
 * its END).
 */
export function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i]!;
    if (quote) {
      // A quote written twice inside a string is the character itself.
      if (char === quote) {
        if (sql[i + 1] === quote) i++;
        else quote = null;
      }
      continue;
    }
    if (char === "'" || char === '"' || char === "`") quote = char;
    else if (char === ";") {
      const statement = sql.slice(start, i + 1).trim();
      if (/^CREATE\s+TRIGGER\b/i.test(statement) && !/\bEND\s*;$/i.test(statement)) continue;
      if (statement !== ";") statements.push(statement);
      start = i + 1;
    }
  }
  const rest = sql.slice(start).trim();
  if (rest) statements.push(rest);
  return statements;
}

/**
 * The export in an order D1 loads: wrangler writes each table with its rows, in creation order, so a row can come
 * before the table its foreign key names (and D1 checks that even with the keys deferred). Tables first, then the
 * rows, then indexes and triggers (an append-only trigger must not refuse the rows it guards).
 */
export function orderedForRestore(sql: string): string {
  const rank = (statement: string) =>
    /^PRAGMA\b/i.test(statement) ? 0 : /^CREATE\s+TABLE\b/i.test(statement) ? 1 : /^INSERT\b/i.test(statement) ? 2 : 3;
  return statementsOf(sql)
    .map((statement, index) => ({ statement, index, rank: rank(statement) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ statement }) => statement)
    .join("\n");
}

export function restoreDrill(exportFile: string): Record<(typeof COUNTS)[number], number> {
  const folder = mkdtempSync(join(tmpdir(), "clinic-restore-")); // mode 0700
  try {
    // A config of its own: the database's binding only, so nothing of the project's local state is touched.
    const config = join(folder, "wrangler.toml");
    writeFileSync(
      config,
      'name = "restore-drill"\ncompatibility_date = "2025-01-01"\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "restore-drill"\ndatabase_id = "00000000-0000-4000-8000-000000000000"\n',
    );
    const state = { config, persistTo: join(folder, "state") };
    const ordered = join(folder, "restore.sql");
    writeFileSync(ordered, orderedForRestore(readFileSync(exportFile, "utf8")), { mode: 0o600 });
    executeD1File(ordered, "local", state);
    // One row of subqueries (D1 caps a compound SELECT at a few terms).
    const sql = `SELECT ${COUNTS.map((table) => `(SELECT COUNT(*) FROM ${table}) AS ${table}`).join(", ")}`;
    const [row] = queryD1<Record<(typeof COUNTS)[number], number>>(sql, "local", state);
    if (!row) throw new Error("the restored database answered nothing");
    return row;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error("Name the export to try: npm run restore-drill -- backups/clinic-site-<date>.sql");
    process.exit(2);
  }
  try {
    const counts = restoreDrill(file);
    console.log(
      `Restored into a throwaway database, then deleted it. ${Object.entries(counts)
        .map(([t, n]) => `${t}: ${n}`)
        .join(", ")}.`,
    );
  } catch (error) {
    console.error(`Restore drill FAILED: ${(error as Error).message}`);
    process.exit(1);
  }
}
