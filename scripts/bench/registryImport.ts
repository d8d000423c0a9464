/**
 * The registry import at its promised size (issue #39, docs/registry.md): a messy 100,000-row Windows-1252
 * list sent to the production build as an admin sends it, checked, imported, and imported again. The report
 * must add up (created + merged + flagged + refused = rows) and the second run must add no one.
 *
 * CPU per invocation (issue #51): the request that starts a run, and each step on the step queue, measured as the
 * workerd process's CPU (scripts/bench/processCpu.ts) while the bench polls the run's progress every POLL_MS.
 * When the progress moves, the CPU used since its last move is divided among the steps it moved by (1,000 rows
 * each): an upper bound per step (the polls' own CPU counts too), compared with the Worker's cap (cpu_ms).
 */
import { DAY_MS } from "../../contract/clinicTime.ts";
import type { ImportReportDto } from "../../contract/volunteerImport.ts";
import { CLINIC_LIST_MAPPING, messyClinicList } from "../seed/messyClinicList.ts";
import { cpuMs, workerdPids } from "./processCpu.ts";
import { BUDGETS } from "./results.ts";
import { sendToBench } from "./sendOnce.ts";
import type { BenchServer } from "./server.ts";

export type ImportRun = {
  name: string;
  ms: number;
  report: Pick<ImportReportDto, "rows" | "created" | "merged" | "flagged" | "refused">;
  /** CPU of the request that started it, and of its steps (the median and the largest), in ms. */
  cpu: { requestMs: number; steps: number; stepMedianMs: number; stepMaxMs: number };
};
export type RegistryImportTiming = { rows: number; bytes: number; runs: ImportRun[]; addsUp: boolean; secondAddsNoOne: boolean };

const BLOCKS = 10_000;
const POLL_MS = 50;
/** Rows a step decides at most (worker/volunteers/import/settings.ts). */
const STEP_ROWS = 1_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** One run, from the request to its last step. */
async function measureRun(
  server: BenchServer,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  dryRun: boolean,
): Promise<ImportRun> {
  const pids = workerdPids(server.pid);
  if (pids.length === 0) throw new Error("no workerd process found under the bench server");
  const form = new FormData();
  form.append("file", new Blob([bytes]), "patients.csv");
  form.append("options", JSON.stringify({ mapping: CLINIC_LIST_MAPPING, language: "es", dryRun }));
  const headers = { Authorization: `Bearer ${token}` };
  const started = performance.now();
  const cpuBefore = cpuMs(pids);
  const res = await sendToBench(`${server.origin}/api/registry/import`, { method: "POST", headers, body: form });
  const requestMs = cpuMs(pids) - cpuBefore;
  if (res.status !== 202) throw new Error(`the import answered ${res.status}`);
  let report = (await res.json()) as ImportReportDto;
  const stepCpu: number[] = [];
  let lastRows = 0;
  let lastCpu = cpuMs(pids);
  while (report.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    report = (await (await fetch(`${server.origin}/api/registry/import/${report.importId}`, { headers })).json()) as ImportReportDto;
    const now = cpuMs(pids);
    if (report.rows === lastRows && report.status === "running") continue;
    const steps = Math.max(1, Math.ceil((report.rows - lastRows) / STEP_ROWS));
    for (let i = 0; i < steps; i += 1) stepCpu.push((now - lastCpu) / steps);
    lastRows = report.rows;
    lastCpu = now;
  }
  if (report.status !== "done") throw new Error(`the ${name} ended ${report.status}`);
  const ms = Math.round(performance.now() - started);
  const { rows, created, merged, flagged, refused } = report;
  return {
    name,
    ms,
    report: { rows, created, merged, flagged, refused },
    cpu: {
      requestMs: round(requestMs),
      steps: stepCpu.length,
      stepMedianMs: round(median(stepCpu)),
      stepMaxMs: round(Math.max(...stepCpu)),
    },
  };
}

export async function measureRegistryImport(server: BenchServer, token: string, names = ["dry run", "first import", "same file again"]) {
  const bytes = messyClinicList(BLOCKS, new Date(Date.now() - 50 * DAY_MS));
  const runs: ImportRun[] = [];
  for (const name of names) runs.push(await measureRun(server, token, bytes, name, name === "dry run"));
  const addsUp = runs.every(({ report }) => report.created + report.merged + report.flagged + report.refused === report.rows);
  const again = runs.find((run) => run.name === "same file again");
  return {
    rows: BLOCKS * 10,
    bytes: bytes.byteLength,
    runs,
    addsUp,
    secondAddsNoOne: again ? again.report.created === 0 && again.report.flagged === 0 : true,
  } satisfies RegistryImportTiming;
}

export const logImportRun = (run: ImportRun) =>
  `${(run.ms / 1000).toFixed(1)} s; ${run.report.created} new, ${run.report.merged} merged, ${run.report.flagged} flagged, ${run.report.refused} refused of ${run.report.rows}; CPU: request ${run.cpu.requestMs} ms, ${run.cpu.steps} steps, median ${run.cpu.stepMedianMs} ms, largest ${run.cpu.stepMaxMs} ms`;

/** What the gate refuses: an invocation over the Worker's CPU cap, or a report that does not add up. */
export function importCpuFailures(run: ImportRun): string[] {
  const failures: string[] = [];
  const { rows, created, merged, flagged, refused } = run.report;
  if (created + merged + flagged + refused !== rows || rows !== BLOCKS * 10)
    failures.push(`registry import: the report does not add up (${JSON.stringify(run.report)})`);
  if (run.cpu.requestMs > BUDGETS.invocationCpuMs)
    failures.push(`registry import: the request took ${run.cpu.requestMs} ms of CPU (cap ${BUDGETS.invocationCpuMs})`);
  if (run.cpu.stepMaxMs > BUDGETS.invocationCpuMs)
    failures.push(`registry import: a step took ${run.cpu.stepMaxMs} ms of CPU (cap ${BUDGETS.invocationCpuMs})`);
  return failures;
}
