import { eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { FUNNEL_STEPS, type CampaignFunnel, type FunnelCounts, type FunnelStep } from "../../contract/campaigns";
import { LANGUAGES } from "../../contract/language";
import { inquiries, volunteerMessages, volunteers } from "../db/schema";

const zero = (): FunnelCounts => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as FunnelCounts;

/**
 * Each funnel step as a condition on one invitation (`m`), its person (`v`) and the inquiry their reply became
 * (`i`): the one definition the counts and the lists of people behind them share.
 */
export const STEP_CONDITIONS: Record<FunnelStep, ReturnType<typeof sql>> = {
  audience: sql`1`,
  sent: sql`m.sent_at is not null`,
  delivered: sql`m.status = 'delivered'`,
  failed: sql`m.status = 'failed'`,
  not_sent: sql`m.status = 'cancelled'`,
  replied_yes: sql`m.reply = 'yes'`,
  replied_no: sql`m.reply = 'no'`,
  replied_stop: sql`m.reply = 'stop'`,
  replied_other: sql`m.reply = 'other'`,
  prescreened: sql`i.prescreen_result is not null`,
  inquiries: sql`i.id is not null`,
  visits_booked: sql`exists (select 1 from visits x where x.inquiry_id = i.id)`,
  attended: sql`exists (select 1 from visits x where x.inquiry_id = i.id and x.state = 'attended')`,
  enrolled: sql`i.status = 'enrolled'`,
};

/** The rows a campaign's funnel reads: its invitations, their people, and the inquiries replies became. */
export const funnelFrom = (campaignId: number) =>
  sql`${volunteerMessages} m join ${volunteers} v on v.id = m.volunteer_id left join ${inquiries} i on i.id = m.inquiry_id
    where m.campaign_id = ${campaignId}`;

/** The funnel (docs/campaigns.md, "The funnel"), by language, in one pass over the campaign's invitations. */
export async function campaignFunnel(db: DrizzleD1Database, campaignId: number): Promise<CampaignFunnel> {
  const columns = sql.join(
    FUNNEL_STEPS.map((step) => sql`coalesce(sum(case when ${STEP_CONDITIONS[step]} then 1 else 0 end), 0) as ${sql.raw(step)}`),
    sql`, `,
  );
  const rows = (
    await db.run(sql`select v.language as language, ${columns},
      coalesce(sum(m.status in ('queued', 'sending')), 0) as pending,
      coalesce(sum(m.status = 'failed' and m.sent_at is not null), 0) as sent_then_failed,
      coalesce(sum(case when m.sent_at is not null then m.segments else 0 end), 0) as segments_sent,
      coalesce(sum(m.segments), 0) as segments_planned
      from ${funnelFrom(campaignId)} group by v.language`)
  ).results as Record<string, number | string>[];
  const failures = await db
    .select({ reason: volunteerMessages.failureReason, count: sql<number>`count(*)` })
    .from(volunteerMessages)
    .where(sql`${eq(volunteerMessages.campaignId, campaignId)} and ${volunteerMessages.status} in ('failed', 'cancelled')`)
    .groupBy(volunteerMessages.failureReason)
    .all();
  const funnel: CampaignFunnel = {
    total: zero(),
    byLanguage: Object.fromEntries(LANGUAGES.map((language) => [language, zero()])) as CampaignFunnel["byLanguage"],
    failedBy: Object.fromEntries(failures.map((row) => [row.reason ?? "unknown", Number(row.count)])),
    pending: 0,
    sentThenFailed: 0,
    segments: { sent: 0, planned: 0 },
  };
  for (const row of rows) {
    const language = row.language as keyof CampaignFunnel["byLanguage"];
    for (const step of FUNNEL_STEPS) {
      funnel.byLanguage[language][step] = Number(row[step]);
      funnel.total[step] += Number(row[step]);
    }
    funnel.pending += Number(row.pending);
    funnel.sentThenFailed += Number(row.sent_then_failed);
    funnel.segments.sent += Number(row.segments_sent);
    funnel.segments.planned += Number(row.segments_planned);
  }
  return funnel;
}
