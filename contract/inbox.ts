/**
 * The staff inbox's contract: the list's filters (query string) and what list and detail return.
 */
import type { ConsentVersion } from "./consent";
import type { ComposedDto } from "./messaging";
import type { ClosingReason } from "./closingReasons";
import type { NextStep } from "./followUp";
import type { ContactChannel, ContactOutcome, InquiryEventDto } from "./inquiryEvents";
import { INTEREST_OPTIONS, type ContactMethod, type ContactTime, type HeardFrom, type InquiryOrigin, type Interest } from "./inquiryFields";
import { INQUIRY_STATUSES, type InquiryStatus } from "./inquiryStatus";
import { LANGUAGES, type Language } from "./language";
import type { StudyCode } from "./studies";
import { studyCodeSchema } from "./studySchemas";
import { localDateSchema } from "./localDate";
import { PRESCREEN_RESULTS, type Bilingual, type PrescreenDto, type PrescreenResult } from "./prescreen.ts";
import { pageLimitSchema, z } from "./zod";
import type { PartnerKind } from "./partners";

/**
 * The coordinator's queues (docs/pipeline.md): "due" = first contacts past the response target and follow-ups
 * whose time has come; "mine" = open and mine; "new" = never contacted; "open" = every open inquiry;
 * "unread" = a reply from the person nobody has read yet (any status).
 * Without a view, `status` decides (SPEC's list: the open ones).
 */
