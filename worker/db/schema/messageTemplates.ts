import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { TEMPLATE_PURPOSES } from "../../../contract/messageTemplates";
import { nowIso } from "./nowIso";

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
