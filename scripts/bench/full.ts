/** `npm run bench`: every figure of docs/benchmarks.md, on the server the run started. */
import { spawnSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { localizedPath } from "../../contract/sitePaths.ts";
import { CHROME_PATH } from "../lib/chromium.ts";
import { measureEdgePages } from "./edgePages.ts";
import { measureFirstTaps } from "./firstTap.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { loadHealth, loadInquiries, type LoadResult } from "./load.ts";
import { sampleLoad, type LoadSample } from "./machineLoad.ts";
import type { BenchResults } from "./results.ts";
import type { BenchServer } from "./server.ts";
import { createBenchSession } from "./inbox.ts";
import { logImportRun, measureRegistryImport } from "./registryImport.ts";
import { hostileRun, inboxRun, log, logEdgePages, publicPages, weightPaths } from "./stages.ts";
import { floorWeight, routeWeights } from "./weight.ts";

function machine() {
  const chromium = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout?.trim() ?? "unknown";
  return {
    cpu: cpus()[0]?.model ?? "unknown",
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium,
  };
}

export async function runFull(server: BenchServer, started: number, machineLoad: LoadSample[]): Promise<BenchResults> {
  log("Worker-rendered pages");
  const edgePages = await measureEdgePages(server.origin);
  logEdgePages(edgePages);
  const pages = await publicPages(server);
  log("weights");
  const floor = await floorWeight();
  const routes = await routeWeights(server.origin, await weightPaths(server), floor);

  machineLoad.push(sampleLoad("before the first taps"));
  log("first working tap (4× CPU, slow 4G, 390 × 844)");
  const firstTaps = await measureFirstTaps(
    server.origin,
    pages.flatMap((p) => [p, localizedPath(p, "es")]),
  );
  for (const row of firstTaps)
    log(
      `  ${row.path}: FCP ${row.fcpMs} ms, hydrated +${row.hydratedAfterFcpMs} ms; ${Object.entries(row.taps)
        .map(([kind, tap]) => `${kind} ${tap.workedAtMs === null ? "never" : `+${tap.workedAtMs} ms`}`)
        .join(", ")}`,
    );
  machineLoad.push(sampleLoad("before Lighthouse"));

  log("lighthouse (median of 3 clean runs per page)");
  const lighthouse: BenchResults["lighthouse"] = [];
  for (const path of pages) {
    for (const language of ["en", "es"]) {
      const url = language === "en" ? path : `${localizedPath(path, "es")}?lang=es`;
      const result = await measureLighthouse(server.origin + url, 3);
      log(
        `  ${url}: perf ${result.performance}, a11y ${result.accessibility}, bp ${result.bestPractices}, seo ${result.seo}, LCP ${result.lcpMs} ms`,
      );
      lighthouse.push({ path: url, language, result });
    }
  }
  machineLoad.push(sampleLoad("after Lighthouse"));

  log("API load (autocannon, 10 s each)");
  const rowsBefore = server.countInquiries();
  const results: LoadResult[] = [];
  const acknowledged = new Set<number>();
  for (const connections of [10, 100]) {
    results.push(await loadHealth(server.origin, connections, 10));
    results.push(await loadInquiries(server.origin, connections, 10, acknowledged));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000)); // let requests in flight at the 10 s mark finish
  const rowsAfter = server.countInquiries();
  const stored = server.inquiryIds();
  const acknowledgedStored = [...acknowledged].filter((id) => stored.has(id)).length;

  log("hostile input");
  const hostile = await hostileRun(server);
  const inbox = await inboxRun(server);
  log("registry import (100,000 messy rows)");
  const registryImport = await measureRegistryImport(server, createBenchSession(server));
  for (const run of registryImport.runs) log(`  ${run.name}: ${logImportRun(run)}`);
  log(`  adds up: ${registryImport.addsUp}; the second run adds no one: ${registryImport.secondAddsNoOne}`);

  return {
    date: new Date().toISOString(),
    machine: machine(),
    commands: ["npm run bench", "(inside: npm run build; wrangler dev on the build with bench rate limits; lighthouse; autocannon)"],
    durationS: Math.round((Date.now() - started) / 1000),
    weights: { floor, routes },
    edgePages,
    lighthouse,
    firstTaps,
    machineLoad,
    load: { results, rowsBefore, rowsAfter, acknowledged: acknowledged.size, acknowledgedStored },
    hostile,
    inbox,
    registryImport,
  };
}
