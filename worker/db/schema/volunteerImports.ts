import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { IMPORT_OUTCOMES, IMPORT_REFUSALS, IMPORT_STATUSES } from "../../../contract/volunteerImport";
import { nowIso } from "./nowIso";

/**
 * Each run of a registry import, a check (`dry_run`) or the real one, done in bounded steps on the step queue
 * (worker/volunteers/import/): its settings, where the next step starts in the file, and the counts so far.
 * The file itself waits in R2 (SHEETS, `file_key`) until the last step; the rows are never kept here.
 */
export const volunteerImports = sqliteTable("volunteer_imports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  actorId: integer("actor_id").notNull(),
  /** SHA-256 of the file's bytes, so a file imported again can be recognised. */
  fileDigest: text("file_digest").notNull(),
  dryRun: integer("dry_run", { mode: "boolean" }).notNull().default(false),
  status: text("status", { enum: IMPORT_STATUSES }).notNull().default("done"),
  /** Why it stopped, when it failed ("step_failed": a step failed every retry). */
  failure: text("failure"),
  /** The settings it runs with (JSON: mapping, basis, language, header, delimiter). */
  settings: text("settings"),
  fileKey: text("file_key"),
  fileBytes: integer("file_bytes").notNull().default(0),
  encoding: text("encoding", { enum: ["utf-8", "windows-1252"] })
    .notNull()
    .default("utf-8"),
  /** Where the next step starts: a byte offset at a row's start, and that row's line number. */
  nextOffset: integer("next_offset").notNull().default(0),
  nextLine: integer("next_line").notNull().default(1),
  /** The step that last moved it on: the statements of a step write only while this is theirs. */
  stepToken: text("step_token"),
  rows: integer("rows").notNull(),
  created: integer("created").notNull(),
  merged: integer("merged").notNull(),
  flagged: integer("flagged").notNull(),
  refused: integer("refused").notNull(),
  /** Refused rows per reason (JSON). */
  refusals: text("refusals").notNull().default("{}"),
  /** The first rows as read (JSON), for the admin's check; cleared with the lines. */
  preview: text("preview"),
  at: text("at").notNull().default(nowIso),
  updatedAt: text("updated_at"),
  finishedAt: text("finished_at"),
});

/**
 * What became of each line of an import, for its report. A check keeps the line's number, address and name keys
 * so that a later step finds a row an earlier one would have created; the real run keeps no keys (the people are
 * in `volunteers` by then). Purged with the import's preview a week after it ends (worker/jobs/retention.ts).
 */
export const volunteerImportLines = sqliteTable(
  "volunteer_import_lines",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => volunteerImports.id),
    line: integer("line").notNull(),
    outcome: text("outcome", { enum: IMPORT_OUTCOMES }).notNull(),
    reason: text("reason", { enum: IMPORT_REFUSALS }),
    phoneDigits: text("phone_digits"),
    email: text("email"),
    nameKey: text("name_key"),
    birthYear: integer("birth_year"),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index("volunteer_import_lines_outcome_idx").on(t.importId, t.outcome, t.line),
    index("volunteer_import_lines_phone_idx").on(t.importId, t.phoneDigits),
    index("volunteer_import_lines_email_idx").on(t.importId, t.email),
    index("volunteer_import_lines_name_idx").on(t.importId, t.nameKey, t.birthYear),
  ],
);
