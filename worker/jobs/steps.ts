import { errorClassOf, log } from "../observability/log";
import type { StepMessage } from "../queues/steps";
import { failImport } from "../volunteers/import/finish";
import { runImportStep } from "../volunteers/import/step";
import { runExportStep, stopExport } from "../inquiries/export/steps";

/** A step that failed (D1 busy, R2 unreachable) is tried again this much later; after ten tries it is a dead letter. */
const RETRY_SECONDS = 10;

/** The step queue's consumer (wrangler.toml): one step a message, each its own invocation within the CPU cap. */
export async function consumeSteps(batch: MessageBatch<StepMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const body = message.body;
    try {
      if (body.kind === "import_step") await runImportStep(env, body);
      else await runExportStep(env, body);
      message.ack();
    } catch (error) {
      log.error(`${body.kind}_failed`, { ...jobOf(body), code: "step_failed", errorClass: errorClassOf(error) });
      message.retry({ delaySeconds: RETRY_SECONDS });
    }
  }
}

const jobOf = (body: StepMessage) => (body.kind === "import_step" ? { importId: body.importId } : { exportId: body.exportId });

/**
 * The step queue's dead letters: each job stops as failed. An import's team hears of it (worker/volunteers/import/
 * finish.ts); an export's admin is still waiting on the download, which ends incomplete (and is audited so).
 */
export async function consumeStepDeadLetters(batch: MessageBatch<StepMessage>, env: Env): Promise<void> {
  for (const { body } of batch.messages) {
    log.error("step_dead_letter", { ...jobOf(body), code: "dead_letter" });
    if (body.kind === "import_step") await failImport(env, body.importId);
    else await stopExport(env, body.exportId, "failed");
  }
  batch.ackAll();
}
