import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { PartnerFunnel, RecruitmentReportDto } from "../../contract/reports";
import { inquiries, partners } from "../db/schema";
import { everReached, everScheduled } from "./funnelSql";

/** A report lists at most this many partners (the busiest first); a clinic has tens. */
const PARTNER_ROWS = 100;

const funnel = {
  created: sql<number>`count(*)`,
  reached: sql<number>`coalesce(sum(${everReached}), 0)`,
  scheduled: sql<number>`coalesce(sum(${everScheduled}), 0)`,
  attended: sql<number>`coalesce(sum(exists (select 1 from visits v where v.inquiry_id = ${inquiries.id} and v.state = 'attended')), 0)`,
  enrolled: sql<number>`coalesce(sum(${inquiries.status} = 'enrolled'), 0)`,
} satisfies Record<keyof PartnerFunnel, SQL>;

/**
 * The inquiries of the range by referral partner and by kind of partner (docs/partners.md, "Reports"): how many
 * came, were reached, booked a screening visit, attended one and enrolled. Computed by SQLite.
 */
export async function partnerBreakdown(
  db: DrizzleD1Database,
  inRange: SQL,
): Promise<Pick<RecruitmentReportDto, "byPartner" | "byPartnerKind">> {
  const where = and(inRange, isNotNull(inquiries.partnerId));
  const [byPartner, byPartnerKind] = await Promise.all([
    db
      .select({ partnerId: partners.id, name: partners.name, kind: partners.kind, ...funnel })
      .from(inquiries)
      .innerJoin(partners, eq(partners.id, inquiries.partnerId))
      .where(where)
      .groupBy(partners.id)
      .orderBy(sql`count(*) desc`, partners.name)
      .limit(PARTNER_ROWS)
      .all(),
    db
      .select({ kind: partners.kind, ...funnel })
      .from(inquiries)
      .innerJoin(partners, eq(partners.id, inquiries.partnerId))
      .where(where)
      .groupBy(partners.kind)
      .orderBy(sql`count(*) desc`)
      .all(),
  ]);
  return { byPartner, byPartnerKind };
}
