import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";
import { studies } from "./studies";

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
