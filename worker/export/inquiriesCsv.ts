import type { inquiries } from "../db/schema";
import { localDateTimeText } from "../../contract/clinicTime";
import type { Language } from "../../contract/language";
import { csvRow, UTF8_BOM } from "./csv";
import { EXPORT_COLUMNS, exportLabels, type ExportColumn, type ExportLabels } from "./labels";

/** One inquiry as a CSV row in the exporter's language: local times, labels, and the codes beside them. */
export function exportRow(
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

/** The file's first bytes: the byte-order mark Excel needs, and the column titles in the exporter's language. */
export async function exportHead(language: Language): Promise<string> {
  const labels = await exportLabels(language);
  return UTF8_BOM + csvRow(EXPORT_COLUMNS.map((column) => labels.columns[column]));
}
