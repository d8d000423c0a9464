import { and, eq, gte, ne, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { startOfLocalDay, clinicToday } from "../../contract/clinicTime";
import type { Language } from "../../contract/language";
import { shownCount, SMALL_COUNT, type PartnerCounts, type PartnerReportDto } from "../../contract/partners";
import { inquiries } from "../db/schema";
import { everReached, everScheduled } from "../reports/funnelSql";
import { localDaySql } from "../reports/localDaySql";
import type { studySettings } from "../config";
import { readPublishedStudies } from "../studies/store";
import type { KnownPartner } from "./store";

/** A partner's page covers this month and the eleven before it. */
export const PARTNER_REPORT_MONTHS = 12;

type Raw = { sent: number; reached: number; screeningBooked: number; enrolled: number };

const shown = (raw: Raw): PartnerCounts => ({
  sent: shownCount(raw.sent),
  reached: shownCount(raw.reached),
  screeningBooked: shownCount(raw.screeningBooked),
  enrolled: shownCount(raw.enrolled),
});

/** The first day ("YYYY-MM-01", clinic time) of the oldest month on the page. */
export function firstReportMonth(today: string): string {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (PARTNER_REPORT_MONTHS - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * What a partner sees on their private page (docs/partners.md, "What a partner sees"): counts of their own
 * referrals only, computed by SQLite (no inquiry row leaves D1), each under SMALL_COUNT shown as "fewer than 5",
 * and studies named only where at least SMALL_COUNT of their referrals were about one.
 */
export async function partnerReport(
  db: DrizzleD1Database,
  partner: KnownPartner,
  language: Language,
  settings: ReturnType<typeof studySettings>,
  now = new Date(),
): Promise<PartnerReportDto> {
  const start = startOfLocalDay(firstReportMonth(clinicToday(now)));
  const month = sql<string>`substr(${localDaySql(inquiries.createdAt, start, now)}, 1, 7)`;
  const where = and(eq(inquiries.partnerId, partner.id), ne(inquiries.status, "spam"), gte(inquiries.createdAt, start.toISOString()));
  const counts = {
    sent: sql<number>`count(*)`,
    reached: sql<number>`coalesce(sum(${everReached}), 0)`,
    screeningBooked: sql<number>`coalesce(sum(${everScheduled}), 0)`,
    enrolled: sql<number>`coalesce(sum(${inquiries.status} = 'enrolled'), 0)`,
  };
  const [months, [total], studies, published] = await Promise.all([
    db
      .select({ month, ...counts })
      .from(inquiries)
      .where(where)
      .groupBy(month)
      .orderBy(sql`1 desc`)
      .all(),
    db.select(counts).from(inquiries).where(where).all(),
    db
      .select({ studyId: inquiries.studyId, sent: sql<number>`count(*)` })
      .from(inquiries)
      .where(and(where, sql`${inquiries.studyId} is not null`))
      .groupBy(inquiries.studyId)
      .having(sql`count(*) >= ${SMALL_COUNT}`)
      .orderBy(sql`2 desc`)
      .all(),
    readPublishedStudies(db, language, settings),
  ]);
  const titles = new Map(published.studies.map((study) => [study.code, study.text.title]));
  return {
    partner: { name: partner.name, kind: partner.kind },
    months: months.map(({ month: name, ...raw }) => ({ month: name, ...shown(raw) })),
    total: shown(total ?? { sent: 0, reached: 0, screeningBooked: 0, enrolled: 0 }),
    studies: studies.flatMap(({ studyId, sent }) => {
      const title = studyId ? titles.get(studyId) : undefined;
      return title ? [{ title, sent: Math.floor(sent / SMALL_COUNT) * SMALL_COUNT }] : [];
    }),
  };
}
