import { spawn, spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { executeD1File, queryD1 } from "../lib/d1.ts";
import { clinicImageManifest, seedClinicImages, type BucketLike } from "../seed/gallery.ts";

export const OFFLINE_ENV = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
// Run wrangler on this same Node (the project's Node 24), whatever `node` is first on PATH.
const WRANGLER = [process.execPath, "node_modules/wrangler/bin/wrangler.js"] as const;
const CONFIG = "dist/clinic_site/wrangler.bench.json";
const PERSIST = ".wrangler/bench-state";
/** The bench raises the per-IP limits so a load test is not refused; production keeps wrangler.toml's. */
export const BENCH_RATE_LIMIT = 1_000_000;

export type BenchServer = {
  origin: string;
  pid: number;
  countInquiries(): number;
  inquiryIds(): Set<number>;
  /** Reads rows from the bench server's local D1. */
  query<T>(sql: string): T[];
  /** Runs a SQL file against the bench server's local D1. */
  executeFile(path: string): void;
  stop(): Promise<void>;
};

function wrangler(args: string[]): string {
  const result = spawnSync(WRANGLER[0], [WRANGLER[1], ...args], { encoding: "utf8", env: OFFLINE_ENV });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed: ${result.error ?? result.stderr}`);
  return result.stdout;
}

/**
 * Serves the production build in workerd with its own, fresh local state, seeded like `npm start`; `vars` are
 * passed as `--var` (the campaigns' stage turns messaging on against local stand-ins, as `npm run serve` does).
 */
export async function startBenchServer(port: number, vars: Record<string, string> = {}): Promise<BenchServer> {
  const config = JSON.parse(readFileSync("dist/clinic_site/wrangler.json", "utf8"));
  config.ratelimits = config.ratelimits.map((limiter: { simple: object }) => ({
    ...limiter,
    simple: { ...limiter.simple, limit: BENCH_RATE_LIMIT },
  }));
  writeFileSync(CONFIG, JSON.stringify(config));
  rmSync(PERSIST, { recursive: true, force: true });
  wrangler(["d1", "migrations", "apply", "DB", "--local", "-c", CONFIG, "--persist-to", PERSIST]);
  const proxy = await getPlatformProxy({ configPath: CONFIG, persist: { path: `${PERSIST}/v3` } });
  try {
    const svgById = Object.fromEntries(
      clinicImageManifest.map(({ id }) => [id, readFileSync(`scripts/seed/clinic-images/${id}.svg`, "utf8")]),
    );
    await seedClinicImages(proxy.env.IMAGES as BucketLike, svgById);
  } finally {
    await proxy.dispose();
  }

  const child = spawn(
    WRANGLER[0],
    [
      WRANGLER[1],
      "dev",
      "-c",
      CONFIG,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      PERSIST,
      "--log-level",
      process.env.BENCH_DEBUG ? "info" : "error",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    { detached: true, stdio: process.env.BENCH_DEBUG ? "inherit" : "ignore", env: OFFLINE_ENV },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("wrangler dev exited during start-up");
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("the bench server did not answer within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  // The CLI opens the SQLite file the server writes to (a scheduled run's waitUntil work outlives its
  // response); the shared helper retries when it finds the file locked.
  const state = { config: CONFIG, persistTo: PERSIST };
  const query = <T>(sql: string): T[] => queryD1<T>(sql, "local", state);
  return {
    origin,
    pid: child.pid!,
    countInquiries: () => query<{ n: number }>("SELECT COUNT(*) AS n FROM inquiries")[0]!.n,
    inquiryIds: () => new Set(query<{ id: number }>("SELECT id FROM inquiries").map((row) => row.id)),
    query,
    executeFile: (path: string) => executeD1File(path, "local", state),
    async stop() {
      // The whole process group: wrangler and the workerd it started.
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        return;
      }
      const exited = new Promise((resolve) => child.once("exit", resolve));
      const timeout = new Promise((resolve) => setTimeout(resolve, 5000, "timeout"));
      if ((await Promise.race([exited, timeout])) === "timeout") {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // already gone
        }
      }
    },
  };
}
