import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTACT_METHODS, CONTACT_TIMES, HEARD_FROM_OPTIONS, INTEREST_OPTIONS } from "../../contract/inquiry";
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, EVENT_TYPES } from "../../contract/inquiryEvents";
import { INQUIRY_STATUSES } from "../../contract/inquiryStatus";
import { LANGUAGES } from "../../contract/language";
import { STAFF_ROLES } from "../../contract/staff";
import { AUDIT_ACTIONS } from "../../contract/audit";
import { ALL_CLOSING_REASONS, type ClosingReason } from "../../contract/closingReasons";
import { NEXT_STEP_KINDS } from "../../contract/followUp";
import { STAFF_NOTIFICATION_KINDS, STAFF_NOTIFICATION_OUTCOMES } from "../notify/kinds";
import {
  CONSENT_ACTIONS,
  CONSENT_SOURCES,
  MESSAGE_CHANNELS,
  MESSAGE_DIRECTIONS,
  MESSAGE_ORIGINS,
  MESSAGE_STATUSES,
} from "../../contract/messaging";
import { INQUIRY_ORIGINS } from "../../contract/inquiryFields";
import { CANCELLED_BY, REMINDER_KINDS, VISIT_PLACES, VISIT_STATES, VISIT_TYPES } from "../../contract/visits";
import { TEMPLATE_PURPOSES } from "../../contract/messageTemplates";
import { VISIT_ACTIONS } from "../../contract/inquiryEvents";
import { RECRUITMENT_STATES, STUDY_CATEGORIES } from "../../contract/studies";
import { PRESCREEN_RESULTS } from "../../contract/prescreen";

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

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
  },
  (t) => [
    // The inbox: newest first among rows not erased (the default view reads this in order, no sort)...
    index("inquiries_inbox_idx")
      .on(t.createdAt, t.id)
      .where(sql`erased_at is null`),
    // ...and counts and status filters without touching the table.
    index("inquiries_status_idx").on(t.status, t.erasedAt, t.createdAt),
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
    index("inquiries_language_idx").on(t.language, t.createdAt),
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

/** Staff accounts; passwords are stored only as PBKDF2-SHA256 hashes. */
export const admins = sqliteTable("admins", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  salt: text("salt").notNull(),
  iterations: integer("iterations").notNull(),
  displayName: text("display_name").notNull().default(""),
  role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
  /** Where this person gets staff e-mail about their own inquiries (a reply arrived); optional. */
  email: text("email"),
  /** A deactivated account cannot sign in; its history stays. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  /** Base32 TOTP secret once the second factor is confirmed; the pending one while enrolling. */
  totpSecret: text("totp_secret"),
  totpPendingSecret: text("totp_pending_secret"),
  /** The 30-second step of the last accepted code: a code is accepted once. */
  totpLastStep: integer("totp_last_step"),
  /** Wrong codes in the current window, which slows guessing of the 6 digits. */
  otpFailures: integer("otp_failures").notNull().default(0),
  otpWindowStart: text("otp_window_start"),
  /** Recovery-code attempts in the current window, counted apart so a locked-out owner can still get in. */
  recoveryFailures: integer("recovery_failures").notNull().default(0),
  recoveryWindowStart: text("recovery_window_start"),
  createdAt: text("created_at").notNull().default(nowIso),
});

/**
 * The timeline of an inquiry (docs/pipeline.md): appended, never edited or deleted; a wrong note is corrected
 * by a new one. `text` and `reason` are what staff typed, cleared when the inquiry is erased.
 */
