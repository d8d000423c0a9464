/**
 * `npm run --silent backup -- [--env production|staging] [--dir backups] [--local]`: the weekly export of the
 * database (docs/operations.md section 7). It exports into a `.partial` file, checks what came back (wrangler's
 * exit code, a file that is not empty, the schema and the inquiries table in it), then keeps it as
 * `<database>-<date>.sql` and deletes exports older than 30 days (the privacy policy's promise that erased data
 * leaves every copy within 30 days). Any failure deletes the partial file, keeps the earlier exports, prints why
 * on stderr and exits 1, so cron mails it. Remote exports need CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in
 * the environment (the token's permissions are in docs/operations.md); --local exports the local state instead.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { deployEnvOf, readWranglerConfig, wranglerTarget } from "./lib/wranglerConfig.ts";

/** Exports older than this many days are deleted: an older copy would bring erased people back. */
export const KEEP_DAYS = 30;
const DAY_MS = 86_400_000;

export type Exported = { ok: true } | { ok: false; output: string };
export type BackupPlan = {
  database: string;
  dir: string;
  now: Date;
  /** Writes the database's SQL to `file` (wrangler d1 export); what wrangler said when it failed. */
  exportTo: (file: string) => Exported;
};
export type BackupResult = { ok: true; file: string; bytes: number; removed: string[] } | { ok: false; reason: string };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Why an export is not a usable backup, or null when it is. */
function problemWith(file: string): string | null {
  if (!existsSync(file)) return "wrangler wrote no file";
  if (statSync(file).size === 0) return "the file is empty";
  const text = readFileSync(file, "utf8");
  if (!/CREATE TABLE/i.test(text)) return "the file holds no schema (no CREATE TABLE)";
  if (!/CREATE TABLE [`"]?inquiries[`"]?/i.test(text)) return "the file has no inquiries table: not this site's database";
  return null;
}

export function runBackup(plan: BackupPlan): BackupResult {
  mkdirSync(plan.dir, { recursive: true, mode: 0o700 });
  const name = `${plan.database}-${day(plan.now)}.sql`;
  const file = join(plan.dir, name);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const exported = plan.exportTo(partial);
  const problem = exported.ok ? problemWith(partial) : `wrangler d1 export failed: ${lastLine(exported.output)}`;
  if (problem) {
    rmSync(partial, { force: true });
    return { ok: false, reason: problem };
  }
  renameSync(partial, file);
  // Personal health-related data: readable by the backup's own user only.
  chmodSync(file, 0o600);
  // Only once a new export is safely kept: the older ones past the window go.
  const pattern = new RegExp(`^${plan.database.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-(\\d{4}-\\d{2}-\\d{2})\\.sql$`);
  // By the day in the name: the exports of the last 30 days stay (today's and the 30 before it).
  const oldest = day(new Date(plan.now.getTime() - KEEP_DAYS * DAY_MS));
  const removed = readdirSync(plan.dir).filter((entry) => {
    const dated = pattern.exec(entry)?.[1];
    return dated !== undefined && dated < oldest;
  });
  for (const entry of removed) rmSync(join(plan.dir, entry));
  return { ok: true, file, bytes: statSync(file).size, removed };
}

const lastLine = (output: string) =>
  output
    .replace(/\x1b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.includes("Logs were written"))
    .at(-1) ?? "no output";

const WRANGLER = join(dirname(fileURLToPath(import.meta.url)), "../node_modules/wrangler/bin/wrangler.js");

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = deployEnvOf(process.argv);
  const local = process.argv.includes("--local");
  const at = process.argv.indexOf("--dir");
  const dir = at >= 0 ? process.argv[at + 1]! : "backups";
  const database =
    readWranglerConfig(env).d1_databases.find((d: { binding: string }) => d.binding === "DB")?.database_name ?? "clinic-site";
  if (!local && !process.env.CLOUDFLARE_API_TOKEN) {
    console.error("Backup FAILED: CLOUDFLARE_API_TOKEN is not set (docs/operations.md section 7 says where it lives).");
    process.exit(1);
  }
  const result = runBackup({
    database,
    dir,
    now: new Date(),
    exportTo: (file) => {
      const run = spawnSync(
        process.execPath,
        [WRANGLER, "d1", "export", database, local ? "--local" : "--remote", ...wranglerTarget(env), "--output", file],
        { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
      );
      return run.status === 0 ? { ok: true } : { ok: false, output: `${run.stdout ?? ""}\n${run.stderr ?? ""}` };
    },
  });
  if (!result.ok) {
    console.error(`Backup FAILED (${database}, ${env}): ${result.reason}. The earlier exports are kept.`);
    process.exit(1);
  }
  console.log(
    `Backup kept: ${result.file} (${Math.round(result.bytes / 1024)} KB).` +
      (result.removed.length ? ` Deleted, older than ${KEEP_DAYS} days: ${result.removed.join(", ")}.` : ""),
  );
}
