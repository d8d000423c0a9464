import { adminLink, sendStaffEmail } from "../notify/staffEmail";
import { log } from "../observability/log";
import type { CampaignQueueMessage } from "./enqueue";

/**
 * The campaigns' dead-letter queue, consumed by this Worker (wrangler.toml): a queue message that failed every
 * retry lands here instead of vanishing unseen. Its invitations stay queued in D1, where the minute's job
 * enqueues them again once whatever failed works (each send claims its row first: never sent twice); what this
 * adds is that someone hears of it: an error in the logs and one e-mail to the team per campaign, numbers only.
 */
export async function consumeDeadLetters(batch: MessageBatch<CampaignQueueMessage>, env: Env) {
  const byCampaign = new Map<number, number>();
  for (const message of batch.messages)
    byCampaign.set(message.body.campaign, (byCampaign.get(message.body.campaign) ?? 0) + message.body.ids.length);
  for (const [campaign, count] of byCampaign) {
    log.error("campaign_dead_letter", { campaignId: campaign, count, code: "dead_letter" });
    await sendStaffEmail(
      env,
      `Campaign #${campaign}: sending keeps failing`,
      `The queue gave up on ${count} invitations of campaign #${campaign} after every retry. They are still waiting and will be tried again by the site's minute job; if this e-mail comes again, the campaign's sending is stuck: pause it and tell whoever runs the site.\n\n${adminLink(env, `/admin/campaigns/${campaign}`)}`,
    );
  }
  batch.ackAll();
}