export const inquiryEvents = sqliteTable(
  "inquiry_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    at: text("at").notNull().default(nowIso),
    /** The staff account that acted; null for the system (creation, notifications). */
    actorId: integer("actor_id"),
    type: text("type", { enum: EVENT_TYPES }).notNull(),
    text: text("text"),
    channel: text("channel", { enum: CONTACT_CHANNELS }),
    outcome: text("outcome", { enum: CONTACT_OUTCOMES }),
    fromStatus: text("from_status", { enum: INQUIRY_STATUSES }),
    toStatus: text("to_status", { enum: INQUIRY_STATUSES }),
    reason: text("reason"),
    /** A status change's closing reason (contract/closingReasons.ts); `reason` is then the optional note. */
    reasonCode: text("reason_code", { enum: ALL_CLOSING_REASONS as [ClosingReason, ...ClosingReason[]] }),
    assigneeId: integer("assignee_id"),
    /** The next step this event set (an attempt by the cadence, or staff by hand). */
    nextStepAt: text("next_step_at"),
    nextStepKind: text("next_step_kind", { enum: NEXT_STEP_KINDS }),
    /** A "message" event's message (the words live there, with their delivery status). */
    messageId: integer("message_id"),
    /** A "consent" event: the person opted in or out (of `channel`); the ledger holds the details. */
    consentAction: text("consent_action", { enum: CONSENT_ACTIONS }),
    /** A "visit" event: the visit and what happened to it. */
    visitId: integer("visit_id"),
    visitAction: text("visit_action", { enum: VISIT_ACTIONS }),
  },
  (t) => [index("inquiry_events_inquiry_idx").on(t.inquiryId, t.id)],
);

/**
 * Texts and e-mails to and from the person (docs/messaging.md). Each has a "message" event on the timeline. The
 * words are personal data: erasure and retention clear `body` and `subject`, as they clear notes.
 * Outgoing ones wait in this table (status queued) until `send_after`, are claimed by a conditional update
 * (sending) and sent once; a claim that never reported back is given up, never sent again.
 */
export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    direction: text("direction", { enum: MESSAGE_DIRECTIONS }).notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    origin: text("origin", { enum: MESSAGE_ORIGINS }).notNull(),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull(),
    body: text("body"),
    subject: text("subject"),
    templateId: integer("template_id"),
    templateVersion: integer("template_version"),
    /** The staff member who wrote it (null for the site's own messages and for replies). */
    actorId: integer("actor_id"),
    createdAt: text("created_at").notNull().default(nowIso),
    /** Not before this instant (texts wait for 8:00 a.m., contract/quietHours.ts). */
    sendAfter: text("send_after"),
    claimedAt: text("claimed_at"),
    sentAt: text("sent_at"),
    /** The last change of status (delivered, failed). */
    statusAt: text("status_at"),
    /** The provider's id of the message (Twilio's MessageSid, Email Service's message id). */
    providerId: text("provider_id"),
    failureReason: text("failure_reason"),
    attachmentsDropped: integer("attachments_dropped").notNull().default(0),
    fromOtherAddress: integer("from_other_address", { mode: "boolean" }).notNull().default(false),
    /**
     * A reply from a number or address that more than one open inquiry could own: stored on each of them,
     * flagged, until staff say whose it is (never given to the newest by default).
     */
    ownerUnclear: integer("owner_unclear", { mode: "boolean" }).notNull().default(false),
    /** The visit an invitation, update or reminder is about (its calendar file is made from the visit when it goes). */
    visitId: integer("visit_id"),
    /** The reminder this message is: one message per reminder, ever (a unique index). */
    reminderId: integer("reminder_id"),
  },
  (t) => [
    index("messages_inquiry_idx").on(t.inquiryId, t.id),
    // The outbox: what is queued, by when it may go.
    index("messages_outbox_idx")
      .on(t.sendAfter)
      .where(sql`status = 'queued'`),
    // Claims that never reported back.
    index("messages_sending_idx")
      .on(t.claimedAt)
      .where(sql`status = 'sending'`),
    uniqueIndex("messages_provider_idx")
      .on(t.channel, t.providerId)
      .where(sql`provider_id is not null`),
    uniqueIndex("messages_reminder_idx")
      .on(t.reminderId)
      .where(sql`reminder_id is not null`),
    index("messages_visit_idx")
      .on(t.visitId)
      .where(sql`visit_id is not null`),
    // Reports: messages in a range of dates.
    index("messages_created_idx").on(t.createdAt),
  ],
);

