/**
 * `npm run bench`: builds the site, serves it locally in workerd, measures the first working tap on a slow
 * phone, page speed (Lighthouse), how loaded the machine was while it did,
 * JavaScript/CSS weight, API load and hostile input, stops what it started, and writes
 * docs/benchmarks.md and docs/benchmarks.json.
 * `npm run bench -- --gate`: the deterministic subset CI gates on (uses the existing build).
 * `npm run bench -- --campaigns`: only the campaigns' stage (uses the existing build), written into the last
 * run's figures.
 * `npm run bench -- --import`: only the registry import at 100,000 rows and a campaign's start to 20,000 people,
 * with their CPU per invocation (uses the existing build), printed.
 * `npm run bench -- --scale`: 100,000 inquiries over two years: the recruitment report's server time and the CSV
 * export's CPU per step (uses the existing build), printed; it fails if a step passes the CPU cap.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { measureCampaigns } from "./campaign.ts";
import { runFull } from "./full.ts";
import { runGate } from "./gate.ts";
import { createBenchSession } from "./inbox.ts";
import { importCpuFailures, logImportRun, measureRegistryImport } from "./registryImport.ts";
import { campaignStartFailures, logCampaignStart, measureCampaignStart } from "./campaignStart.ts";
import { LOCAL_MESSAGING_KEY } from "../sms/local.ts";
import { sampleLoad } from "./machineLoad.ts";
import { renderReport } from "./report.ts";
import { BUDGETS, type BenchResults } from "./results.ts";
import { startBenchServer } from "./server.ts";
import { measureScale } from "./scale.ts";
import { log } from "./stages.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8812);
const gate = process.argv.includes("--gate");
const campaignsOnly = process.argv.includes("--campaigns");
const importOnly = process.argv.includes("--import");
const scaleOnly = process.argv.includes("--scale");

/** The campaigns' stage runs on a server of its own, with messaging on against local stand-ins (after the others). */
async function withCampaigns(results: BenchResults, started: number) {
  log("campaigns (20,000 planned; a drain at a set pace)");
  results.campaigns = await measureCampaigns(PORT);
  log(`  ${JSON.stringify(results.campaigns)}`);
  results.durationS = campaignsOnly ? results.durationS : Math.round((Date.now() - started) / 1000);
  writeFileSync("docs/benchmarks.json", `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync("docs/benchmarks.md", renderReport(results, BUDGETS));
  log(`wrote docs/benchmarks.md and docs/benchmarks.json`);
}

async function main() {
  const started = Date.now();
  if (campaignsOnly) return withCampaigns(JSON.parse(readFileSync("docs/benchmarks.json", "utf8")) as BenchResults, started);
  if (!gate && !importOnly && !scaleOnly) {
    // The whole production build: client, server entry and the prerendered pages.
    log("npm run build");
    execFileSync("npm", ["run", "build"], { stdio: "ignore" });
  }
  // The quiet baseline: before the server (and everything the bench starts) runs.
  const machineLoad = [sampleLoad("before the server started (quiet baseline)")];
  // The messaging key the ledger's hashes need (the import's opt-out check, a campaign's audience): a local one.
  const server = await startBenchServer(PORT, { MESSAGING_KEY: LOCAL_MESSAGING_KEY });
  log(`serving ${server.origin} (pid ${server.pid})`);
  let results: BenchResults | undefined;
  try {
    if (importOnly) {
      const token = createBenchSession(server);
      const timing = await measureRegistryImport(server, token);
      for (const run of timing.runs) log(`${run.name}: ${logImportRun(run)}`);
      const start = await measureCampaignStart(server, token);
      log(`campaign start: ${logCampaignStart(start)}`);
      const failures = [...timing.runs.flatMap(importCpuFailures), ...campaignStartFailures(start)];
      if (failures.length) console.error(`- ${failures.join("\n- ")}`);
      process.exitCode = failures.length ? 1 : 0;
      return;
    }
    if (scaleOnly) {
      const failures = await measureScale(server);
      if (failures.length) console.error(`- ${failures.join("\n- ")}`);
      process.exitCode = failures.length ? 1 : 0;
      return;
    }
    if (gate) {
      const failures = await runGate(server);
      if (failures.length) {
        console.error(`Bench gate failed:\n- ${failures.join("\n- ")}`);
        process.exitCode = 1;
      } else log("bench gate passed");
      return;
    }
    results = await runFull(server, started, machineLoad);
  } finally {
    await server.stop();
  }
  if (results) await withCampaigns(results, started);
}

await main();
