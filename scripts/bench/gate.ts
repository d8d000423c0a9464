/** `npm run bench -- --gate`: the deterministic checks CI runs on every build (docs/budgets.md). */
import { edgePageFailures, measureEdgePages } from "./edgePages.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { BUDGETS } from "./results.ts";
import type { BenchServer } from "./server.ts";
import { hostileRun, inboxFailures, inboxRun, log, logEdgePages, visitFailures, weightPaths } from "./stages.ts";
import { floorWeight, routeWeights } from "./weight.ts";
import { createBenchSession } from "./inbox.ts";
import { importCpuFailures, logImportRun, measureRegistryImport } from "./registryImport.ts";
import { campaignStartFailures, logCampaignStart, measureCampaignStart } from "./campaignStart.ts";

export async function runGate(server: BenchServer): Promise<string[]> {
  const failures: string[] = [];
  // First, while no Worker page has been rendered yet.
  const edge = await measureEdgePages(server.origin);
  logEdgePages(edge);
  failures.push(...edgePageFailures(edge, BUDGETS));
  // First-load JS: of / against its own budget, and of every page (both languages) against the floor.
  const floor = await floorWeight();
  const weights = await routeWeights(server.origin, await weightPaths(server), floor);
  const home = weights.find((w) => w.path === "/?lang=en")!;
  log(`first-load JS of / (returning visitor): ${home.js.gzipKB} KB gzip`);
  if (home.js.gzipKB > BUDGETS.homeJsGzipKB) failures.push(`first-load JS of / is ${home.js.gzipKB} KB gzip (> ${BUDGETS.homeJsGzipKB})`);
  const ratios = weights.map((w) => w.ratioToFloor);
  log(`first-load JS of ${weights.length} pages: ${Math.min(...ratios)} – ${Math.max(...ratios)} × the floor (${floor.gzipKB} KB gzip)`);
  // Every page hydrates React and react-router: less than the floor means its scripts were not all seen (a broken
  // measurement would otherwise pass every budget).
  for (const w of weights.filter((w) => w.ratioToFloor < 1))
    failures.push(`first-load JS of ${w.path} measured ${w.js.gzipKB} KB gzip, under the floor: its scripts were not all seen`);
  for (const w of weights.filter((w) => w.ratioToFloor > BUDGETS.jsRatio))
    failures.push(`first-load JS of ${w.path} is ${w.js.gzipKB} KB gzip, ${w.ratioToFloor}× the floor (> ${BUDGETS.jsRatio})`);
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
  const { overdue, export: csv } = inbox.staffData;
  if (csv.cpu.stepMaxMs > BUDGETS.invocationCpuMs)
    failures.push(`CSV export: a step took ${csv.cpu.stepMaxMs} ms of CPU (cap ${BUDGETS.invocationCpuMs})`);
  if (overdue.serverMedianMs >= BUDGETS.inboxServerMs)
    failures.push(`overdue queue: server time ${overdue.serverMedianMs} ms (budget < ${BUDGETS.inboxServerMs})`);
  failures.push(...visitFailures(inbox.visits));
  // The heaviest jobs in bounded steps (issue #51): a 100,000-row import, then a campaign's start to 20,000 people,
  // each invocation within the CPU cap.
  const token = createBenchSession(server);
  const [run] = (await measureRegistryImport(server, token, ["first import"])).runs;
  log(`registry import, 100,000 rows: ${logImportRun(run!)}`);
  failures.push(...importCpuFailures(run!));
  const start = await measureCampaignStart(server, token);
  log(`campaign start: ${logCampaignStart(start)}`);
  failures.push(...campaignStartFailures(start));
  return failures;
}
