/** The report's staff sections (docs/benchmarks.md): the inbox over 30,000 inquiries, the reports and export, visits, Worker pages. */
import type { BenchResults } from "./results.ts";
import { PEOPLE_PER_STEP, RECIPIENTS_PER_MESSAGE } from "../../contract/campaignQueue.ts";
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
${Math.round(csv.bytes / 1024).toLocaleString("en-US")} KB in ${csv.seconds} s. ${
    csv.cpu
      ? `Steps on the step queue write 2,000 rows each to R2 and the request streams the parts as they come; workerd's CPU per step (its work, the request's waiting and passing on; an upper bound) was a median of ${csv.cpu.stepMedianMs} ms and at most ${csv.cpu.stepMaxMs} ms over ${csv.cpu.steps} steps; the local workerd`
      : "Measured before the export ran in steps: it streamed 500 rows per D1 query in one invocation; the local workerd"
  }
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

/** Campaigns (docs/campaigns.md): a start of 20,000 recipients, and a drain at a set pace with STOPs while it sends. */
export function campaignSection(r: BenchResults): string {
  const c = r.campaigns;
  if (!c) return "";
  const drain =
    "skipped" in c.drain
      ? `The drain was not measured: ${c.drain.skipped}.`
      : table(
          ["Drain (the Worker's own queue consumer, local Queues simulation, Twilio stand-in)", "Figure"],
          [
            ["Configured pace", `${c.drain.configuredPerSecond} a second`],
            ["Texts sent", `${c.drain.texts} in ${c.drain.seconds} s: ${c.drain.observedPerSecond} a second`],
            ["Sent twice", String(c.drain.duplicates)],
            ["Sent outside texting hours (the person's time)", String(c.drain.outsideTextingHours)],
            [`Sent after a STOP (${c.drain.stopped} people texted STOP while it sent)`, String(c.drain.afterStop)],
            ...(c.drain.cpuPerMessageMs === undefined
              ? []
              : [
                  [
                    `workerd CPU per queue message (${c.drain.queueMessages} of at most ${RECIPIENTS_PER_MESSAGE} recipients; the STOPs and the bench's reads counted in)`,
                    `${c.drain.cpuPerMessageMs} ms`,
                  ],
                ]),
          ],
        );
  return `## Campaigns (docs/campaigns.md)

Measured ${c.date} (\`npm run bench -- --campaigns\`: the production build in \`wrangler dev\`, messaging on against
the local stand-ins, as \`npm run serve\` runs it). A start of ${c.plan.recipients.toLocaleString("en-US")} recipients (people imported as the clinic's list, invited by e-mail)
took ${(c.plan.startMs / 1000).toFixed(1)} s from the request to its last step${c.plan.startCpuMs === undefined ? "" : ` (${c.plan.startCpuMs} ms of workerd CPU in all, over steps of ${PEOPLE_PER_STEP.toLocaleString("en-US")} people)`} (the audience with its ledger look-ups, ${c.plan.rowsWritten.toLocaleString("en-US")}
rows written, ${c.plan.queueMessages} queue messages of at most ${RECIPIENTS_PER_MESSAGE} recipients, sent 100 at a time); it was then cancelled.
The CPU of each step is the gate's to check (\`npm run bench -- --gate\`, scripts/bench/campaignStart.ts).

${drain}`;
}

/** The registry import at 100,000 rows (scripts/bench/registryImport.ts): wall time and CPU per invocation. */
export function registryImportSection(r: BenchResults): string {
  const i = r.registryImport;
  if (!i) return "";
  return `## Registry import at ${i.rows.toLocaleString("en-US")} rows (docs/registry.md)

A messy Windows-1252 list (${Math.round(i.bytes / 1024).toLocaleString("en-US")} KB, scripts/seed/messyClinicList.ts) sent as an admin sends it. The request
stores the file in R2 and answers; steps on the step queue read it 1,000 rows at a time. CPU is the local workerd process's
(every thread, \`/proc/<pid>/task/*/schedstat\`) while the bench polls the run's progress every 50 ms: the request's from just
before it to its answer, a step's as the CPU used since the progress last moved, shared among the steps it moved by (an upper
bound: the polls count too). The cap is ${"`cpu_ms = 300`"}.

${table(
  ["Run", "Wall", "Created / merged / flagged / refused", "Request CPU", "Steps", "Step CPU median / largest"],
  i.runs.map((run) => [
    run.name,
    `${(run.ms / 1000).toFixed(1)} s`,
    `${run.report.created} / ${run.report.merged} / ${run.report.flagged} / ${run.report.refused}`,
    run.cpu ? `${run.cpu.requestMs} ms` : "not measured",
    run.cpu ? String(run.cpu.steps) : "",
    run.cpu ? `${run.cpu.stepMedianMs} / ${run.cpu.stepMaxMs} ms` : "",
  ]),
)}

Every report adds up: ${i.addsUp}; the same file again adds no one: ${i.secondAddsNoOne}.`;
}
