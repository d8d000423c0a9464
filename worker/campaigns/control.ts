import { and, eq, inArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { CAMPAIGN_TRANSITIONS, type CampaignAction, type CampaignControlDto } from "../../contract/campaigns";
import { campaigns, volunteerMessages } from "../db/schema";
import { readTemplate } from "../messaging/templates/store";
import { templateProblem, type CampaignProblem } from "./create";
import { enqueueQueued } from "./enqueue";
import { planFrom } from "./plan";
import { campaignStudy } from "./study";

export type ControlResult =
  | ({ ok: true } & CampaignControlDto)
  | { ok: false; status: 404 | 409; code: "not_found" | "wrong_state" }
  | { ok: false; status: 422; problem: CampaignProblem };

/**
 * Start, pause, resume or cancel (docs/campaigns.md). Each is one conditional update of the state, so two clicks
 * at once do it once. Starting checks the study and the template again (the board's approval may have been
 * withdrawn by an edit) and hands the writing of the recipients to the step queue (plan.ts); pausing leaves them
 * queued in D1 (the consumer drops the queue's messages of a campaign that is not running) and resuming enqueues
 * them again, and the start's next step if it had not finished; cancelling cancels every recipient still queued,
 * in the same batch, so nothing is left to send (and a step still under way writes no more).
 */
export async function controlCampaign(
  env: Env,
  db: DrizzleD1Database,
  id: number,
  action: CampaignAction,
  now = new Date(),
): Promise<ControlResult> {
  const campaign = await db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!campaign) return { ok: false, status: 404, code: "not_found" };
  const { from, to } = CAMPAIGN_TRANSITIONS[action];
  if (!(from as readonly string[]).includes(campaign.state)) return { ok: false, status: 409, code: "wrong_state" };
  if (action === "start") {
    const study = await campaignStudy(db, campaign.studyId);
    if (!study?.recruiting)
      return { ok: false, status: 422, problem: { field: "study", code: study ? "study_not_recruiting" : "unknown_study" } };
    const problem = templateProblem(await readTemplate(db, campaign.templateId), campaign.channel, campaign.templateVersion);
    if (problem) return { ok: false, status: 422, problem };
  }
  const at = now.toISOString();
  const transition = db
    .update(campaigns)
    .set({
      state: to,
      updatedAt: at,
      ...(action === "start" ? { startedAt: at } : {}),
      ...(action === "cancel" ? { finishedAt: at } : {}),
    })
    .where(and(eq(campaigns.id, id), inArray(campaigns.state, [...from])))
    .returning();
  if (action === "cancel") {
    const [changed, cancelled] = await db.batch([
      transition,
      db
        .update(volunteerMessages)
        .set({ status: "cancelled", failureReason: "campaign_cancelled", statusAt: at })
        .where(and(eq(volunteerMessages.campaignId, id), eq(volunteerMessages.status, "queued")))
        .returning({ id: volunteerMessages.id }),
    ]);
    // The state had moved on meanwhile (say, the last text went and it is done): nothing was cancelled then either,
    // unless rows were still queued, which only a running or paused campaign has.
    if (changed.length === 0) return { ok: false, status: 409, code: "wrong_state" };
    return { ok: true, state: to, enqueued: 0, cancelled: cancelled.length };
  }
  const [changed] = await transition;
  if (!changed) return { ok: false, status: 409, code: "wrong_state" };
  if (action === "start") {
    await planFrom(env, changed);
    return { ok: true, state: to, enqueued: 0, cancelled: 0 };
  }
  if (action === "resume") {
    if (changed.plannedAt === null) await planFrom(env, changed);
    return { ok: true, state: to, enqueued: await enqueueQueued(env, db, id, now), cancelled: 0 };
  }
  return { ok: true, state: to, enqueued: 0, cancelled: 0 };
}
