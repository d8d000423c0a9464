import { spawnSync } from "node:child_process";

export type Target = "local" | "remote";

/** Runs SQL against the `DB` binding through wrangler (the local workerd state, or production). */
export function executeD1(sql: string, target: Target): void {
  const result = spawnSync("wrangler", ["d1", "execute", "DB", `--${target}`, "--command", sql], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    throw new Error(`wrangler d1 execute failed (exit ${result.status ?? "signal"})`);
  }
}
