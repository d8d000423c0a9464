import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { admins, inquiries, partners } from "../db/schema";
import { localDateTimeText } from "../../contract/clinicTime";
import type { Language } from "../../contract/language";
import { csvRow, UTF8_BOM } from "./csv";
import { EXPORT_COLUMNS, exportLabels, type ExportColumn, type ExportLabels } from "./labels";

const PAGE = 500;

/** One inquiry as a CSV row in the exporter's language: local times, labels, and the codes beside them. */
function exportRow(
  row: typeof inquiries.$inferSelect,
  owner: string | null,
  partner: { name: string; kind: keyof ExportLabels["partnerKind"] } | null,
  labels: ExportLabels,
): Record<ExportColumn, string | number | null> {
  const local = (instant: string | null) => (instant ? localDateTimeText(instant) : null);
  return {
    id: row.id,
    received: local(row.createdAt),
    status: labels.status[row.status],
    status_code: row.status,
    closing_reason: row.closedReason ? labels.reason[row.closedReason] : null,
    closing_reason_code: row.closedReason,
    owner,
    language: row.language ? labels.language[row.language] : null,
    study: row.studyId,
    interest: row.interest ? labels.interest[row.interest] : null,
    source: [row.utmSource, row.utmMedium, row.utmCampaign, row.referrer].filter(Boolean).join(" / "),
    heard_from: row.heardFrom ? labels.heardFrom[row.heardFrom] : null,
    partner: partner?.name ?? null,
    partner_kind: partner ? labels.partnerKind[partner.kind] : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferred_contact: row.contactMethod ? labels.contactMethod[row.contactMethod] : null,
    preferred_time: row.contactTime ? labels.contactTime[row.contactTime] : null,
    message: row.message,
    first_response_business_minutes: row.firstResponseMinutes,
    attempts: row.attemptCount,
    last_attempt_at: local(row.lastAttemptAt),
    last_attempt:
      row.lastAttemptChannel && row.lastAttemptOutcome
        ? `${labels.channel[row.lastAttemptChannel]}: ${labels.outcome[row.lastAttemptOutcome]}`
        : null,
    last_attempt_code: row.lastAttemptOutcome,
    next_step_at: local(row.nextStepAt),
    next_step: row.nextStepKind ? labels.nextStep[row.nextStepKind] : null,
    next_step_code: row.nextStepKind,
  };
}

export type ExportEnd = { rows: number; complete: boolean };

/**
 * Streams the inquiries matching `conditions` as CSV, newest first, 500 rows per D1 query: memory stays
 * flat however many rows there are. `onEnd` hears how many rows went out, and whether all did, when the
 * stream finishes, fails, or is cancelled by the client going away.
 */
export function inquiriesCsvStream(
  db: DrizzleD1Database,
  conditions: SQL[],
  language: Language,
  onEnd: (end: ExportEnd) => void,
): ReadableStream<Uint8Array> {
  let labels: ExportLabels;
  const encoder = new TextEncoder();
  let cursor: { createdAt: string; id: number } | null = null;
  let rows = 0;
  let started = false;
  let ended = false;
  const end = (complete: boolean) => {
    if (ended) return;
    ended = true;
    onEnd({ rows, complete });
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        labels = await exportLabels(language);
        controller.enqueue(encoder.encode(UTF8_BOM + csvRow(EXPORT_COLUMNS.map((column) => labels.columns[column]))));
        return;
      }
      let page;
      try {
        page = await db
          .select({ inquiry: inquiries, owner: admins.displayName, partnerName: partners.name, partnerKind: partners.kind })
          .from(inquiries)
          .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
          .leftJoin(partners, eq(partners.id, inquiries.partnerId))
          .where(
            and(
              ...conditions,
              cursor
                ? or(lt(inquiries.createdAt, cursor.createdAt), and(eq(inquiries.createdAt, cursor.createdAt), lt(inquiries.id, cursor.id)))
                : undefined,
            ),
          )
          .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
          .limit(PAGE)
          .all();
      } catch (error) {
        end(false);
        throw error;
      }
      let chunk = "";
      for (const { inquiry, owner, partnerName, partnerKind } of page) {
        const partner = partnerName && partnerKind ? { name: partnerName, kind: partnerKind } : null;
        const cells = exportRow(inquiry, owner, partner, labels);
        chunk += csvRow(EXPORT_COLUMNS.map((column) => cells[column]));
      }
      rows += page.length;
      if (chunk) controller.enqueue(encoder.encode(chunk));
      const last = page[page.length - 1];
      if (page.length < PAGE || !last) {
        end(true);
        controller.close();
        return;
      }
      cursor = { createdAt: last.inquiry.createdAt, id: last.inquiry.id };
    },
    cancel() {
      end(false);
    },
  });
}
