import { and, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { PEOPLE_PER_STEP } from "../../contract/campaignQueue";
import { audienceSchema, type AudienceCount, type CampaignChannel } from "../../contract/campaigns";
import type { Language } from "../../contract/language";
import { campaigns, type messageTemplates } from "../db/schema";
import { readTemplate } from "../messaging/templates/store";
import { errorClassOf, log } from "../observability/log";
import { enqueueStep, type CampaignPlanStep } from "../queues/steps";
import { audiencePage } from "./audience";
import { enqueueRecipients } from "./enqueue";
import { campaignSettings } from "./settings";
import { campaignPreview } from "./words";

/** States in which a start goes on writing its recipients (a paused campaign keeps them queued until it resumes). */
const PLANNING = "('running', 'paused')";

/**
 * Hands a start's next step to the step queue: its recipients are written there, never in the request. Should the
 * queue refuse it, the minute's sweep (sweep.ts) enqueues it again from the campaign's cursor: nothing is lost.
 */
export async function planFrom(env: Env, campaign: { id: number; planCursor: number }): Promise<void> {
  try {
    await enqueueStep(env, { kind: "campaign_plan", campaignId: campaign.id, after: campaign.planCursor });
  } catch (error) {
    log.error("campaign_plan_not_enqueued", { campaignId: campaign.id, code: "step_not_enqueued", errorClass: errorClassOf(error) });
  }
}

export type PlanStepResult = "next" | "planned" | "taken" | "gone";

/**
 * One step of a start (docs/campaigns.md, "Sending"): the next PEOPLE_PER_STEP candidates after the campaign's
 * cursor, checked against the ledger, each written as one `volunteer_messages` row (unique per campaign and person:
 * the period is "campaign:<id>") and enqueued. The claim (the cursor moves only from where this step began, and
 * `updated_at` takes this step's instant as its token) and the rows go in one batch; a row is written only under
 * this step's claim while the campaign is still being planned, so a copy delivered twice writes nothing, and a
 * cancel wins over a step under way. The last step counts the audience.
 */
export async function runCampaignPlanStep(
  env: Env,
  step: CampaignPlanStep,
  now = new Date(),
  perStep = PEOPLE_PER_STEP,
): Promise<PlanStepResult> {
  const db = drizzle(env.DB);
  const campaign = await db.select().from(campaigns).where(eq(campaigns.id, step.campaignId)).get();
  if (!campaign || campaign.plannedAt !== null || !["running", "paused"].includes(campaign.state)) return "gone";
  if (campaign.planCursor !== step.after) return "taken";
  const channel = campaign.channel as CampaignChannel;
  const template = (await readTemplate(db, campaign.templateId)) as typeof messageTemplates.$inferSelect;
  const preview = campaignPreview(template, channel);
  const page = await audiencePage(
    env,
    db,
    { audience: audienceSchema.parse(JSON.parse(campaign.audience)), channel, study: campaign.studyId },
    campaignSettings(env).personDays,
    now,
    { after: step.after, limit: perStep },
  );
  const at = now.toISOString();
  const cursor = page.last ?? step.after;
  const [claim, written] = await env.DB.batch<{ id: number; send_after: string | null }>([
    env.DB.prepare(
      `update campaigns set plan_cursor = ?1, plan_steps = plan_steps + 1, updated_at = ?2
       where id = ?3 and plan_cursor = ?4 and planned_at is null and state in ${PLANNING} returning id`,
    ).bind(cursor, at, campaign.id, step.after),
    env.DB.prepare(
      `insert into volunteer_messages (volunteer_id, kind, channel, status, period, campaign_id, segments, created_at, send_after)
       select v.id, 'invitation', ?1, 'queued', ?2, ?3, case v.language when 'es' then ?4 else ?5 end, ?6, ?6
       from json_each(?7) j join volunteers v on v.id = j.value
       where exists (select 1 from campaigns c where c.id = ?3 and c.plan_cursor = ?8 and c.updated_at = ?6 and c.planned_at is null
         and c.state in ${PLANNING})
       on conflict do nothing returning id, send_after`,
    ).bind(
      channel,
      `campaign:${campaign.id}`,
      campaign.id,
      preview.es.segments,
      preview.en.segments,
      at,
      JSON.stringify(page.recipients.map((person) => person.id)),
      cursor,
    ),
  ]);
  if (!claim?.results.length) return "taken";
  const rows = (written?.results ?? []).map((row) => ({ id: row.id, sendAfter: row.send_after }));
  if (rows.length > 0) await enqueueRecipients(env, campaign.id, rows, now);
  if (page.candidates === perStep) {
    await enqueueStep(env, { kind: "campaign_plan", campaignId: campaign.id, after: cursor });
    return "next";
  }
  await finishPlanning(env, campaign.id, channel, now);
  return "planned";
}

/** The start's end: what was written is the audience from now on (some may have joined or left since the draft). */
async function finishPlanning(env: Env, campaignId: number, channel: CampaignChannel, now: Date): Promise<void> {
  const { results } = await env.DB.prepare(
    `select v.language as language, count(*) as n from volunteer_messages m join volunteers v on v.id = m.volunteer_id
     where m.campaign_id = ?1 group by v.language`,
  )
    .bind(campaignId)
    .all<{ language: Language; n: number }>();
  const byLanguage: Record<Language, number> = { en: 0, es: 0 };
  for (const row of results) byLanguage[row.language] += row.n;
  const count = byLanguage.en + byLanguage.es;
  const audienceCount: AudienceCount = {
    count,
    byLanguage,
    byChannel: { text: channel === "text" ? count : 0, email: channel === "email" ? count : 0 },
  };
  const at = now.toISOString();
  await drizzle(env.DB)
    .update(campaigns)
    .set({ plannedAt: at, audienceCount: JSON.stringify(audienceCount), updatedAt: at })
    .where(and(eq(campaigns.id, campaignId), isNull(campaigns.plannedAt)));
  log.info("campaign_planned", { campaignId, count });
}

/**
 * A start whose step failed every retry (a dead letter): the campaign is paused where it was, so the minute's sweep
 * stops trying, and staff see it paused; resuming goes on from the same person.
 */
export async function pausePlanning(env: Env, campaignId: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await drizzle(env.DB)
    .update(campaigns)
    .set({ state: "paused", updatedAt: at })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.state, "running"), isNull(campaigns.plannedAt)));
}
