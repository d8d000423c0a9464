import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../../contract/language";

export const EXPORT_STATUSES = ["running", "done", "failed", "cancelled"] as const;

/**
 * A CSV export of inquiries while it is built in steps on the step queue (worker/export/steps.ts): its filters, the
 * moment they are read at, where the next step starts, and the parts written to R2 (SHEETS, `exports/<id>/<n>.csv`)
 * so far. The request that asked for it streams the parts as they come. The filters (which may hold search text)
 * are cleared when it ends; the row and its counts stay with the audit entry.
 */
export const inquiryExports = sqliteTable("inquiry_exports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  actorId: integer("actor_id").notNull(),
  /** The audit entry of the export (action "export"). */
  auditId: integer("audit_id").notNull(),
  filters: text("filters"),
  language: text("language", { enum: LANGUAGES }).notNull(),
  /** The moment the filters are read at ("overdue", "due"), the same for every step. */
  at: text("at").notNull(),
  status: text("status", { enum: EXPORT_STATUSES }).notNull().default("running"),
  cursorCreatedAt: text("cursor_created_at"),
  cursorId: integer("cursor_id"),
  parts: integer("parts").notNull().default(0),
  /** The R2 key of each part, in order (JSON): each attempt at a step writes its own, and the one that moved the export on is kept. */
  partKeys: text("part_keys").notNull().default("[]"),
  rows: integer("rows").notNull().default(0),
  updatedAt: text("updated_at").notNull(),
  finishedAt: text("finished_at"),
});
