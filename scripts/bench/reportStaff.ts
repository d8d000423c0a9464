/** The report's staff sections (docs/benchmarks.md): the inbox over 30,000 inquiries, the reports and export, visits, Worker pages. */
import type { BenchResults } from "./results.ts";
import { kb, table } from "./reportTable.ts";

export function staffDataSection(r: BenchResults): string {
  const { overdue, report, export: csv } = r.inbox.staffData;
  return `### Overdue queue, recruitment report and CSV export (same data)

${table(
  ["Request", "Result", "Server median (10 runs)", "Payload"],
  [
    [
      "\`GET /api/inquiries?overdue=true\`",
      `${overdue.total.toLocaleString("en-US")} overdue`,
      `${overdue.serverMedianMs} ms`,
      `${kb(overdue.bytes)} KB`,
    ],
    [
      "\`GET /api/reports/recruitment\` (two years)",
      `${report.total.toLocaleString("en-US")} inquiries aggregated`,
      `${report.serverMedianMs} ms`,
      `${kb(report.bytes)} KB`,
    ],
  ],
)}

The report is ten aggregate queries over the \`created_at\` range (funnel sums with \`EXISTS\` probes into the
timeline index, window-function percentiles, one \`GROUP BY\` per breakdown); no inquiry row reaches the Worker.

CSV export of every non-spam inquiry (\`POST /api/inquiries/export.csv {"status":"all"}\`): ${csv.rows.toLocaleString("en-US")} rows,
${Math.round(csv.bytes / 1024).toLocaleString("en-US")} KB in ${csv.seconds} s. It streams 500 rows per D1 query; the local workerd
process's resident memory went from ${csv.rssBeforeMB} MB to a peak of ${csv.rssPeakMB} MB while it ran (sampled every 20 ms with \`ps\`;
the whole runtime, not only this request).

${visitsSection(r)}

${edgePagesSection(r)}`;
}

function edgePagesSection(r: BenchResults): string {
  const e = r.edgePages;
  return `### Pages rendered by the Worker (docs/studies.md)

Home, the studies list and each study's page, in both languages (${e.pages} pages), on a fresh server: the first render
took ${e.firstRenderServerMs} ms of server time (it loads the renderer), the others a median of ${e.missServerMedianMs} ms (slowest ${e.missServerMaxMs} ms;
budget < 50 ms). From the edge cache, a whole request took a median of ${e.cachedMedianMs} ms against ${e.staticMedianMs} ms for a prerendered
static page in the same run: ${e.ratio}× (budget ≤ 1.3×).`;
}

function visitsSection(r: BenchResults): string {
  const { visits, agenda, reminderJob: job } = r.inbox.visits;
  return `### Agenda and reminder job (${visits.toLocaleString("en-US")} visits on the same inquiries)

${table(
  ["Request", "Visits listed", "Server median (10 runs)", "Payload"],
  agenda.map((a) => [`\`GET /api/visits/agenda?range=${a.range}\``, String(a.rows), `${a.serverMedianMs} ms`, `${kb(a.bytes)} KB`]),
)}

The reminder job (the minute Cron Trigger, fired through \`/cdn-cgi/handler/scheduled\`, which answers once its work is done)
found ${job.dueBefore} due reminders and drained them in ${job.runs} runs (median ${job.runMedianMs} ms, slowest ${job.runMaxMs} ms per run, at most
50 reminders a run); ${job.dueAfter} were left and ${job.duplicates} were queued twice.`;
}
