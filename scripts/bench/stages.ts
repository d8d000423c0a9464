/** What the full bench (scripts/bench/full.ts) and the CI gate (scripts/bench/gate.ts) both run and check. */
import { localizedPath, PUBLIC_PATHS } from "../../contract/sitePaths.ts";
import { edgePagePaths, type EdgePageTiming } from "./edgePages.ts";
import { buildCorpus, runHostile } from "./hostile.ts";
import { createBenchSession, measureInbox, seedInquiries, type InboxTiming } from "./inbox.ts";
import { BUDGETS, type BenchResults, type HostileSummary } from "./results.ts";
import { kb } from "./reportTable.ts";
import type { BenchServer } from "./server.ts";
import { measureStaffData } from "./staffData.ts";
import { measureVisits, seedVisits, type VisitTiming } from "./visits.ts";

export const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

export async function hostileRun(server: BenchServer): Promise<HostileSummary> {
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

/** Seeds the inbox with BUDGETS.inboxRows inquiries and times its pages (docs/budgets.md). */
export async function inboxRun(server: BenchServer): Promise<BenchResults["inbox"]> {
  const started = Date.now();
  seedInquiries(server, BUDGETS.inboxRows);
  const seedS = Math.round((Date.now() - started) / 100) / 10;
  const rows = server.countInquiries();
  log(`staff inbox: ${rows} inquiries in D1 (seeded in ${seedS} s)`);
  const token = createBenchSession(server);
  const timings = await measureInbox(server.origin, token);
  for (const t of timings) {
    log(
      `  ${t.name}: server ${t.serverMedianMs} ms, client median ${t.clientMedianMs} / p95 ${t.clientP95Ms} ms, ${t.rows} rows of ${t.total}, ${kb(t.bytes)} KB`,
    );
  }
  const staffData = await measureStaffData(server.origin, token, server.pid);
  const { overdue, report, export: csv } = staffData;
  log(
    `  overdue queue: server ${overdue.serverMedianMs} ms (${overdue.total} overdue); recruitment report over 2 years: server ${report.serverMedianMs} ms (${report.total} inquiries, ${report.bytes} B)`,
  );
  log(
    `  CSV export: ${csv.rows} rows, ${Math.round(csv.bytes / 1024)} KB in ${csv.seconds} s; workerd RSS ${csv.rssBeforeMB} -> peak ${csv.rssPeakMB} MB; CPU: ${csv.cpu.steps} steps, median ${csv.cpu.stepMedianMs} ms, largest ${csv.cpu.stepMaxMs} ms`,
  );
  seedVisits(server, BUDGETS.visits);
  const visits = await measureVisits(server, token);
  for (const a of visits.agenda)
    log(`  agenda (${a.range}, everyone): server ${a.serverMedianMs} ms, ${a.rows} visits, ${kb(a.bytes)} KB (of ${visits.visits} visits)`);
  const job = visits.reminderJob;
  log(
    `  reminder job: ${job.dueBefore} due reminders, ${job.runs} runs (median ${job.runMedianMs} ms, max ${job.runMaxMs} ms), ${job.dueAfter} left, ${job.duplicates} queued twice`,
  );
  return { rows, seedS, timings, staffData, visits };
}

/** docs/budgets.md: the agenda like every staff view; the reminder job drains what is due and never queues twice. */
export function visitFailures(visits: VisitTiming): string[] {
  const failures = visits.agenda
    .filter((a) => a.serverMedianMs >= BUDGETS.inboxServerMs)
    .map((a) => `agenda (${a.range}): server time ${a.serverMedianMs} ms (budget < ${BUDGETS.inboxServerMs})`);
  const job = visits.reminderJob;
  if (job.dueAfter > 0) failures.push(`reminder job: ${job.dueAfter} due reminders left after ${job.runs} runs`);
  if (job.duplicates > 0) failures.push(`reminder job: ${job.duplicates} reminders queued twice`);
  return failures;
}

export function inboxFailures(timings: InboxTiming[]): string[] {
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

export function logEdgePages(e: EdgePageTiming) {
  log(
    `Worker pages (${e.pages}): first render ${e.firstRenderServerMs} ms, renders median ${e.missServerMedianMs} / max ${e.missServerMaxMs} ms server; edge cache ${e.cachedMedianMs} ms vs static ${e.staticMedianMs} ms (${e.ratio}×)`,
  );
}

/** The listed pages, and each published study's page (they come from D1). */
export async function publicPages(server: BenchServer): Promise<string[]> {
  return [...PUBLIC_PATHS, ...(await edgePagePaths(server.origin)).filter((path) => path.startsWith("/studies/"))];
}

/** Each page at its own URL per language (`?lang=` marks a returning visitor, no first-visit prompt), and / on a first visit. */
export async function weightPaths(server: BenchServer): Promise<string[]> {
  return (await publicPages(server)).flatMap((p) => [`${p}?lang=en`, `${localizedPath(p, "es")}?lang=es`]).concat(["/"]);
}
