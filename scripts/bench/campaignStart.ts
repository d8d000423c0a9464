/**
 * A campaign's start at the size of the list (issue #51): `people` imported as the clinic's list (by e-mail, in the
 * import's steps), then an e-mail campaign to all of them, made and started as an admin does. CPU per invocation is the workerd process's CPU (processCpu.ts): the
 * request that counts the draft's audience, the request that starts it, and each step of the start on the step
 * queue, measured while the bench polls the campaign every POLL_MS; when its step count moves, the CPU since the last
 * move is divided among the steps it moved by (an upper bound: the polls count too). The campaign is cancelled after.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clinicToday } from "../../contract/clinicTime.ts";
import { cpuMs, workerdPids } from "./processCpu.ts";
import { BUDGETS } from "./results.ts";
import { sendToBench } from "./sendOnce.ts";
import type { BenchServer } from "./server.ts";

/** A clean list of `count` people reachable by e-mail, as the clinic's CSV would hold them (ZIP 92231). */
function emailList(count: number): Blob {
  const lines = ["Nombre,Correo,Idioma,Código postal"];
  for (let i = 0; i < count; i++) lines.push(`Persona ${i},persona${i}@example.org,${i % 3 === 0 ? "en" : "es"},92231`);
  return new Blob([lines.join("\r\n")]);
}

export type CampaignStartRun = {
  /** People imported for it, and the people the start wrote (the audience): the same number. */
  people: number;
  recipients: number;
  /** From the start's request to its last step. */
  ms: number;
  /**
   * CPU: a count of the audience with none of its hashes kept (the first count after this change or a key rotation,
   * not gated), the draft's count, the start's request, and its steps.
   */
  cpu: { coldCountMs: number; createMs: number; requestMs: number; steps: number; stepMedianMs: number; stepMaxMs: number };
};

const POLL_MS = 50;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

type Detail = { preparing: { steps: number } | null; funnel: { total: { audience: number } } };
export type BenchApi = (method: string, path: string, body?: unknown) => Promise<Record<string, unknown>>;