/** Message templates (contract/messageTemplates.ts): bilingual, approved by the ethics board before use. */
export const messageTemplates = sqliteTable("message_templates", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  firstContact: integer("first_contact", { mode: "boolean" }).notNull().default(false),
  /** What the site uses it for: staff pick "general" ones; the visit messages use theirs (contract/messageTemplates.ts). */
  purpose: text("purpose", { enum: TEMPLATE_PURPOSES }).notNull().default("general"),
  bodyEn: text("body_en").notNull(),
  bodyEs: text("body_es").notNull(),
  subjectEn: text("subject_en").notNull(),
  subjectEs: text("subject_es").notNull(),
  version: integer("version").notNull().default(1),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  /** The ethics board's approval of this version's words; cleared by any change of them. */
  irbReference: text("irb_reference"),
  irbApprovedOn: text("irb_approved_on"),
  approvedBy: integer("approved_by"),
  approvedAt: text("approved_at"),
  createdAt: text("created_at").notNull().default(nowIso),
  updatedAt: text("updated_at").notNull().default(nowIso),
});

/**
 * The consent ledger (docs/messaging.md): every consent and opt-out, per channel and number or address, appended
 * and never changed; the latest event decides. The number or address is stored only as a keyed hash, so
 * an opt-out outlives the erasure of the inquiry it came with without keeping the number.
 */
export const consentEvents = sqliteTable(
  "consent_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    addressHash: text("address_hash").notNull(),
    action: text("action", { enum: CONSENT_ACTIONS }).notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    /** The statement the person agreed to (contract/consent.ts, contract/messaging.ts), or the keyword. */
    statement: text("statement"),
    language: text("language", { enum: LANGUAGES }),
    /** The page the consent was given on ("/es/contact"). */
    page: text("page"),
    inquiryId: integer("inquiry_id"),
    at: text("at").notNull().default(nowIso),
  },
  (t) => [index("consent_events_address_idx").on(t.channel, t.addressHash, t.id), index("consent_events_at_idx").on(t.at)],
);

/**
 * Text-provider webhooks already handled, by a hash of their signature: the same signed request sent again
 * (a replay) is refused. Rows older than the retention window are removed by the daily job.
 */
export const webhookReceipts = sqliteTable("webhook_receipts", {
  signatureHash: text("signature_hash").primaryKey(),
  at: text("at").notNull().default(nowIso),
});

/**
 * Provider events already handled (docs/messaging.md), by a keyed hash of what identifies them at the
 * provider: an inbound text by AccountSid and MessageSid, a status callback by those and its status. The
 * same event sent again (a retry or a replay, however its signature is spelled) is answered without being
 * applied twice. Holds no personal data; inbound keys are kept for good, so a replay is known years later.
 */
export const providerEvents = sqliteTable("provider_events", {
  keyHash: text("key_hash").primaryKey(),
  kind: text("kind", { enum: ["inbound_text", "text_status"] }).notNull(),
  at: text("at").notNull().default(nowIso),
});

/**
 * Each run of a scheduled job (worker/jobs/schedule.ts): when it started and finished, how it ended and what
 * it counted (no personal data). /api/health/ready reads the latest per job; a daily job keeps a few months.
 */
export const jobRuns = sqliteTable(
  "job_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    job: text("job").notNull(),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
    /** running → ok | failed. */
    outcome: text("outcome", { enum: ["running", "ok", "failed"] }).notNull(),
    /** JSON: the job's own counts ({ "sent": 3 }). */
    counts: text("counts"),
    /** The error's class and our code for it (never its message, which may quote data). */
    errorCode: text("error_code"),
  },
  (t) => [index("job_runs_job_idx").on(t.job, t.id)],
);

/** One-time recovery codes for the second factor, stored as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("recovery_codes_admin_idx").on(t.adminId)],
);

/**
 * Live sessions; only the SHA-256 hash of each bearer token is stored. Logout deletes the row.
 * An `enroll` session may only set up the second factor (REQUIRE_TOTP, before the account has one).
 */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    scope: text("scope", { enum: ["full", "enroll"] })
      .notNull()
      .default("full"),
    createdAt: text("created_at").notNull().default(nowIso),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Append-only record of security-relevant actions (docs/security-privacy.md). No API updates or deletes a row, and
 * database triggers (migrations/0002) refuse it. `actorId` has no foreign key so entries outlive accounts.
 */
export const auditLog = sqliteTable("audit_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: text("at").notNull().default(nowIso),
  actorId: integer("actor_id"),
  action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
  targetType: text("target_type"),
  targetId: text("target_id"),
  /** The account's username, for login events of an existing account only. */
  username: text("username"),
  /** A login for a name that is no account: a keyed hash of what was typed (it may be a password). */
  usernameHash: text("username_hash"),
  /** Keyed hash of the client's network (IPv4 address or IPv6 /64), never the address itself. */
  ipHash: text("ip_hash"),
  /** JSON with non-personal details (counts, filters, changed fields). */
  detail: text("detail"),
});

