import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { campaigns, messageTemplates, volunteerMessages } from "../db/schema";
import { isStorageUnavailable } from "../db/unavailable";
import { readTemplate } from "../messaging/templates/store";
import { errorClassOf, log } from "../observability/log";
import { enqueueRecipients, type CampaignQueueMessage } from "./enqueue";
import { pacer } from "./pace";
import { ledgerKeysHeld } from "../messaging/keyOrder";
import { sendInvitation, type SendDeps } from "./send";
import { campaignSettings } from "./settings";

/** A queue message that failed is tried again this much later (D1 busy, the provider unreachable). */
const RETRY_SECONDS = 30;

/**
 * One queue message: up to RECIPIENTS_PER_MESSAGE recipients of one campaign, sent one at a time at the pace (docs/campaigns.md).
 * The campaign's state is read before each send, so a pause or a cancel stops it within one send; a campaign
 * that is not running sends nothing (its recipients stay queued in D1 for resume, or were cancelled). Recipients
 * that must wait (texting hours, the day's cap, a provider's busy moment) go back on the queue, delayed.
 */
/** How long a campaign's recipients wait while a messaging key is missing before the queue tries again. */
const KEYS_MISSING_RETRY_MS = 15 * 60_000;

export async function sendCampaignMessage(
  env: Env,
  body: CampaignQueueMessage,
  deps: SendDeps = {},
): Promise<Record<"sent" | "cancelled" | "failed" | "taken" | "deferred" | "notRunning", number>> {
  const db = drizzle(env.DB);
  const clock = deps.now ?? (() => new Date());
  const settings = campaignSettings(env);
  const counts = { sent: 0, cancelled: 0, failed: 0, taken: 0, deferred: 0, notRunning: 0 };
  const campaign = await db.select().from(campaigns).where(eq(campaigns.id, body.campaign)).get();
  const template = campaign ? await readTemplate(db, campaign.templateId) : undefined;
  if (!campaign || !template) return counts;
  // A MESSAGING_KEY rotated out of order (worker/messaging/keyOrder.ts): every recipient waits a quarter hour.
  if (!(await ledgerKeysHeld(env, db))) {
    const later = new Date(clock().getTime() + KEYS_MISSING_RETRY_MS).toISOString();
    await enqueueRecipients(
      env,
      campaign.id,
      body.ids.map((id) => ({ id, sendAfter: later })),
      clock(),
    );
    counts.deferred = body.ids.length;
    return counts;
  }
  // The pace is real time, whatever clock decides texting hours (tests set that one).
  const paced: SendDeps = { pace: pacer(db, settings.perSecond), ...deps };
  const later: { id: number; sendAfter: string }[] = [];
  for (const [index, id] of body.ids.entries()) {
    if ((await stateOf(db, campaign.id)) !== "running") {
      counts.notRunning = body.ids.length - index;
      break;
    }
    const result = await sendInvitation(env, db, campaign, template as typeof messageTemplates.$inferSelect, id, settings, paced);
    counts[result.outcome] += 1;
    if (result.outcome === "deferred") later.push({ id, sendAfter: result.sendAfter });
  }
  if (later.length > 0) await enqueueRecipients(env, campaign.id, later, clock());
  await finishIfDone(db, campaign.id, clock());
  return counts;
}

async function stateOf(db: DrizzleD1Database, id: number) {
  return (await db.select({ state: campaigns.state }).from(campaigns).where(eq(campaigns.id, id)).get())?.state;
}

/** A running campaign with no recipient queued or being sent is done. */
export async function finishIfDone(db: DrizzleD1Database, id: number, now: Date) {
  const at = now.toISOString();
  await db
    .update(campaigns)
    .set({ state: "done", finishedAt: at, updatedAt: at })
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.state, "running"),
        sql`${campaigns.plannedAt} is not null`,
        sql`not exists (select 1 from ${volunteerMessages} where ${and(
          eq(volunteerMessages.campaignId, id),
          inArray(volunteerMessages.status, ["queued", "sending"]),
        )})`,
      ),
    );
}

/**
 * The Worker's queue handler (wrangler.toml [[queues.consumers]]). A message is acknowledged once handled; one
 * that threw is retried later (every send in it is claimed first, so a retry never sends one twice).
 */
export async function consumeCampaignBatch(batch: MessageBatch<CampaignQueueMessage>, env: Env, deps: SendDeps = {}) {
  for (const message of batch.messages) {
    try {
      const counts = await sendCampaignMessage(env, message.body, deps);
      log.info("campaign_batch", {
        campaignId: message.body.campaign,
        sent: counts.sent,
        deferred: counts.deferred,
        cancelled: counts.cancelled,
        failed: counts.failed,
      });
      message.ack();
    } catch (error) {
      log.error("campaign_batch_failed", {
        campaignId: message.body.campaign,
        code: isStorageUnavailable(error) ? "storage_unavailable" : "internal_error",
        errorClass: errorClassOf(error),
      });
      message.retry({ delaySeconds: RETRY_SECONDS });
    }
  }
}
