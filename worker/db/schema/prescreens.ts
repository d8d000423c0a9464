import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../../contract/language";
import { PRESCREEN_RESULTS } from "../../../contract/prescreen";
import { inquiries } from "./inquiries";
import { studyVersions } from "./studyVersions";

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
