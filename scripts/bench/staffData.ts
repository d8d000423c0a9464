/**
 * Over the same 30,000 inquiries as the inbox: the overdue queue, the two-year recruitment report
 * (server time) and the CSV export of every inquiry (time, bytes, rows, and the workerd process's
 * resident memory sampled while it streams).
 */
import { execFileSync } from "node:child_process";
import { CLINIC_TIME_ZONE, DAY_MS } from "../../contract/clinicTime.ts";
import { median } from "./stats.ts";
import { cpuMs, workerdPids } from "./processCpu.ts";
/** Rows per export step (worker/inquiries/export/steps.ts). */
const EXPORT_STEP_ROWS = 2_000;

export type StaffDataTiming = {
  overdue: { serverMedianMs: number; total: number; bytes: number };
  report: { serverMedianMs: number; clientMedianMs: number; total: number; bytes: number };
  export: {
    seconds: number;
    bytes: number;
    rows: number;
    rssBeforeMB: number;
    rssPeakMB: number;
    /** workerd's CPU between one step's rows arriving and the next's (scripts/bench/processCpu.ts): an upper bound per step. */
    cpu: { steps: number; stepMedianMs: number; stepMaxMs: number };
  };
};

const round = (value: number) => Math.round(value * 10) / 10;

/** Resident memory (MB) of the workerd processes in the bench server's process group. */
function workerdRssMB(processGroup: number): number {
  const lines = execFileSync("ps", ["-eo", "pgid=,rss=,comm="], { encoding: "utf8" }).split("\n");
  let kb = 0;
  for (const line of lines) {
    const [pgid, rss, command] = line.trim().split(/\s+/);
    if (Number(pgid) === processGroup && command?.startsWith("workerd")) kb += Number(rss);
  }
  return kb / 1024;
}

async function timed(url: string, token: string, runs: number) {
  const server: number[] = [];
  const client: number[] = [];
  let body = "";
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    body = await res.text();
    client.push(performance.now() - started);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const total = /total;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
    if (total) server.push(Number(total[1]));
  }
  return { body, serverMedianMs: round(median(server)), clientMedianMs: round(median(client)) };
}

function localDay(offsetDays: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: CLINIC_TIME_ZONE }).format(new Date(Date.now() + offsetDays * DAY_MS));
}

export async function measureStaffData(origin: string, token: string, processGroup: number, runs = 10): Promise<StaffDataTiming> {
  const overdue = await timed(`${origin}/api/inquiries?overdue=true`, token, runs);
  const report = await timed(`${origin}/api/reports/recruitment?from=${localDay(-729)}&to=${localDay(0)}`, token, runs);

  // The export streams; sample the runtime's memory every 20 ms while it does.
  const rssBeforeMB = workerdRssMB(processGroup);
  let rssPeakMB = rssBeforeMB;
  const sampler = setInterval(() => (rssPeakMB = Math.max(rssPeakMB, workerdRssMB(processGroup))), 20);
  const started = performance.now();
  const pids = workerdPids(processGroup);
  let lastCpu = cpuMs(pids);
  const stepCpu: number[] = [];
  const res = await fetch(`${origin}/api/inquiries/export.csv`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ status: "all" }),
  });
  let bytes = 0;
  let rows = -1; // the header row
  const decoder = new TextDecoder();
  let carry = "";
  for await (const chunk of res.body!) {
    bytes += chunk.byteLength;
    // Every row ends with `"\r\n` (the seeded messages hold no line breaks); keep two characters so a
    // row end split across two network chunks is still counted once.
    const text = carry + decoder.decode(chunk, { stream: true });
    rows += text.split('"\r\n').length - 1;
    carry = text.slice(-2);
    // A step's rows have all arrived: the CPU since the last step's (its work, the request's waiting and passing on).
    while (rows >= (stepCpu.length + 1) * EXPORT_STEP_ROWS) {
      const now = cpuMs(pids);
      stepCpu.push(now - lastCpu);
      lastCpu = now;
    }
  }
  stepCpu.push(cpuMs(pids) - lastCpu);
  const seconds = round((performance.now() - started) / 1000);
  clearInterval(sampler);
  if (!res.ok) throw new Error(`export answered ${res.status}`);

  const reportBody = JSON.parse(report.body) as { total: number };
  const overdueBody = JSON.parse(overdue.body) as { total: number };
  return {
    overdue: { serverMedianMs: overdue.serverMedianMs, total: overdueBody.total, bytes: Buffer.byteLength(overdue.body) },
    report: {
      serverMedianMs: report.serverMedianMs,
      clientMedianMs: report.clientMedianMs,
      total: reportBody.total,
      bytes: Buffer.byteLength(report.body),
    },
    export: {
      seconds,
      bytes,
      rows,
      rssBeforeMB: round(rssBeforeMB),
      rssPeakMB: round(rssPeakMB),
      cpu: { steps: stepCpu.length, stepMedianMs: round(median(stepCpu)), stepMaxMs: round(Math.max(...stepCpu)) },
    },
  };
}
