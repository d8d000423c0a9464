import { and, eq, lt } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { campaigns, volunteerMessages } from "../db/schema";
import { enqueueRecipients } from "./enqueue";
import { finishIfDone } from "./consumer";
import { planFrom } from "./plan";

/** A start whose steps have not moved for this long lost its step (a crash, a refused enqueue): it goes on. */
const PLAN_GRACE_MS = 2 * 60 * 1000;
/** A recipient due this long ago and still queued lost its queue message (a dead letter, a crash). */
const LOST_AFTER_MS = 10 * 60 * 1000;
/** Recipients put back on the queue per run: bounded work, the next run goes on. */
const LOST_PER_RUN = 5_000;

/**
 * The minute's look at running campaigns (docs/campaigns.md): a start whose steps stopped moving goes on from its
 * cursor (each step claims it, so nothing is written twice), recipients whose queue message was lost are enqueued
 * again (each send claims its row, so nothing is sent twice), and a campaign with nothing left to send is done.
 */
export async function sweepCampaigns(env: Env, db: DrizzleD1Database, now = new Date()) {
  const running = await db.select().from(campaigns).where(eq(campaigns.state, "running")).all();
  let planned = 0;
  let requeued = 0;
  for (const campaign of running) {
    if (campaign.plannedAt === null) {
      if (Date.parse(campaign.updatedAt) < now.getTime() - PLAN_GRACE_MS) {
        // Marked first, so the next minutes leave it to the step they enqueue (it claims from the same cursor).
        await db
          .update(campaigns)
          .set({ updatedAt: now.toISOString() })
          .where(and(eq(campaigns.id, campaign.id), eq(campaigns.updatedAt, campaign.updatedAt)));
        await planFrom(env, campaign);
        planned += 1;
      }
      continue;
    }
    const lost = await db
      .select({ id: volunteerMessages.id, sendAfter: volunteerMessages.sendAfter })
      .from(volunteerMessages)
      .where(
        and(
          eq(volunteerMessages.campaignId, campaign.id),
          eq(volunteerMessages.status, "queued"),
          lt(volunteerMessages.sendAfter, new Date(now.getTime() - LOST_AFTER_MS).toISOString()),
        ),
      )
      .limit(LOST_PER_RUN)
      .all();
    if (lost.length > 0) requeued += await enqueueRecipients(env, campaign.id, lost, now);
    await finishIfDone(db, campaign.id, now);
  }
  return { planned, requeued };
}
