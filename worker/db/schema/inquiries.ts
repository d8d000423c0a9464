import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTACT_METHODS, CONTACT_TIMES, HEARD_FROM_OPTIONS, INTEREST_OPTIONS } from "../../../contract/inquiry";
import { CONTACT_CHANNELS, CONTACT_OUTCOMES } from "../../../contract/inquiryEvents";
import { INQUIRY_STATUSES } from "../../../contract/inquiryStatus";
import { LANGUAGES } from "../../../contract/language";
import { ALL_CLOSING_REASONS, type ClosingReason } from "../../../contract/closingReasons";
import { NEXT_STEP_KINDS } from "../../../contract/followUp";
import { INQUIRY_ORIGINS } from "../../../contract/inquiryFields";
import { PRESCREEN_RESULTS } from "../../../contract/prescreen";
import { nowIso } from "./nowIso";

/** Contact-form messages from visitors. Erasure blanks the personal fields and keeps the rest for statistics. */
export const inquiries = sqliteTable(
  "inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    /** Optional area of interest chosen on the form (see contract/inquiry.ts). */
    interest: text("interest", { enum: INTEREST_OPTIONS }),
    /** Whether the visitor ticked the consent statement. */
    consent: integer("consent", { mode: "boolean" }).notNull().default(false),
    /** Which consent statement (contract/consent.ts) was ticked, and in which language it was shown. */
    consentVersion: text("consent_version"),
    consentLanguage: text("consent_language", { enum: LANGUAGES }),
    /** The language of the page the visitor wrote from. */
    language: text("language", { enum: LANGUAGES }),
    /** The study the visitor came from (contract/studies.ts). */
    studyId: text("study_id"),
    contactMethod: text("contact_method", { enum: CONTACT_METHODS }),
    contactTime: text("contact_time", { enum: CONTACT_TIMES }),
    heardFrom: text("heard_from", { enum: HEARD_FROM_OPTIONS }),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    referrer: text("referrer"),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("new"),
    assigneeId: integer("assignee_id"),
    /** Lower-case, accent-free name, e-mail, phone digits and message, for the inbox search. */
    searchText: text("search_text").notNull().default(""),
    /**
     * Whether its words are in `inquiry_terms` (the search's index, worker/record/searchIndex.ts): new inquiries
     * are indexed as they are stored; earlier ones by the five-minute job, and searched by their text until then.
     */
    searchIndexed: integer("search_indexed", { mode: "boolean" }).notNull().default(false),
    /** For finding the same person's other inquiries. */
    emailNorm: text("email_norm"),
    phoneDigits: text("phone_digits"),
    createdAt: text("created_at").notNull().default(nowIso),
    /** The first contact attempt (the response clock stops here), and the business minutes it took. */
    firstContactAt: text("first_contact_at"),
    firstResponseMinutes: integer("first_response_minutes"),
    /** When the inquiry reached a closed status (null while open); retention counts from here. */
    closedAt: text("closed_at"),
    /** Why it was closed (contract/closingReasons.ts), for the funnel report. */
    closedReason: text("closed_reason", { enum: ALL_CLOSING_REASONS as [ClosingReason, ...ClosingReason[]] }),
    /** The open inquiry's next step (contract/followUp.ts): what and when; null = none set. */
    nextStepAt: text("next_step_at"),
    nextStepKind: text("next_step_kind", { enum: NEXT_STEP_KINDS }),
    /** Contact attempts so far, and the last one, for the queue's rows and the cadence. */
    attemptCount: integer("attempt_count").notNull().default(0),
    lastAttemptAt: text("last_attempt_at"),
    lastAttemptChannel: text("last_attempt_channel", { enum: CONTACT_CHANNELS }),
    lastAttemptOutcome: text("last_attempt_outcome", { enum: CONTACT_OUTCOMES }),
    erasedAt: text("erased_at"),
    /** The staff account that erased it; null when the retention job did. */
    erasedBy: integer("erased_by"),
    /**
     * The form's idempotency key (a random UUID per submission, not personal): a browser that sends the
     * same submission again, after a dropped connection, gets the first answer instead of a second row.
     */
    submissionKey: text("submission_key"),
    /**
     * A hash of what was sent (name, e-mail, phone, message): the same message sent again within minutes,
     * from a reloaded page, gets the first confirmation instead of a second inquiry.
     */
    contentKey: text("content_key"),
    /** How the inquiry came: the contact form, or a text or e-mail from someone with no open inquiry. */
    origin: text("origin", { enum: INQUIRY_ORIGINS }).notNull().default("form"),
    /** When the person first wrote back (texts and templates beyond a first contact are allowed from then). */
    repliedAt: text("replied_at"),
    /** The oldest reply nobody has read yet; null when all are read. */
    unreadSince: text("unread_since"),
    /** The pre-screen's result, when the visitor answered a study's questions (details in `prescreens`). */
    prescreenResult: text("prescreen_result", { enum: PRESCREEN_RESULTS }),
    /** For origin "campaign": the campaign whose invitation they answered, and who they are on the list. */
    campaignId: integer("campaign_id"),
    volunteerId: integer("volunteer_id"),
    /** The referral partner who sent the person (their link, a typed code, or their referral form). */
    partnerId: integer("partner_id"),
  },
  (t) => [
    // The inbox: newest first among rows not erased (the default view reads this in order, no sort)...
    index("inquiries_inbox_idx")
      .on(t.createdAt, t.id)
      .where(sql`erased_at is null`),
    // ...and counts and status filters without touching the table.
    index("inquiries_status_idx").on(t.status, t.erasedAt, t.createdAt),
    // Inquiries the search's index does not hold yet (worker/record/searchIndex.ts); erased ones have nothing to hold.
    index("inquiries_unindexed_idx")
      .on(t.id)
      .where(sql`search_indexed = 0 and erased_at is null`),
    // The inbox's pre-screen filter (only inquiries with answers are in it).
    index("inquiries_prescreen_idx")
      .on(t.prescreenResult, t.createdAt)
      .where(sql`prescreen_result is not null`),
    // Closed inquiries by when they closed (the retention purge). Open ones are left out, so that a query
    // for open inquiries ("closed_at is null") reads inquiries_waiting_idx instead.
    index("inquiries_retention_idx")
      .on(t.closedAt)
      .where(sql`erased_at is null and closed_at is not null`),
    // Open inquiries nobody has contacted yet: the overdue queue (next_step_at included, so "Due now"
    // counts them from the index alone).
    index("inquiries_awaiting_idx")
      .on(t.status, t.createdAt, t.nextStepAt)
      .where(sql`first_contact_at is null and erased_at is null`),
    // Also inquiries_waiting_idx, an index on an expression that drizzle-kit cannot write: see
    // migrations/0008_workbench.sql.
    index("inquiries_created_idx").on(t.createdAt, t.id),
    // The recruitment report's scans of a date range, from the index alone (worker/reports/recruitment.ts).
    index("inquiries_report_idx").on(
      t.createdAt,
      t.status,
      t.language,
      t.studyId,
      t.interest,
      t.utmSource,
      t.heardFrom,
      t.closedReason,
      t.partnerId,
      t.firstResponseMinutes,
    ),
    index("inquiries_language_idx").on(t.language, t.createdAt),
    index("inquiries_campaign_idx")
      .on(t.campaignId)
      .where(sql`campaign_id is not null`),
    index("inquiries_partner_idx")
      .on(t.partnerId, t.createdAt)
      .where(sql`partner_id is not null`),
    index("inquiries_study_idx").on(t.studyId, t.createdAt),
    index("inquiries_interest_idx").on(t.interest, t.createdAt),
    index("inquiries_assignee_idx").on(t.assigneeId, t.createdAt),
    index("inquiries_email_idx").on(t.emailNorm),
    index("inquiries_phone_idx").on(t.phoneDigits),
    // "Due now": follow-ups whose time has come (closing an inquiry clears its next step).
    index("inquiries_next_step_idx")
      .on(t.nextStepAt)
      .where(sql`erased_at is null and next_step_at is not null`),
    uniqueIndex("inquiries_submission_key_idx")
      .on(t.submissionKey)
      .where(sql`submission_key is not null`),
    index("inquiries_content_key_idx")
      .on(t.contentKey, t.createdAt)
      .where(sql`content_key is not null`),
    // Unread replies: the inbox's filter and its count.
    index("inquiries_unread_idx")
      .on(t.unreadSince)
      .where(sql`erased_at is null and unread_since is not null`),
  ],
);
