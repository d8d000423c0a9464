/**
 * The staff's heaviest reads at the size issue #51 names: 100,000 inquiries over two years (one every 630 s). The
 * inbox's views and searches (scripts/bench/inbox.ts) and the two-year recruitment report, server time (Server-Timing)
 * against the staff views' budget, and the CSV export of all of them, its CPU per step (scripts/bench/staffData.ts)
 * against the Worker's cap.
 */
import { createBenchSession, measureInbox, seedInquiries } from "./inbox.ts";
import { BUDGETS } from "./results.ts";
import type { BenchServer } from "./server.ts";
import { log } from "./stages.ts";
import { measureStaffData } from "./staffData.ts";

const INQUIRIES = 100_000;
const TWO_YEARS_S = 730 * 86_400;
/** Every staff view's budget at this size (issues #51 and #57): server time, D1's work included. */
const STAFF_VIEW_MS = 150;

export async function measureScale(server: BenchServer): Promise<string[]> {
  const started = Date.now();
  seedInquiries(server, INQUIRIES, Math.floor(TWO_YEARS_S / INQUIRIES));
  log(`${server.countInquiries()} inquiries in D1 (seeded in ${Math.round((Date.now() - started) / 1000)} s)`);
  const token = createBenchSession(server);
  const inbox = await measureInbox(server.origin, token, 5);
  for (const t of inbox) log(`${t.name}: server ${t.serverMedianMs} ms, ${t.rows} rows of ${t.total}`);
  const { report, export: csv } = await measureStaffData(server.origin, token, server.pid, 5);
  log(`recruitment report over 2 years: server ${report.serverMedianMs} ms (${report.total} inquiries, ${report.bytes} B)`);
  log(
    `CSV export: ${csv.rows} rows, ${Math.round(csv.bytes / 1024)} KB in ${csv.seconds} s; workerd RSS ${csv.rssBeforeMB} -> peak ${csv.rssPeakMB} MB; CPU: ${csv.cpu.steps} steps, median ${csv.cpu.stepMedianMs} ms, largest ${csv.cpu.stepMaxMs} ms`,
  );
  const failures: string[] = [];
  if (csv.cpu.stepMaxMs > BUDGETS.invocationCpuMs)
    failures.push(`CSV export of ${csv.rows} rows: a step took ${csv.cpu.stepMaxMs} ms of CPU (cap ${BUDGETS.invocationCpuMs})`);
  for (const t of inbox.filter((t) => t.serverMedianMs >= STAFF_VIEW_MS))
    failures.push(`${t.name} at ${INQUIRIES} inquiries: server ${t.serverMedianMs} ms (budget < ${STAFF_VIEW_MS})`);
  if (report.serverMedianMs >= STAFF_VIEW_MS)
    failures.push(`recruitment report at ${INQUIRIES} inquiries: server ${report.serverMedianMs} ms (budget < ${STAFF_VIEW_MS})`);
  return failures;
}
