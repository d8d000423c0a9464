import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Target = "local" | "remote";

const ATTEMPTS = 5;

/**
 * Runs SQL against the `DB` binding through wrangler (the local workerd state, or production).
 * The SQL travels in a file readable only by this user (a private temporary folder, removed afterwards),
 * never on the command line, where `ps` would show password hashes to every local user.
 * Locally the running dev server may hold the SQLite file for a moment (SQLITE_BUSY): retry briefly.
 */
export function executeD1(sql: string, target: Target): void {
  const folder = mkdtempSync(join(tmpdir(), "clinic-d1-")); // mode 0700
  const file = join(folder, "statements.sql");
  try {
    writeFileSync(file, sql, { mode: 0o600 });
    for (let attempt = 1; ; attempt++) {
      const result = spawnSync("wrangler", ["d1", "execute", "DB", `--${target}`, "--file", file, "--yes"], {
        stdio: ["ignore", "pipe", "pipe"],
        encoding: "utf8",
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      });
      if (result.status === 0) return;
      const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
      const busy = /SQLITE_BUSY|database is locked/i.test(output);
      if (!busy || attempt === ATTEMPTS) {
        process.stderr.write(output);
        throw new Error(`wrangler d1 execute failed (exit ${result.status ?? "signal"})`);
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
