import { errorClassOf, log } from "../observability/log";
import type { StepMessage } from "../queues/steps";
import { failImport } from "../volunteers/import/finish";
import { runImportStep } from "../volunteers/import/step";

/** A step that failed (D1 busy, R2 unreachable) is tried again this much later; after ten tries it is a dead letter. */
const RETRY_SECONDS = 10;

/** The step queue's consumer (wrangler.toml): one step a message, each its own invocation within the CPU cap. */
export async function consumeSteps(batch: MessageBatch<StepMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    try {
      await runImportStep(env, message.body);
      message.ack();
    } catch (error) {
      log.error("import_step_failed", { importId: message.body.importId, code: "step_failed", errorClass: errorClassOf(error) });
      message.retry({ delaySeconds: RETRY_SECONDS });
    }
  }
}

/** The step queue's dead letters: each job stops as failed, and the team hears of it (worker/volunteers/import/finish.ts). */
export async function consumeStepDeadLetters(batch: MessageBatch<StepMessage>, env: Env): Promise<void> {
  for (const importId of new Set(batch.messages.map((message) => message.body.importId))) await failImport(env, importId);
  batch.ackAll();
}