/**
 * E-mails to staff that must go out once (docs/security-privacy.md and docs/messaging.md): written in the same batch as what they announce,
 * claimed with a conditional update before sending, and caught up by a scheduled job if the Worker stopped
 * before sending. A claim that never completed is reported on the timeline, never sent again.
 */
export const staffNotifications = sqliteTable(
  "staff_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: STAFF_NOTIFICATION_KINDS }).notNull(),
    /** For a reply: the staff account it is for (the inquiry's owner), or null for the team. */
    recipientId: integer("recipient_id"),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    createdAt: text("created_at").notNull().default(nowIso),
    claimedAt: text("claimed_at"),
    /** sent | unconfigured | failed | unconfirmed (claimed, then the Worker stopped before it could say). */
    outcome: text("outcome", { enum: STAFF_NOTIFICATION_OUTCOMES }),
    doneAt: text("done_at"),
  },
  (t) => [
    index("staff_notifications_pending_idx")
      .on(t.createdAt)
      .where(sql`done_at is null`),
  ],
);

/**
 * Screening visits (docs/visits.md). A visit belongs to an inquiry; rescheduling replaces it with a new visit
 * linked both ways that keeps its calendar `uid` (and raises `sequence`), so calendars update one entry.
 * `notes` is what staff typed: erasure clears it.
 */
