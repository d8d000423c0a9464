/**
 * The recruitment report's contract: which inquiries (created between two local dates) and what it says
 * about them. Spam is counted apart and left out of every other figure.
 */
import type { Bilingual, PrescreenResult } from "./prescreen.ts";
import type { ClosingReason } from "./closingReasons";
import type { ContactChannel } from "./inquiryEvents";
import type { MessageChannel } from "./messaging";
import type { ClosedStatus, InquiryStatus } from "./inquiryStatus";
import { DAY_MS, nextLocalDay } from "./clinicTime";
import { isLocalDate, localDateSchema } from "./localDate";
import { z } from "./zod";
import type { PartnerKind } from "./partners";

/** At most two years of inquiries in one report (the by-week table stays ~105 rows). */
export const REPORT_MAX_DAYS = 731;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

export const reportQuerySchema = z.strictObject({ from: localDateSchema, to: localDateSchema }).superRefine(({ from, to }, ctx) => {
  // Zod runs this even when a date above failed; only two real dates can be compared.
  if (!isLocalDate(from) || !isLocalDate(to)) return;
  if (to < from) ctx.addIssue({ code: "custom", path: ["to"], message: "before_from" });
  else if (daysBetween(from, nextLocalDay(to)) > REPORT_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: "range_too_long" });
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** One row of a breakdown; `key` null = not recorded (older inquiries, optional fields left empty). */
export type ReportCount<K extends string = string> = { key: K | null; count: number };

/** How far a group of inquiries got: came, reached, booked a screening visit (ever), attended one, enrolled. */
export type PartnerFunnel = { created: number; reached: number; scheduled: number; attended: number; enrolled: number };

export type RecruitmentReportDto = {
  from: string;
  to: string;
  /** Inquiries created in the range, spam excluded. */
  total: number;
  spam: number;
  /** Created → reached (a contact attempt that reached them, or later booked) → scheduled (ever) → enrolled. */
  funnel: { created: number; reached: number; scheduled: number; enrolled: number };
  /** Reached / total and enrolled / total, 0..1; null when there are no inquiries. */
  shareReached: number | null;
  shareEnrolled: number | null;
  /** Business minutes from arrival to the first contact attempt, nearest-rank percentiles. */
  firstResponse: { responded: number; medianMinutes: number | null; p90Minutes: number | null };
  byStatus: ReportCount<InquiryStatus>[];
  byLanguage: ReportCount[];
  byStudy: ReportCount[];
  byInterest: ReportCount[];
  byUtmSource: ReportCount[];
  byHeardFrom: ReportCount[];
  /** Inquiries sent by referral partners (docs/partners.md), busiest first, and by kind of partner. */
  byPartner: ({ partnerId: number; name: string; kind: PartnerKind } & PartnerFunnel)[];
  byPartnerKind: ({ kind: PartnerKind } & PartnerFunnel)[];
  /**
   * Why people leave the funnel: closed inquiries (not enrolled, not spam) by status and closing reason
   * (contract/closingReasons.ts); `reasonCode` null = closed before reasons were codes, or needing none.
   */
  exits: { status: ClosedStatus; reasonCode: ClosingReason | null; count: number }[];
  /** Weeks start on Monday, local time; weeks without inquiries are listed with 0. */
  byWeek: { weekStart: string; count: number }[];
  messaging: MessagingReport;
  visits: VisitReport;
  prescreen: PrescreenReport;
};

/**
 * Pre-screening (docs/prescreen.md), over the inquiries received in the range that answered a study's
 * questions: results per study, the questions people did not fit on, and what became of each result
 * (a screening visit attended, then enrolled or closed as not eligible).
 */
export type PrescreenReport = {
  byStudy: { studyId: string | null; result: PrescreenResult; count: number }[];
  /** Results of "does not fit" by study and the question that decided them (its words, both languages). */
  screenFails: { studyId: string | null; questionId: string | null; question: Bilingual | null; count: number }[];
  /** Per result: how many, how many attended a screening visit, and of those how many enrolled or were found not eligible. */
  outcomes: { result: PrescreenResult; total: number; screened: number; enrolled: number; notEligible: number }[];
};

/** Days from the inquiry to its visit, in the report's groups. */
export const LEAD_TIME_BUCKETS = ["0-2", "3-7", "8-14", "15+"] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number];
export const VISIT_REPORT_DIMENSIONS = ["source", "language", "study", "lead_time", "confirmed"] as const;
export type VisitReportDimension = (typeof VISIT_REPORT_DIMENSIONS)[number];

/**
 * Screening visits (docs/visits.md) whose time came within the range (by the visit's local date, up to now):
 * booked or confirmed visits with no outcome yet count as reached but not attended, so the show rate
 * never looks better than what was recorded. Cancelled and moved visits are left out.
 */
export type VisitReport = {
  reached: number;
  attended: number;
  noShow: number;
  /** Reached their time, outcome not recorded yet. */
  unrecorded: number;
  /** attended / reached; null without visits. */
  showRate: number | null;
  /** Per dimension: source = how they heard of us; confirmed = "yes" / "no" (confirmed before the visit). */
  groups: { dimension: VisitReportDimension; key: string | null; reached: number; attended: number }[];
  /** Days from the inquiry to the visit (nearest-rank percentiles, over the visits reached). */
  leadTime: { visits: number; medianDays: number | null; p90Days: number | null };
};

/**
 * Texts and e-mails (docs/messaging.md). Messages and opt-outs count by when they happened in the range; replies
 * and how people were reached count the inquiries received in the range.
 */
export type MessagingReport = {
  /** Messages staff sent, per template (null = their own words) and channel, and how many got a reply within 7 days. */
  byTemplate: { templateName: string | null; channel: MessageChannel; sent: number; replied: number }[];
  optOuts: { channel: MessageChannel; count: number }[];
  /** Minutes (clock time) from the first message staff sent to the person's first reply after it. */
  firstReply: { replied: number; medianMinutes: number | null };
  /** Inquiries by the channel they were first reached on: a call that reached them, or their first reply. */
  reachedBy: ReportCount<ContactChannel>[];
};
