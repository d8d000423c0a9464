import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type Target = "local" | "remote";
/** Extra wrangler arguments for a local state other than the dev server's (the bench's config and folder). */
export type LocalState = { config: string; persistTo: string };

const ATTEMPTS = 6;
const WRANGLER = join(dirname(fileURLToPath(import.meta.url)), "../../node_modules/wrangler/bin/wrangler.js");

/**
 * Runs SQL against the `DB` binding through wrangler (the local workerd state, or production) and returns
 * what wrangler printed. The SQL travels in a file readable only by this user (a private temporary folder,
 * removed afterwards), never on the command line, where `ps` would show password hashes to every local user.
 * Locally the running dev server may hold the SQLite file for a moment (SQLITE_BUSY): retry briefly.
 */
function runD1(sql: string, target: Target, extraArgs: string[] = [], state?: LocalState): string {
  const folder = mkdtempSync(join(tmpdir(), "clinic-d1-")); // mode 0700
  const file = join(folder, "statements.sql");
  try {
    writeFileSync(file, sql, { mode: 0o600 });
    return runD1File(file, target, extraArgs, state);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function runD1File(file: string, target: Target, extraArgs: string[], state?: LocalState): string {
  // Remote: wrangler.toml itself (a build's copy goes stale), for the environment in CLOUDFLARE_ENV (--env staging).
  const where = state
    ? ["--config", state.config, "--persist-to", state.persistTo]
    : target === "remote"
      ? ["--config", "wrangler.toml"]
      : [];
  for (let attempt = 1; ; attempt++) {
    // wrangler on this same Node (the project's Node 24), whatever `node` is first on PATH.
    const result = spawnSync(
      process.execPath,
      [WRANGLER, "d1", "execute", "DB", `--${target}`, ...where, "--file", file, "--yes", ...extraArgs],
      {
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      },
    );
    if (result.status === 0) return result.stdout ?? "";
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
    const busy = /SQLITE_BUSY|database is locked/i.test(output);
    if (!busy || attempt === ATTEMPTS) {
      process.stderr.write(output);
      throw new Error(`wrangler d1 execute failed (exit ${result.status ?? "signal"})`);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
  }
}

/** Runs SQL statements (no result wanted). */
export function executeD1(sql: string, target: Target, state?: LocalState): void {
  runD1(sql, target, [], state);
}

/** Runs a file of SQL statements (the bench's generated seeds). */
export function executeD1File(file: string, target: Target, state?: LocalState): void {
  runD1File(file, target, [], state);
}

/** Runs one read and returns its rows (tests and scripts that check what was stored). */
export function queryD1<Row = Record<string, unknown>>(sql: string, target: Target, state?: LocalState): Row[] {
  const printed = runD1(sql, target, ["--json"], state);
  const results = JSON.parse(printed.slice(printed.indexOf("["))) as { results: Row[] }[];
  return results.at(-1)?.results ?? [];
}
