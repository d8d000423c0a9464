import { and, asc, eq, gt } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { RECIPIENTS_PER_MESSAGE } from "../../contract/campaignQueue";
import { volunteerMessages } from "../db/schema";

/** What the campaigns' queue carries: a campaign's recipients (volunteer_messages ids), never anything personal. */
export type CampaignQueueMessage = { campaign: number; ids: number[] };

/** The campaigns' dead-letter queue is the queue's name with this after it (wrangler.toml; the preflight checks). */
export const DEAD_LETTER_SUFFIX = "-dlq";

/** Queues takes at most 100 messages in one sendBatch call. */
const MESSAGES_PER_SEND = 100;
/** The longest delay Queues allows a message (12 hours); a later one is delayed again when it comes. */
export const MAX_DELAY_SECONDS = 43_200;
/** Rows read per query while enqueuing (bounded memory for any audience). */
const PAGE = 5_000;

/** The seconds until `sendAfter`, within what Queues allows (0 when it is due). */
export function delayUntil(sendAfter: string | null, now: Date): number {
  if (!sendAfter) return 0;
  return Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((Date.parse(sendAfter) - now.getTime()) / 1000)));
}

/** Puts recipients on the queue in messages of RECIPIENTS_PER_MESSAGE, each delayed until its first is due. */
export async function enqueueRecipients(
  env: Env,
  campaign: number,
  rows: { id: number; sendAfter: string | null }[],
  now: Date,
): Promise<number> {
  const messages: MessageSendRequest<CampaignQueueMessage>[] = [];
  // Rows due at the same time travel together; sorting keeps each message's delay right for all its rows.
  const sorted = [...rows].sort((a, b) => (a.sendAfter ?? "").localeCompare(b.sendAfter ?? "") || a.id - b.id);
  for (let i = 0; i < sorted.length; i += RECIPIENTS_PER_MESSAGE) {
    const chunk = sorted.slice(i, i + RECIPIENTS_PER_MESSAGE);
    messages.push({ body: { campaign, ids: chunk.map((row) => row.id) }, delaySeconds: delayUntil(chunk[0]!.sendAfter, now) });
  }
  for (let i = 0; i < messages.length; i += MESSAGES_PER_SEND) await env.CAMPAIGN_QUEUE.sendBatch(messages.slice(i, i + MESSAGES_PER_SEND));
  return rows.length;
}

/** Enqueues every recipient of the campaign still queued in D1 (after starting, resuming, or a lost message). */
export async function enqueueQueued(env: Env, db: DrizzleD1Database, campaign: number, now: Date): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const rows = await db
      .select({ id: volunteerMessages.id, sendAfter: volunteerMessages.sendAfter })
      .from(volunteerMessages)
      .where(and(eq(volunteerMessages.campaignId, campaign), eq(volunteerMessages.status, "queued"), gt(volunteerMessages.id, after)))
      .orderBy(asc(volunteerMessages.id))
      .limit(PAGE)
      .all();
    if (rows.length === 0) return total;
    total += await enqueueRecipients(env, campaign, rows, now);
    after = rows[rows.length - 1]!.id;
  }
}
