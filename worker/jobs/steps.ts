import { errorClassOf, log } from "../observability/log";
import type { StepMessage } from "../queues/steps";
import { failImport } from "../volunteers/import/finish";
import { runImportStep } from "../volunteers/import/step";
import { runExportStep, stopExport } from "../inquiries/export/steps";
import { pausePlanning, runCampaignPlanStep } from "../campaigns/plan";

/** A step that failed (D1 busy, R2 unreachable) is tried again this much later; after ten tries it is a dead letter. */
const RETRY_SECONDS = 10;

/** Runs one step, whatever its job. */
export async function runStep(env: Env, body: StepMessage): Promise<void> {
  if (body.kind === "import_step") await runImportStep(env, body);
  else if (body.kind === "export_step") await runExportStep(env, body);
  else await runCampaignPlanStep(env, body);
}

/** The step queue's consumer (wrangler.toml): one step a message, each its own invocation within the CPU cap. */
export async function consumeSteps(batch: MessageBatch<StepMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    try {
      await runStep(env, body);
      message.ack();
    } catch (error) {
      log.error(`${body.kind}_failed`, { ...jobOf(body), code: "step_failed", errorClass: errorClassOf(error) });
      message.retry({ delaySeconds: RETRY_SECONDS });
    }
  }
}

const jobOf = (body: StepMessage) =>
  body.kind === "import_step"
    ? { importId: body.importId }
    : body.kind === "export_step"
      ? { exportId: body.exportId }
      : { campaignId: body.campaignId };

/**
 * The step queue's dead letters: each job stops as failed. An import's team hears of it (worker/volunteers/import/
 * finish.ts); an export's admin is still waiting on the download, which ends incomplete (and is audited so); a
 * campaign's start is paused where it was (worker/campaigns/plan.ts), and resuming goes on from there.
 */
export async function consumeStepDeadLetters(batch: MessageBatch<StepMessage>, env: Env): Promise<void> {
  for (const { body } of batch.messages) {
    log.error("step_dead_letter", { ...jobOf(body), code: "dead_letter" });
    if (body.kind === "import_step") await failImport(env, body.importId);
    else if (body.kind === "export_step") await stopExport(env, body.exportId, "failed");
    else await pausePlanning(env, body.campaignId);
  }
  batch.ackAll();
}
