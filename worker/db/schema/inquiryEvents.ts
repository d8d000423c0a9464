import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, EVENT_TYPES, VISIT_ACTIONS } from "../../../contract/inquiryEvents";
import { INQUIRY_STATUSES } from "../../../contract/inquiryStatus";
import { ALL_CLOSING_REASONS, type ClosingReason } from "../../../contract/closingReasons";
import { NEXT_STEP_KINDS } from "../../../contract/followUp";
import { CONSENT_ACTIONS } from "../../../contract/messaging";
import { nowIso } from "./nowIso";
import { inquiries } from "./inquiries";

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
