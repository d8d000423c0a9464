import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { runBackup, type Exported } from "./backup.ts";
import { executeD1 } from "./lib/d1.ts";
import { orderedForRestore, restoreDrill, statementsOf } from "./restore-drill.ts";

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "clinic-backup-test-"));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const NOW = new Date("2026-11-29T11:00:00Z");
const SCHEMA = "CREATE TABLE `inquiries` (`id` integer PRIMARY KEY);\nINSERT INTO inquiries VALUES (1);\n";
const writing =
  (text: string): ((file: string) => Exported) =>
  (file) => {
    writeFileSync(file, text);
    return { ok: true };
  };

describe("npm run backup", () => {
  it("keeps a checked export under the day's name and deletes the ones older than 30 days, not the others", () => {
    const dir = tempFolder();
    for (const day of ["2026-10-01", "2026-10-29", "2026-10-30", "2026-11-22"]) writeFileSync(join(dir, `clinic-site-${day}.sql`), SCHEMA);
    writeFileSync(join(dir, "notes.txt"), "not an export");
    const result = runBackup({ database: "clinic-site", dir, now: NOW, exportTo: writing(SCHEMA) });
    expect(result).toMatchObject({
      ok: true,
      file: join(dir, "clinic-site-2026-11-29.sql"),
      removed: ["clinic-site-2026-10-01.sql", "clinic-site-2026-10-29.sql"],
    });
    expect(readdirSync(dir).sort()).toEqual([
      "clinic-site-2026-10-30.sql",
      "clinic-site-2026-11-22.sql",
      "clinic-site-2026-11-29.sql",
      "notes.txt",
    ]);
  });

  it.each([
    [
      "wrangler fails",
      (): Exported => ({ ok: false, output: "✘ [ERROR] Authentication error [code: 10000]\n🪵  Logs were written to x" }),
      /export failed: .*Authentication error/,
    ],
    ["the file is empty", writing(""), /empty/],
    ["the file has no schema", writing("INSERT INTO x VALUES (1);"), /no schema/],
    ["another database", writing("CREATE TABLE `things` (`id` integer);"), /no inquiries table/],
  ])("fails when %s: says why, leaves no partial file, keeps every earlier export", (_name, exportTo, reason) => {
    const dir = tempFolder();
    writeFileSync(join(dir, "clinic-site-2026-10-01.sql"), SCHEMA);
    const result = runBackup({ database: "clinic-site", dir, now: NOW, exportTo });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(reason);
    expect(readdirSync(dir)).toEqual(["clinic-site-2026-10-01.sql"]);
  });
});

describe("the restore drill's order", () => {
  it("splits on semicolons outside quotes and trigger bodies, and puts tables before rows before the rest", () => {
    const sql = [
      "PRAGMA defer_foreign_keys=TRUE;",
      "CREATE TABLE `b` (`id` integer, `a_id` integer REFERENCES `a`(`id`));",
      `INSERT INTO "b" ("id","a_id") VALUES(1,1);`,
      "CREATE TABLE `a` (`id` integer, `note` text);",
      `INSERT INTO "a" ("id","note") VALUES(1,'x; y ''z''');`,
      "CREATE INDEX `a_note` ON `a` (`note`);",
      "CREATE TRIGGER `a_keep` BEFORE DELETE ON `a` BEGIN SELECT RAISE(ABORT, 'no; never'); END;",
    ].join("\n");
    expect(statementsOf(sql)).toHaveLength(7);
    expect(
      orderedForRestore(sql)
        .split("\n")
        .map((line) => line.slice(0, 16)),
    ).toEqual([
      "PRAGMA defer_for",
      "CREATE TABLE `b`",
      "CREATE TABLE `a`",
      `INSERT INTO "b" `,
      `INSERT INTO "a" `,
      "CREATE INDEX `a_",
      "CREATE TRIGGER `",
    ]);
  });
});

describe("a real export of a local D1, and the restore drill (wrangler)", () => {
  const WRANGLER = join(dirname(fileURLToPath(import.meta.url)), "../node_modules/wrangler/bin/wrangler.js");
  /** A throwaway local database of its own (its config in a private folder, its state beside it). */
  function localDatabase() {
    const folder = tempFolder();
    const config = join(folder, "wrangler.toml");
    writeFileSync(
      config,
      `name = "backup-test"\ncompatibility_date = "2025-01-01"\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "backup-test"\ndatabase_id = "00000000-0000-4000-8000-000000000001"\n`,
    );
    return { folder, config, state: { config, persistTo: join(folder, ".wrangler", "state") } };
  }
  const exportWith =
    (config: string, database: string) =>
    (file: string): Exported => {
      const run = spawnSync(process.execPath, [WRANGLER, "d1", "export", database, "--local", "--config", config, "--output", file], {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      });
      return run.status === 0 ? { ok: true } : { ok: false, output: `${run.stdout}\n${run.stderr}` };
    };

  it("exports, checks and keeps it; a failure injected keeps the earlier one; the drill loads it elsewhere and deletes it", () => {
    const db = localDatabase();
    const tables = ["inquiries", "volunteers", "admins", "messages", "visits", "audit_log"];
    // As the site's schema has it: rows that point at a table created later (visit_reminders → visits), a text
    // with a semicolon and a line break, a quote, and an append-only trigger.
    executeD1(
      `CREATE TABLE visit_reminders (id integer PRIMARY KEY, visit_id integer NOT NULL REFERENCES visits(id));
       ${tables.map((table) => `CREATE TABLE ${table} (id integer PRIMARY KEY, note text);`).join("\n")}
       CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'append-only'); END;
       INSERT INTO visits (note) VALUES ('v');
       INSERT INTO visit_reminders (visit_id) VALUES (1);
       INSERT INTO inquiries (note) VALUES ('a'), ('b;
c'), ('it''s');
       INSERT INTO admins (note) VALUES ('x');
       INSERT INTO audit_log (note) VALUES ('kept');`,
      "local",
      db.state,
    );
    const dir = tempFolder();
    const kept = runBackup({ database: "backup-test", dir, now: NOW, exportTo: exportWith(db.config, "backup-test") });
    expect(kept).toMatchObject({ ok: true, file: join(dir, "backup-test-2026-11-29.sql") });
    // Injected: a database wrangler does not know. The day's export from before stays as it was.
    const failed = runBackup({ database: "backup-test", dir, now: NOW, exportTo: exportWith(db.config, "no-such-database") });
    expect(failed.ok).toBe(false);
    expect(readdirSync(dir)).toEqual(["backup-test-2026-11-29.sql"]);

    const before = new Set(readdirSync(tmpdir()).filter((name) => name.startsWith("clinic-restore-")));
    expect(restoreDrill(join(dir, "backup-test-2026-11-29.sql"))).toEqual({
      inquiries: 3,
      volunteers: 0,
      admins: 1,
      messages: 0,
      visits: 1,
      audit_log: 1,
    });
    // Nothing of the restored copy is left behind.
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith("clinic-restore-") && !before.has(name))).toEqual([]);
  }, 180_000);
});
