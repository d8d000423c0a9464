import { and, desc, eq, gte, isNull, ne, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { businessMinutesBefore } from "../../contract/businessTime";
import type { InquiryDetailDto } from "../../contract/inbox";
import { admins, inquiries, partners } from "../db/schema";
import { isDue } from "./queueRules";
import { DUPLICATE_WINDOW_DAYS, responseClock, workState } from "./workState";
import { readTimeline } from "../record/timeline";
import { readPrescreen } from "../prescreen/read";
import { DAY_MS } from "../../contract/clinicTime";

/** One inquiry as staff see it: the person, the context, the timeline, its work state and look-alikes. */
export async function readInquiryDetail(
  db: DrizzleD1Database,
  id: number,
  targetMinutes: number,
  now = new Date(),
): Promise<InquiryDetailDto | "not_found" | "erased"> {
  const found = await db
    .select({
      inquiry: inquiries,
      assigneeName: admins.displayName,
      due: isDue(now),
      partnerName: partners.name,
      partnerKind: partners.kind,
    })
    .from(inquiries)
    .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
    .leftJoin(partners, eq(partners.id, inquiries.partnerId))
    .where(eq(inquiries.id, id))
    .get();
  if (!found) return "not_found";
  const { inquiry: row, assigneeName, due, partnerName, partnerKind } = found;
  if (row.erasedAt) return "erased";
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
  const [events, prescreen, duplicates] = await Promise.all([
    readTimeline(db, id),
    row.prescreenResult ? readPrescreen(db, id) : null,
    db
      .select({ id: inquiries.id, createdAt: inquiries.createdAt, status: inquiries.status })
      .from(inquiries)
      .where(
        and(
          ne(inquiries.id, id),
          isNull(inquiries.erasedAt),
          gte(inquiries.createdAt, since),
          or(eq(inquiries.emailNorm, row.emailNorm ?? "\u0000"), eq(inquiries.phoneDigits, row.phoneDigits ?? "\u0000")),
        ),
      )
      .orderBy(desc(inquiries.createdAt))
      .limit(20)
      .all(),
  ]);
  const overdueBefore = businessMinutesBefore(now, targetMinutes);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt,
    closedAt: row.closedAt,
    firstContactAt: row.firstContactAt,
    prescreen,
    ...responseClock(row, overdueBefore, now),
    ...workState({ ...row, due }),
    status: row.status,
    closedReason: row.closedReason,
    assignee: row.assigneeId === null ? null : { id: row.assigneeId, displayName: assigneeName ?? "" },
    language: row.language,
    studyId: row.studyId as InquiryDetailDto["studyId"],
    interest: row.interest,
    contactMethod: row.contactMethod,
    contactTime: row.contactTime,
    heardFrom: row.heardFrom,
    source: { utmSource: row.utmSource, utmMedium: row.utmMedium, utmCampaign: row.utmCampaign, referrer: row.referrer },
    consent: row.consent ? { version: row.consentVersion, language: row.consentLanguage } : null,
    origin: row.origin,
    partner: row.partnerId !== null && partnerName && partnerKind ? { id: row.partnerId, name: partnerName, kind: partnerKind } : null,
    events,
    possibleDuplicates: duplicates,
  };
}