/** The staff API as the bench's admin calls it: JSON in and out, anything but 2xx thrown. */
export const benchApi =
  (server: BenchServer, token: string): BenchApi =>
  async (method, path, body) => {
    const res = await sendToBench(`${server.origin}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => null)) as Record<string, unknown>;
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer;
  };

/** A campaign invitation template with the board's approval recorded, as an admin makes one. */
export async function approvedInvitation(call: BenchApi, name: string, irbReference: string) {
  const template = await call("POST", "/api/message-templates", {
    name,
    firstContact: false,
    purpose: "campaign_invitation",
    body: {
      en: "{clinic}: a new study may fit you. Reply YES to hear more.",
      es: "{clinic}: un nuevo estudio puede ser para usted. Conteste SI.",
    },
    subject: { en: "A study that may fit you", es: "Un estudio que puede ser para usted" },
  });
  await call("POST", `/api/message-templates/${template.id}/approval`, {
    version: template.version,
    irbReference,
    irbApprovedOn: clinicToday(),
  });
  return template;
}

export async function measureCampaignStart(server: BenchServer, token: string, people = 20_000): Promise<CampaignStartRun> {
  const call = benchApi(server, token);
  const form = new FormData();
  form.append("file", emailList(people), "list.csv");
  form.append(
    "options",
    JSON.stringify({
      mapping: { name: 0, email: 1, language: 2, zip: 3 },
      basis: { statement: "Agreed at the clinic to hear about future studies", agreedOn: clinicToday(), how: "Clinic intake form" },
      language: "es",
      dryRun: false,
    }),
  );
  const imported = await sendToBench(`${server.origin}/api/registry/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  let report = (await imported.json()) as { importId?: number; status?: string; created?: number };
  if (imported.status !== 202) throw new Error(`the import answered ${imported.status}: ${JSON.stringify(report)}`);
  while (report.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, 200));
    report = (await call("GET", `/api/registry/import/${report.importId}`)) as typeof report;
  }
  if (report.status !== "done" || report.created !== people) throw new Error(`the import ended ${JSON.stringify(report)}`);
  const template = await approvedInvitation(call, "Bench start invitation", "BENCH-START");
  const pids = workerdPids(server.pid);
  const folder = mkdtempSync(join(tmpdir(), "bench-hashes-"));
  try {
    writeFileSync(join(folder, "forget.sql"), "DELETE FROM volunteer_hashes;");
    server.executeFile(join(folder, "forget.sql"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  let before = cpuMs(pids);
  await call("POST", "/api/campaigns/audience", { study: "FINALITY-HF", channel: "email", audience: { zips: ["92231"] } });
  const coldCountMs = cpuMs(pids) - before;
  before = cpuMs(pids);
  const campaign = await call("POST", "/api/campaigns", {
    name: "Bench start",
    study: "FINALITY-HF",
    templateId: template.id,
    channel: "email",
    audience: { zips: ["92231"] },
  });
  const createMs = cpuMs(pids) - before;
  const began = performance.now();
  before = cpuMs(pids);
  await call("POST", `/api/campaigns/${campaign.id}/start`);
  const requestMs = cpuMs(pids) - before;
  const stepCpu: number[] = [];
  let lastSteps = 0;
  let lastCpu = cpuMs(pids);
  let detail: Detail = { preparing: { steps: 0 }, funnel: { total: { audience: 0 } } };
  const until = Date.now() + 10 * 60_000;
  while (detail.preparing) {
    if (Date.now() > until) throw new Error("the campaign's start did not finish in 10 minutes");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    detail = (await call("GET", `/api/campaigns/${campaign.id}`)) as Detail;
    const steps = detail.preparing?.steps ?? lastSteps + 1;
    if (steps === lastSteps) continue;
    const now = cpuMs(pids);
    for (let i = lastSteps; i < steps; i += 1) stepCpu.push((now - lastCpu) / (steps - lastSteps));
    lastSteps = steps;
    lastCpu = now;
  }
  const ms = Math.round(performance.now() - began);
  await call("POST", `/api/campaigns/${campaign.id}/cancel`);
  return {
    people,
    recipients: detail.funnel.total.audience,
    ms,
    cpu: {
      coldCountMs: round(coldCountMs),
      createMs: round(createMs),
      requestMs: round(requestMs),
      steps: stepCpu.length,
      stepMedianMs: round(median(stepCpu)),
      stepMaxMs: round(Math.max(...stepCpu)),
    },
  };
}

export const logCampaignStart = (run: CampaignStartRun) =>
  `${run.recipients} people in ${(run.ms / 1000).toFixed(1)} s; CPU: a count with no hashes kept ${run.cpu.coldCountMs} ms (not gated), the draft's count ${run.cpu.createMs} ms, start request ${run.cpu.requestMs} ms, ${run.cpu.steps} steps, median ${run.cpu.stepMedianMs} ms, largest ${run.cpu.stepMaxMs} ms`;

export function campaignStartFailures(run: CampaignStartRun): string[] {
  const cap = BUDGETS.invocationCpuMs;
  const failures: string[] = [];
  if (run.recipients !== run.people) failures.push(`campaign start: wrote ${run.recipients} of ${run.people} people`);
  if (run.cpu.createMs > cap)
    failures.push(`campaign start: counting the draft's audience took ${run.cpu.createMs} ms of CPU (cap ${cap})`);
  if (run.cpu.requestMs > cap) failures.push(`campaign start: the request took ${run.cpu.requestMs} ms of CPU (cap ${cap})`);
  if (run.cpu.stepMaxMs > cap) failures.push(`campaign start: a step took ${run.cpu.stepMaxMs} ms of CPU (cap ${cap})`);
  return failures;
}
