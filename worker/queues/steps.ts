/**
 * The step queue (wrangler.toml, STEP_QUEUE): heavy jobs done in bounded steps, each its own invocation within the
 * CPU cap (docs/operations.md, "Limits"). A message names the job and where the step starts, never anything
 * personal; each step is idempotent (it writes only while the job's row still says it is the step to run), so a
 * message delivered twice, or retried after a step was killed, never counts a row twice.
 */
export type ImportStep = { kind: "import_step"; importId: number; offset: number };
export type ExportStep = { kind: "export_step"; exportId: number; part: number };
/** A campaign's start: the people after `after` (a volunteer id) are the step's to write (worker/campaigns/plan.ts). */
export type CampaignPlanStep = { kind: "campaign_plan"; campaignId: number; after: number };
export type StepMessage = ImportStep | ExportStep | CampaignPlanStep;

const STEP_KINDS: readonly unknown[] = ["import_step", "export_step", "campaign_plan"] satisfies StepMessage["kind"][];

export const isStepMessage = (body: unknown): body is StepMessage =>
  typeof body === "object" && body !== null && STEP_KINDS.includes((body as { kind?: unknown }).kind);

export async function enqueueStep(env: Env, message: StepMessage): Promise<void> {
  await env.STEP_QUEUE.send(message);
}
