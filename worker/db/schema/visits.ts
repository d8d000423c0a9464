import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CANCELLED_BY, VISIT_PLACES, VISIT_STATES, VISIT_TYPES } from "../../../contract/visits";
import { nowIso } from "./nowIso";
import { inquiries } from "./inquiries";

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
