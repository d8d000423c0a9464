import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { VolunteerDetailDto, VolunteerReportDto } from "../../contract/volunteerList";
import { volunteerConsentState, type VolunteerConsentAction, type VolunteerSource, type VolunteerTopic } from "../../contract/volunteers";
import { admins, campaigns, inquiries, partners, volunteerConsents, volunteerMessages, volunteers } from "../db/schema";
import { phoneDigitForms } from "../messaging/inbound";
import { volunteerRow } from "./list";

/**
 * One person's record: their details, consent history, the list's messages to them (with each invitation's
 * campaign, study, answer and inquiry) and the inquiries with the same number or address.
 */
export async function readVolunteer(db: DrizzleD1Database, id: number, now = new Date()): Promise<VolunteerDetailDto | null> {
  const row = await db
    .select()
    .from(volunteers)
    .where(and(eq(volunteers.id, id), isNull(volunteers.erasedAt)))
    .get();
  if (!row) return null;
  const [history, linked, messages, partner] = await Promise.all([
    db
      .select({
        action: volunteerConsents.action,
        at: volunteerConsents.at,
        source: volunteerConsents.source,
        how: volunteerConsents.how,
        actor: admins.displayName,
      })
      .from(volunteerConsents)
      .leftJoin(admins, eq(admins.id, volunteerConsents.actorId))
      .where(eq(volunteerConsents.volunteerId, id))
      .orderBy(asc(volunteerConsents.id))
      .all(),
    row.phoneDigits || row.email
      ? db
          .select({ id: inquiries.id, status: inquiries.status, createdAt: inquiries.createdAt })
          .from(inquiries)
          .where(
            and(
              isNull(inquiries.erasedAt),
              or(
                row.phone ? inArray(inquiries.phoneDigits, phoneDigitForms(row.phone)) : undefined,
                row.email ? eq(inquiries.emailNorm, row.email) : undefined,
              ),
            ),
          )
          .orderBy(asc(inquiries.id))
          .all()
      : Promise.resolve([]),
    db
      .select({
        kind: volunteerMessages.kind,
        channel: volunteerMessages.channel,
        status: volunteerMessages.status,
        at: sql<string>`coalesce(${volunteerMessages.statusAt}, ${volunteerMessages.createdAt})`,
        failureReason: volunteerMessages.failureReason,
        campaignId: volunteerMessages.campaignId,
        campaign: campaigns.name,
        study: campaigns.studyId,
        reply: volunteerMessages.reply,
        inquiryId: volunteerMessages.inquiryId,
      })
      .from(volunteerMessages)
      .leftJoin(campaigns, eq(campaigns.id, volunteerMessages.campaignId))
      .where(eq(volunteerMessages.volunteerId, id))
      .orderBy(asc(volunteerMessages.id))
      .all(),
    row.partnerId === null ? undefined : db.select({ name: partners.name }).from(partners).where(eq(partners.id, row.partnerId)).get(),
  ]);
  return {
    ...volunteerRow(row, now),
    consentStatement: row.consentStatement,
    consentAt: row.consentAt,
    createdAt: row.createdAt,
    hasSheetPhoto: row.sheetPhotoKey !== null,
    partner: partner?.name ?? null,
    history: history.map((entry) => ({
      action: entry.action as VolunteerConsentAction,
      at: entry.at,
      source: (entry.source as VolunteerSource | null) ?? null,
      how: entry.how,
      actor: entry.actor ?? null,
    })),
    messages: messages.map(({ campaignId, campaign, study, reply, inquiryId, ...message }) => ({
      ...message,
      invitation: campaignId === null ? null : { campaignId, campaign: campaign ?? "", study: study ?? "", reply, inquiryId },
    })),
    inquiries: linked,
  };
}

/** Counts only (docs/registry.md, reports): size by consent state, source, language and topic; joins and ends per month. */
export async function registryReport(db: DrizzleD1Database, now = new Date()): Promise<VolunteerReportDto> {
  const people = await db
    .select({
      source: volunteers.source,
      language: volunteers.language,
      topics: volunteers.topics,
      consentEndsAt: volunteers.consentEndsAt,
      withdrawnAt: volunteers.withdrawnAt,
    })
    .from(volunteers)
    .where(isNull(volunteers.erasedAt))
    .all();
  const report: VolunteerReportDto = {
    total: people.length,
    byConsent: { active: 0, renewal_due: 0, expired: 0, withdrawn: 0 },
    bySource: {},
    byLanguage: {},
    byTopic: {},
    byMonth: [],
  };
  for (const person of people) {
    report.byConsent[volunteerConsentState(person, now)] += 1;
    report.bySource[person.source as VolunteerSource] = (report.bySource[person.source as VolunteerSource] ?? 0) + 1;
    report.byLanguage[person.language] = (report.byLanguage[person.language] ?? 0) + 1;
    // Topics are written only from VOLUNTEER_TOPICS (the import and the person's own page validate them).
    for (const topic of JSON.parse(person.topics) as VolunteerTopic[]) report.byTopic[topic] = (report.byTopic[topic] ?? 0) + 1;
  }
  // From the consent history, which outlives erasure and holds no personal data.
  const months = await db
    .select({
      month: sql<string>`substr(${volunteerConsents.at}, 1, 7)`,
      action: volunteerConsents.action,
      n: sql<number>`count(*)`,
    })
    .from(volunteerConsents)
    .where(inArray(volunteerConsents.action, ["granted", "withdrawn", "expired"]))
    .groupBy(sql`1`, volunteerConsents.action)
    .all();
  const byMonth = new Map<string, { month: string; joined: number; left: number; expired: number }>();
  for (const { month, action, n } of months) {
    const entry = byMonth.get(month) ?? { month, joined: 0, left: 0, expired: 0 };
    if (action === "granted") entry.joined += n;
    if (action === "withdrawn") entry.left += n;
    if (action === "expired") entry.expired += n;
    byMonth.set(month, entry);
  }
  report.byMonth = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
  return report;
}
