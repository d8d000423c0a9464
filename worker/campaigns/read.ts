import { desc, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import {
  audienceSchema,
  FUNNEL_STEPS,
  type AudienceCount,
  type CampaignChannel,
  type CampaignDetailDto,
  type CampaignPace,
  type CampaignDto,
  type CampaignPersonDto,
  type CampaignReply,
  type FunnelStep,
} from "../../contract/campaigns";
import type { Language } from "../../contract/language";
import { admins, campaigns, messageTemplates } from "../db/schema";
import { campaignFunnel, funnelFrom, STEP_CONDITIONS } from "./funnel";
import { campaignStudy } from "./study";
import { campaignPreview } from "./words";

type Row = {
  campaign: typeof campaigns.$inferSelect;
  templateName: string | null;
  templateRow: typeof messageTemplates.$inferSelect | null;
  creator: string | null;
};

const rows = (db: DrizzleD1Database) =>
  db
    .select({ campaign: campaigns, templateName: messageTemplates.name, templateRow: messageTemplates, creator: admins.displayName })
    .from(campaigns)
    .leftJoin(messageTemplates, eq(messageTemplates.id, campaigns.templateId))
    .leftJoin(admins, eq(admins.id, campaigns.createdBy));

async function dtoOf(db: DrizzleD1Database, row: Row): Promise<CampaignDto> {
  const { campaign } = row;
  const study = await campaignStudy(db, campaign.studyId);
  return {
    id: campaign.id,
    name: campaign.name,
    study: { code: campaign.studyId, title: study?.title ?? null },
    template: { id: campaign.templateId, name: row.templateName ?? "", version: campaign.templateVersion },
    channel: campaign.channel as CampaignChannel,
    audience: audienceSchema.parse(JSON.parse(campaign.audience)),
    state: campaign.state,
    audienceCount: JSON.parse(campaign.audienceCount) as AudienceCount,
    createdBy: row.creator,
    createdAt: campaign.createdAt,
    startedAt: campaign.startedAt,
    finishedAt: campaign.finishedAt,
    preparing:
      campaign.startedAt !== null && campaign.plannedAt === null && ["running", "paused"].includes(campaign.state)
        ? { steps: campaign.planSteps }
        : null,
  };
}

/** Every campaign, newest first (a clinic makes a few a month; no paging needed for years). */
export async function listCampaigns(db: DrizzleD1Database): Promise<CampaignDto[]> {
  const all = await rows(db).orderBy(desc(campaigns.id)).all();
  return Promise.all(all.map((row) => dtoOf(db, row)));
}

/** One campaign with the exact words each language receives and its funnel. */
export async function campaignDetail(db: DrizzleD1Database, id: number, pace: CampaignPace): Promise<CampaignDetailDto | null> {
  const row = await rows(db).where(eq(campaigns.id, id)).get();
  if (!row) return null;
  const channel = row.campaign.channel as CampaignChannel;
  const preview = row.templateRow
    ? campaignPreview(row.templateRow, channel)
    : { en: { subject: null, body: "", segments: 0 }, es: { subject: null, body: "", segments: 0 } };
  return { ...(await dtoOf(db, row)), preview, funnel: await campaignFunnel(db, id), pace };
}

/** The people behind one number of the funnel (staff only), optionally one language's; at most `limit`. */
export async function campaignPeople(
  db: DrizzleD1Database,
  id: number,
  step: FunnelStep,
  language: Language | undefined,
  limit = 500,
): Promise<CampaignPersonDto[]> {
  if (!FUNNEL_STEPS.includes(step)) return [];
  const result = await db.run(sql`select v.id as volunteerId, v.reference as reference, v.name as name, v.language as language,
      m.status as status, m.reply as reply, m.inquiry_id as inquiryId
    from ${funnelFrom(id)} and ${STEP_CONDITIONS[step]} ${language ? sql`and v.language = ${language}` : sql``}
    order by m.id limit ${limit}`);
  return (result.results as Record<string, unknown>[]).map((r) => ({
    volunteerId: Number(r.volunteerId),
    reference: String(r.reference),
    name: String(r.name),
    language: r.language as Language,
    status: String(r.status),
    reply: (r.reply as CampaignReply | null) ?? null,
    inquiryId: r.inquiryId === null ? null : Number(r.inquiryId),
  }));
}
