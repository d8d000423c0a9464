/**
 * `npm run bench`: builds the site, serves it locally in workerd, measures page speed (Lighthouse),
 * JavaScript/CSS weight, API load and hostile input, stops what it started, and writes
 * docs/benchmarks.md and docs/benchmarks.json.
 * `npm run bench -- --gate`: the deterministic subset CI gates on (uses the existing build).
 */
import { localizedPath, PUBLIC_PATHS } from "../../contract/sitePaths.ts";
import { edgePageFailures, edgePagePaths, measureEdgePages, type EdgePageTiming } from "./edgePages.ts";
import { execFileSync, spawnSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { writeFileSync } from "node:fs";
import { buildCorpus, runHostile } from "./hostile.ts";
import { createBenchSession, measureInbox, seedInquiries, type InboxTiming } from "./inbox.ts";
import { measureStaffData } from "./staffData.ts";
import { measureVisits, seedVisits, type VisitTiming } from "./visits.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { loadHealth, loadInquiries, type LoadResult } from "./load.ts";
import { renderReport } from "./report.ts";
import { BUDGETS, type BenchResults, type HostileSummary } from "./results.ts";
import { startBenchServer, type BenchServer } from "./server.ts";
import { CHROME_PATH } from "../lib/chromium.ts";
import { floorWeight, routeWeights } from "./weight.ts";

// Every public page (contract/sitePaths.ts), each in both languages.
const PUBLIC = PUBLIC_PATHS;
const PORT = Number(process.env.BENCH_PORT ?? 8812);
const gate = process.argv.includes("--gate");

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

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

async function hostileRun(server: BenchServer): Promise<HostileSummary> {
  const cases = buildCorpus();
  const rowsBefore = server.countInquiries();
  const outcomes = await runHostile(server.origin, cases);
  const rowsAfter = server.countInquiries();
  const byClass: Record<string, number> = {};
  for (const o of outcomes) {
    const key = typeof o.status === "number" ? `${Math.floor(o.status / 100)}xx` : `no answer (${o.status})`;
    byClass[key] = (byClass[key] ?? 0) + 1;
  }
  const serverErrors = outcomes.filter((o) => typeof o.status === "number" && o.status >= 500);
  return {
    total: cases.length,
    byClass,
    appServerErrors: serverErrors.filter((o) => o.fromApp),
    runtimeServerErrors: serverErrors.filter((o) => !o.fromApp),
    unexpectedSuccesses: outcomes.filter((o) => !o.valid && typeof o.status === "number" && o.status < 400),
    leaks: outcomes.filter((o) => o.leaked),
    rowsBefore,
    rowsAfter,
    validCases: outcomes.filter((o) => o.valid).length,
  };
}

async function runGate(server: BenchServer): Promise<string[]> {
  const failures: string[] = [];
  // First, while no Worker page has been rendered yet.
  const edge = await measureEdgePages(server.origin);
  logEdgePages(edge);
  failures.push(...edgePageFailures(edge, BUDGETS));
  const [home] = await routeWeights(server.origin, ["/?lang=en"], { files: 1, rawKB: 1, gzipKB: 1, brotliKB: 1 });
  log(`first-load JS of / (returning visitor): ${home!.js.gzipKB} KB gzip`);
  if (home!.js.gzipKB > BUDGETS.homeJsGzipKB) failures.push(`first-load JS of / is ${home!.js.gzipKB} KB gzip (> ${BUDGETS.homeJsGzipKB})`);
  for (const path of ["/", "/studies", "/contact"]) {
    const r = await measureLighthouse(server.origin + path, 1);
    log(
      `Lighthouse ${path}: a11y ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo} (performance ${r.performance}, not gated)`,
    );
    if (r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100) {
      failures.push(
        `Lighthouse ${path}: a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}; failing: ${r.failedAudits.join(", ")}`,
      );
    }
  }
  const hostile = await hostileRun(server);
  log(`hostile input: ${hostile.total} requests, ${JSON.stringify(hostile.byClass)}, rows ${hostile.rowsBefore} -> ${hostile.rowsAfter}`);
  if (hostile.appServerErrors.length)
    failures.push(
      `hostile input: ${hostile.appServerErrors.length} 5xx from the app: ${hostile.appServerErrors.map((o) => o.name).join("; ")}`,
    );
  if (hostile.rowsAfter - hostile.rowsBefore !== hostile.validCases)
    failures.push(`hostile input changed the row count by ${hostile.rowsAfter - hostile.rowsBefore}, expected ${hostile.validCases}`);
  if (hostile.leaks.length) failures.push(`hostile input reflected: ${hostile.leaks.map((o) => o.name).join("; ")}`);
  const writes = hostile.unexpectedSuccesses.filter((o) => !o.name.startsWith("GET ") && !o.name.startsWith("raw: GET "));
  if (writes.length) failures.push(`hostile input accepted: ${writes.map((o) => o.name).join("; ")}`);
  const inbox = await inboxRun(server);
  failures.push(...inboxFailures(inbox.timings));
  const { overdue } = inbox.staffData;
  if (overdue.serverMedianMs >= BUDGETS.inboxServerMs)
    failures.push(`overdue queue: server time ${overdue.serverMedianMs} ms (budget < ${BUDGETS.inboxServerMs})`);
  failures.push(...visitFailures(inbox.visits));
  return failures;
}

/** Seeds the inbox with BUDGETS.inboxRows inquiries and times its pages (docs/budgets.md). */
async function inboxRun(server: BenchServer): Promise<BenchResults["inbox"]> {
  const started = Date.now();
  seedInquiries(server, BUDGETS.inboxRows);
  const seedS = Math.round((Date.now() - started) / 100) / 10;
  const rows = server.countInquiries();
  log(`staff inbox: ${rows} inquiries in D1 (seeded in ${seedS} s)`);
  const token = createBenchSession(server);
  const timings = await measureInbox(server.origin, token);
  for (const t of timings) {
    log(
      `  ${t.name}: server ${t.serverMedianMs} ms, client median ${t.clientMedianMs} / p95 ${t.clientP95Ms} ms, ${t.rows} rows of ${t.total}, ${Math.round(t.bytes / 102.4) / 10} KB`,
    );
  }
  const staffData = await measureStaffData(server.origin, token, server.pid);
  const { overdue, report, export: csv } = staffData;
  log(
    `  overdue queue: server ${overdue.serverMedianMs} ms (${overdue.total} overdue); recruitment report over 2 years: server ${report.serverMedianMs} ms (${report.total} inquiries, ${report.bytes} B)`,
  );
  log(
    `  CSV export: ${csv.rows} rows, ${Math.round(csv.bytes / 1024)} KB in ${csv.seconds} s; workerd RSS ${csv.rssBeforeMB} -> peak ${csv.rssPeakMB} MB`,
  );
  seedVisits(server, BUDGETS.visits);
  const visits = await measureVisits(server, token);
  for (const a of visits.agenda)
    log(
      `  agenda (${a.range}, everyone): server ${a.serverMedianMs} ms, ${a.rows} visits, ${Math.round(a.bytes / 102.4) / 10} KB (of ${visits.visits} visits)`,
    );
  const job = visits.reminderJob;
  log(
    `  reminder job: ${job.dueBefore} due reminders, ${job.runs} runs (median ${job.runMedianMs} ms, max ${job.runMaxMs} ms), ${job.dueAfter} left, ${job.duplicates} queued twice`,
  );
  return { rows, seedS, timings, staffData, visits };
}

/** docs/budgets.md: the agenda like every staff view; the reminder job drains what is due and never queues twice. */
function visitFailures(visits: VisitTiming): string[] {
  const failures = visits.agenda
    .filter((a) => a.serverMedianMs >= BUDGETS.inboxServerMs)
    .map((a) => `agenda (${a.range}): server time ${a.serverMedianMs} ms (budget < ${BUDGETS.inboxServerMs})`);
  const job = visits.reminderJob;
  if (job.dueAfter > 0) failures.push(`reminder job: ${job.dueAfter} due reminders left after ${job.runs} runs`);
  if (job.duplicates > 0) failures.push(`reminder job: ${job.duplicates} reminders queued twice`);
  return failures;
}

function inboxFailures(timings: InboxTiming[]): string[] {
  return timings
    .filter((t) => t.path !== "/api/health")
    .flatMap((t) => [
      ...(t.serverMedianMs >= BUDGETS.inboxServerMs
        ? [`${t.name}: server time ${t.serverMedianMs} ms (budget < ${BUDGETS.inboxServerMs})`]
        : []),
      ...(t.bytes >= BUDGETS.inboxPayloadKB * 1024
        ? [`${t.name}: payload ${Math.round(t.bytes / 1024)} KB (budget < ${BUDGETS.inboxPayloadKB})`]
        : []),
    ]);
}

function logEdgePages(e: EdgePageTiming) {
  log(
    `Worker pages (${e.pages}): first render ${e.firstRenderServerMs} ms, renders median ${e.missServerMedianMs} / max ${e.missServerMaxMs} ms server; edge cache ${e.cachedMedianMs} ms vs static ${e.staticMedianMs} ms (${e.ratio}×)`,
  );
}

async function runFull(server: BenchServer, started: number): Promise<BenchResults> {
  log("Worker-rendered pages");
  const edgePages = await measureEdgePages(server.origin);
  logEdgePages(edgePages);
  // The listed pages, and each published study's page (they come from D1).
  const pages = [...PUBLIC, ...(await edgePagePaths(server.origin)).filter((path) => path.startsWith("/studies/"))];
  log("weights");
  const floor = await floorWeight();
  // Each page at its own URL per language; `?lang=` marks a returning visitor (no first-visit prompt).
  const weightPaths = pages.flatMap((p) => [`${p}?lang=en`, `${localizedPath(p, "es")}?lang=es`]).concat(["/"]);
  const routes = await routeWeights(server.origin, weightPaths, floor);

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

  return {
    date: new Date().toISOString(),
    machine: machine(),
    commands: ["npm run bench", "(inside: npm run build; wrangler dev on the build with bench rate limits; lighthouse; autocannon)"],
    durationS: Math.round((Date.now() - started) / 1000),
    weights: { floor, routes },
    edgePages,
    lighthouse,
    load: { results, rowsBefore, rowsAfter, acknowledged: acknowledged.size, acknowledgedStored },
    hostile,
    inbox,
  };
}

async function main() {
  const started = Date.now();
  if (!gate) {
    // The whole production build: client, server entry and the prerendered pages.
    log("npm run build");
    execFileSync("npm", ["run", "build"], { stdio: "ignore" });
  }
  const server = await startBenchServer(PORT);
  log(`serving ${server.origin} (pid ${server.pid})`);
  try {
    if (gate) {
      const failures = await runGate(server);
      if (failures.length) {
        console.error(`Bench gate failed:\n- ${failures.join("\n- ")}`);
        process.exitCode = 1;
      } else log("bench gate passed");
      return;
    }
    const results = await runFull(server, started);
    results.durationS = Math.round((Date.now() - started) / 1000);
    writeFileSync("docs/benchmarks.json", `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync("docs/benchmarks.md", renderReport(results, BUDGETS));
    log(`wrote docs/benchmarks.md and docs/benchmarks.json in ${results.durationS} s`);
  } finally {
    await server.stop();
  }
}

await main();