export const visits = sqliteTable(
  "visits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id),
    studyId: text("study_id"),
    type: text("type", { enum: VISIT_TYPES }).notNull(),
    /** UTC instant; shown in America/Los_Angeles. */
    startAt: text("start_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    place: text("place", { enum: VISIT_PLACES }).notNull(),
    placeDetail: text("place_detail"),
    staffId: integer("staff_id"),
    notes: text("notes"),
    state: text("state", { enum: VISIT_STATES }).notNull().default("booked"),
    cancelledBy: text("cancelled_by", { enum: CANCELLED_BY }),
    rescheduledFrom: integer("rescheduled_from"),
    rescheduledTo: integer("rescheduled_to"),
    /** The iCalendar UID and SEQUENCE: one calendar entry for a visit and every visit it was moved to. */
    uid: text("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    confirmedAt: text("confirmed_at"),
    createdBy: integer("created_by"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (t) => [
    index("visits_inquiry_idx").on(t.inquiryId, t.id),
    uniqueIndex("visits_uid_idx").on(t.uid, t.sequence),
    // The agenda and the reports: visits by time, and one staff member's.
    index("visits_start_idx").on(t.startAt),
    index("visits_staff_idx").on(t.staffId, t.startAt),
  ],
);

/**
 * A visit's reminders (docs/visits.md), written when it is booked with their due time. The job claims one with
 * a conditional update in the same batch that queues its message, so two runs never queue it twice.
 */
export const visitReminders = sqliteTable(
  "visit_reminders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitId: integer("visit_id")
      .notNull()
      .references(() => visits.id),
    kind: text("kind", { enum: REMINDER_KINDS }).notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    dueAt: text("due_at").notNull(),
    /** pending → queued (its message is in the outbox) or skipped (with the reason). */
    status: text("status", { enum: ["pending", "queued", "skipped"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    claimToken: text("claim_token"),
    updatedAt: text("updated_at"),
  },
  (t) => [
    uniqueIndex("visit_reminders_once_idx").on(t.visitId, t.kind, t.channel),
    index("visit_reminders_due_idx")
      .on(t.dueAt)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * A staff member's calendar feed (an iCalendar URL with a secret in it): stored only as a hash of the
 * secret; an admin (or its owner) revokes it.
 */
export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffId: integer("staff_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: integer("created_by"),
    createdAt: text("created_at").notNull().default(nowIso),
    revokedAt: text("revoked_at"),
    revokedBy: integer("revoked_by"),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [index("calendar_feeds_staff_idx").on(t.staffId)],
);

/**
 * The clinic's studies (docs/studies.md). What visitors read is the published version's text
 * (`published_version_id`); `recruitment` closes a study without touching its text.
 */
export const studies = sqliteTable("studies", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The acronym shown as "Study ID" and stored on inquiries. */
  code: text("code").notNull().unique(),
  slug: text("slug").notNull().unique(),
  nct: text("nct").unique(),
  category: text("category", { enum: STUDY_CATEGORIES }).notNull(),
  image: text("image").notNull(),
  featured: integer("featured", { mode: "boolean" }).notNull().default(false),
  recruitment: text("recruitment", { enum: RECRUITMENT_STATES }).notNull().default("recruiting"),
  statusConfirmedOn: text("status_confirmed_on").notNull(),
  publishedVersionId: integer("published_version_id"),
  closedAt: text("closed_at"),
  closedBy: integer("closed_by"),
  /** JSON: contract/registry.ts RegistrySection, from ClinicalTrials.gov (imported, then checked nightly). */
  registry: text("registry"),
  registryCheckedAt: text("registry_checked_at"),
  /** What the nightly check asks an admin to look at (contract/registry.ts RegistryReview). */
  registryReview: text("registry_review"),
  /** Nights in a row the registry could not be read (never a reason to unpublish). */
  registryFailures: integer("registry_failures").notNull().default(0),
  createdAt: text("created_at").notNull().default(nowIso),
  updatedAt: text("updated_at").notNull().default(nowIso),
});

/**
 * A study's text, version by version: a draft until an admin records the ethics board's approval of
 * exactly this text in both languages (after which a trigger keeps it unchanged), then publishable.
 */
export const studyVersions = sqliteTable(
  "study_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    studyId: integer("study_id")
      .notNull()
      .references(() => studies.id),
    number: integer("number").notNull(),
    /** JSON: contract/studies.ts StudyDesign and StudyText. */
    design: text("design").notNull(),
    textEn: text("text_en").notNull(),
    textEs: text("text_es").notNull(),
    createdBy: integer("created_by"),
    createdAt: text("created_at").notNull().default(nowIso),
    approvedBy: integer("approved_by"),
    approvedAt: text("approved_at"),
    /** The ethics board's reference and the date of its approval. */
    approvalReference: text("approval_reference"),
    approvalDate: text("approval_date"),
    /** Why an admin approved words that break a reading-level or phrase rule. */
    approvalOverride: text("approval_override"),
    /** A draft's last edit, and who made it (the admin approving sees it beside the words). */
    updatedAt: text("updated_at"),
    updatedBy: integer("updated_by"),
    publishedBy: integer("published_by"),
    publishedAt: text("published_at"),
    /** JSON: contract/prescreen.ts Questionnaire, approved and published with the words (null: none). */
    questionnaire: text("questionnaire"),
  },
  (t) => [uniqueIndex("study_versions_number_idx").on(t.studyId, t.number)],
);

/**
 * A visitor's answers to a study's pre-screening questions, scored on the server when the inquiry was
 * stored (docs/prescreen.md). The answers of people who did not fit are erased after PRESCREEN_ANSWER_DAYS
 * unless staff keep them; the result and the question that decided it stay for the reports.
 */
export const prescreens = sqliteTable(
  "prescreens",
  {
    inquiryId: integer("inquiry_id")
      .primaryKey()
      .references(() => inquiries.id),
    versionId: integer("version_id")
      .notNull()
      .references(() => studyVersions.id),
    language: text("language", { enum: LANGUAGES }).notNull(),
    result: text("result", { enum: PRESCREEN_RESULTS }).notNull(),
    /** The question whose answer decided the result (null for a likely match), and its words (JSON Bilingual). */
    decidedBy: text("decided_by"),
    decidedText: text("decided_text"),
    /** JSON: [{ id, answer, verdict }], as answered; null once erased. */
    answers: text("answers"),
    kept: integer("kept", { mode: "boolean" }).notNull().default(false),
    answersErasedAt: text("answers_erased_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    index("prescreens_purge_idx")
      .on(t.result, t.createdAt)
      .where(sql`answers is not null`),
  ],
);

/** One row: the version of everything the public study pages show, raised by every change to it (cache keys). */
export const siteContent = sqliteTable("site_content", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
  updatedAt: text("updated_at").notNull().default(nowIso),
});
