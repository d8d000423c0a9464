import { spawnSync } from "node:child_process";

export type Target = "local" | "remote";

const ATTEMPTS = 5;

/**
 * Runs SQL against the `DB` binding through wrangler (the local workerd state, or production).
 * Locally the running dev server may hold the SQLite file for a moment (SQLITE_BUSY): retry briefly.
 */
export function executeD1(sql: string, target: Target): void {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync("wrangler", ["d1", "execute", "DB", `--${target}`, "--command", sql], {
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
}
