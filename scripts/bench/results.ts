/**
 * What a bench run measures and the budgets it is held to (docs/budgets.md): shared by the run
 * (scripts/bench/run.ts) and the report it writes (scripts/bench/report.ts).
 */
import type { HostileOutcome } from "./hostile.ts";
import type { InboxTiming } from "./inbox.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import type { LoadResult } from "./load.ts";
import type { StaffDataTiming } from "./staffData.ts";
import type { VisitTiming } from "./visits.ts";
import type { RegistryImportTiming } from "./registryImport.ts";
import type { CampaignBench } from "./campaign.ts";
import type { EdgePageTiming } from "./edgePages.ts";
import type { RouteWeight, Weight } from "./weight.ts";
import type { FirstTapRow } from "./firstTap.ts";
import type { LoadSample } from "./machineLoad.ts";

export const BUDGETS = {
  homeJsGzipKB: 120,
  performance: 98,
  lcpMs: 1500,
  tbtMs: 150,
  p99Ms: 50,
  inboxServerMs: 150,
  inboxPayloadKB: 100,
  inboxRows: 30_000,
  visits: 3_000,
  /** Worker-rendered pages (docs/studies.md): from the edge cache within this many times a static page. */
  edgeCacheRatio: 1.3,
  edgeMissServerMs: 50,
  /** First-load JS of every public page, against React + react-dom + react-router rendering one line. */
  jsRatio: 1.4,
  /** CPU of one invocation (a request, or one step of a job on the step queue): wrangler.toml's [limits] cpu_ms. */
  invocationCpuMs: 300,
} as const;

export type HostileSummary = {
  total: number;
  byClass: Record<string, number>;
  appServerErrors: HostileOutcome[];
  runtimeServerErrors: HostileOutcome[];
  unexpectedSuccesses: HostileOutcome[];
  /** Responses that contained text they must not (a forged Host reflected). */
  leaks: HostileOutcome[];
  rowsBefore: number;
  rowsAfter: number;
  validCases: number;
};

export type BenchResults = {
  date: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; chromium: string };
  commands: string[];
  durationS: number;
  weights: { floor: Weight; routes: RouteWeight[] };
  edgePages: EdgePageTiming;
  lighthouse: { path: string; language: string; result: LighthouseResult }[];
  firstTaps: FirstTapRow[];
  /** The fixed CPU task and the load average at each stage (scripts/bench/machineLoad.ts); the first is the quiet baseline. */
  machineLoad: LoadSample[];
  load: {
    results: LoadResult[];
    rowsBefore: number;
    rowsAfter: number;
    /** Inquiries answered 201 (ids read from the answers) and how many of those ids are in D1. */
    acknowledged: number;
    acknowledgedStored: number;
  };
  hostile: HostileSummary;
  inbox: { rows: number; seedS: number; timings: InboxTiming[]; staffData: StaffDataTiming; visits: VisitTiming };
  /** The full bench only: the registry import at 100,000 rows (scripts/bench/registryImport.ts). */
  registryImport?: RegistryImportTiming;
  /** The full bench and `--campaigns`: a start of 20,000 and a paced drain (scripts/bench/campaign.ts). */
  campaigns?: CampaignBench;
};
