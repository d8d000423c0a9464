import { and, eq, isNull, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { audienceSchema, type CampaignChannel } from "../../contract/campaigns";
import { campaigns, messageTemplates, volunteerMessages, volunteers } from "../db/schema";
import { readTemplate } from "../messaging/templates/store";
import { audienceOf, countOf } from "./audience";
import { enqueueQueued } from "./enqueue";
import { campaignSettings } from "./settings";
import { campaignPreview } from "./words";

type Campaign = typeof campaigns.$inferSelect;

/** Recipients written per statement: one bound parameter (a JSON array of ids), well within D1's limits. */
const ROWS_PER_STATEMENT = 2_000;

/**
 * Writes a started campaign's recipients (docs/campaigns.md, "Sending"): one `volunteer_messages` row per person,
 * unique per campaign and person (the period is "campaign:<id>"), so a start that runs twice writes each once. Each
 * row keeps what its text costs in segments, in the person's language. Then every queued row is enqueued.
 */
export async function planCampaign(
  env: Env,
  db: DrizzleD1Database,
  campaign: Campaign,
  now = new Date(),
): Promise<{ written: number; enqueued: number }> {
  const template = (await readTemplate(db, campaign.templateId)) as typeof messageTemplates.$inferSelect;
  const preview = campaignPreview(template, campaign.channel as CampaignChannel);
  const audience = audienceSchema.parse(JSON.parse(campaign.audience));
  const recipients = await audienceOf(
    env,
    db,
    { audience, channel: campaign.channel as CampaignChannel, study: campaign.studyId },
    campaignSettings(env).personDays,
    now,
  );
  const at = now.toISOString();
  const period = `campaign:${campaign.id}`;
  const statements = [];
  for (let i = 0; i < recipients.length; i += ROWS_PER_STATEMENT) {
    const ids = JSON.stringify(recipients.slice(i, i + ROWS_PER_STATEMENT).map((person) => person.id));
    statements.push(
      db.run(sql`insert into ${volunteerMessages} (volunteer_id, kind, channel, status, period, campaign_id, segments, created_at, send_after)
        select v.id, 'invitation', ${campaign.channel}, 'queued', ${period}, ${campaign.id},
          case v.language when 'es' then ${preview.es.segments} else ${preview.en.segments} end, ${at}, ${at}
        from json_each(${ids}) j join ${volunteers} v on v.id = j.value
        where true on conflict do nothing`),
    );
  }
  for (const statement of statements) await statement;
  // What was written is the audience from now on (some may have joined or left since the draft was counted).
  await db
    .update(campaigns)
    .set({ plannedAt: at, audienceCount: JSON.stringify(countOf(recipients, campaign.channel as CampaignChannel)), updatedAt: at })
    .where(and(eq(campaigns.id, campaign.id), isNull(campaigns.plannedAt)));
  const enqueued = await enqueueQueued(env, db, campaign.id, now);
  return { written: recipients.length, enqueued };
}