export const INBOX_VIEWS = ["due", "mine", "new", "open", "unread"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
/** Oldest waiting first (by when its next step fell due), newest received first, or next follow-up first. */
/**
 * "attention": what needs a person first (issue #52): unread replies and people never contacted, the longest waiting
 * first, then the follow-ups that came due, the earliest first; the default of "Due now".
 */
export const INBOX_SORTS = ["attention", "waiting", "newest", "next_step"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** The order a list is in: as asked, else what needs a person first in "due", newest first elsewhere and in searches. */
export function effectiveSort(filters: { sort?: InboxSort | undefined; view?: InboxView | undefined; q?: string | undefined }): InboxSort {
  return filters.sort ?? (filters.view === "due" && !filters.q ? "attention" : "newest");
}

export const inboxQuerySchema = z.strictObject({
  view: z.enum(INBOX_VIEWS, { error: "invalid" }).optional(),
  /** Default: oldest waiting in "due", newest elsewhere. */
  sort: z.enum(INBOX_SORTS, { error: "invalid" }).optional(),
  /** Default: "open"; with search text, "all" (a search covers every status unless narrowed). */
  status: z.enum(["open", "closed", "all", ...INQUIRY_STATUSES], { error: "invalid" }).optional(),
  q: z.string().trim().max(100, { error: "too_long" }).optional(),
  language: z.enum(LANGUAGES, { error: "invalid" }).optional(),
  studyId: studyCodeSchema().optional(),
  interest: z.enum(INTEREST_OPTIONS, { error: "invalid" }).optional(),
  /** `me`, `none`, or a staff id. */
  assignee: z
    .string()
    .regex(/^(me|none|[1-9][0-9]{0,9})$/, { error: "invalid" })
    .optional(),
  /** Dates in the clinic's time zone (America/Los_Angeles), inclusive. */
  createdFrom: localDateSchema.optional(),
  createdTo: localDateSchema.optional(),
  /** Only open inquiries nobody has tried to contact within the response target (business minutes). */
  overdue: z.enum(["true"], { error: "invalid" }).optional(),
  /** Only inquiries whose pre-screen came out this way. */
  prescreen: z.enum(PRESCREEN_RESULTS, { error: "invalid" }).optional(),
  cursor: z.string().max(200).optional(),
  limit: pageLimitSchema,
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;
/** In a URL (GET /api/inquiries) every filter but the search text, which is sent in a request body. */
export const inboxUrlQuerySchema = inboxQuerySchema.omit({ q: true });
/** What an export takes: the filters, not the page. */
export const exportFiltersSchema = inboxQuerySchema.omit({ cursor: true, limit: true });
export type ExportFilters = z.input<typeof exportFiltersSchema>;
/** An export: the filters, and the language its column names and labels are written in. */
export const exportRequestSchema = exportFiltersSchema.extend({ labels: z.enum(LANGUAGES, { error: "invalid" }).default("en") });
export type ExportRequest = z.input<typeof exportRequestSchema>;
export type ExportFilterValues = z.output<typeof exportFiltersSchema>;
export type InboxFilters = z.output<typeof inboxQuerySchema>;

export type StaffRef = { id: number; displayName: string };

export type InquirySummaryDto = {
  id: number;
  name: string;
  createdAt: string;
  language: Language | null;
  studyId: StudyCode | null;
  interest: Interest | null;
  status: InquiryStatus;
  assignee: StaffRef | null;
  /** The start of the message (the whole message is on the detail). */
  excerpt: string;
  possibleDuplicate: boolean;
  /** Open and not yet contacted: business minutes waited so far. */
  businessMinutesWaiting: number | null;
  /** Contacted: business minutes from arrival to the first contact attempt. */
  firstResponseBusinessMinutes: number | null;
  overdue: boolean;
  /** How the visitor's answers to the study's questions came out, and the question that decided it. */
  prescreen: PrescreenSummary | null;
} & WorkState;

export type PrescreenSummary = { result: PrescreenResult; decidedBy: Bilingual | null };

/** Where the work on an inquiry stands: its attempts so far and what comes next (contract/followUp.ts). */
export type WorkState = {
  attemptCount: number;
  lastAttempt: { at: string; channel: ContactChannel; outcome: ContactOutcome } | null;
  nextStep: NextStep | null;
  /** Open, and its first contact is overdue or its next step has come. */
  due: boolean;
  /** Since when it has waited for someone to act: its next step's time, or its arrival. */
  waitingSince: string;
  /** The oldest reply from the person nobody has read yet. */
  unreadSince: string | null;
};

export type InboxPageDto = {
  items: InquirySummaryDto[];
  nextCursor: string | null;
  total: number;
  /** Open inquiries past the response target, whatever the filters. */
  overdueCount: number;
  /** Open inquiries whose first contact is overdue or whose follow-up has come ("Due now"), whatever the filters. */
  dueCount: number;
  /** Inquiries with a reply nobody has read yet, whatever the filters. */
  unreadCount: number;
  responseTargetMinutes: number;
  /** Codes of the studies whose "still recruiting" needs confirming (contract/enrollment.ts), whatever the filters. */
  studiesToConfirm: string[];
};

export type InquiryDetailDto = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: string;
  closedAt: string | null;
  firstContactAt: string | null;
  businessMinutesWaiting: number | null;
  firstResponseBusinessMinutes: number | null;
  overdue: boolean;
  status: InquiryStatus;
  closedReason: ClosingReason | null;
  assignee: StaffRef | null;
  language: Language | null;
  studyId: StudyCode | null;
  interest: Interest | null;
  contactMethod: ContactMethod | null;
  contactTime: ContactTime | null;
  heardFrom: HeardFrom | null;
  source: { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; referrer: string | null };
  consent: { version: ConsentVersion | string | null; language: Language | null } | null;
  /** The contact form, or a text from a number with no open inquiry. */
  origin: InquiryOrigin;
  /** The referral partner who sent the person (docs/partners.md), if any. */
  partner: { id: number; name: string; kind: PartnerKind } | null;
  events: InquiryEventDto[];
  possibleDuplicates: { id: number; createdAt: string; status: InquiryStatus }[];
  prescreen: PrescreenDto | null;
} & WorkState;

/** The answer to erasing an inquiry's personal data (DELETE /api/inquiries/:id). */
export type ErasedInquiryDto = { id: number; erasedAt: string };

/** The answer to the original "Mark as Resolved" (PUT /api/inquiries/:id/resolve): the status it now has. */
export type ResolvedInquiryDto = { id: number; status: InquiryStatus; resolvedAt: string | null };

/** What a staff action answers: the events it appended and the inquiry as it now is. */
export type InquiryActionDto = { eventIds: number[]; inquiry: InquiryDetailDto };

/** What sending a message answers (POST /api/inquiries/:id/messages): when it goes, and the inquiry as it now is. */
export type SentMessageDto = ComposedDto & { inquiry: InquiryDetailDto };

export const EXCERPT_LENGTH = 140;
