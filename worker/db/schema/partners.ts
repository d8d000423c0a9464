import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES } from "../../../contract/language";
import { PARTNER_KINDS } from "../../../contract/partners";
import { nowIso } from "./nowIso";

/**
 * Referral partners (docs/partners.md): each has a short public code and, when an admin made one, a private
 * link whose secret is kept only as a SHA-256 hash (like staff sessions), so a copy of the database cannot
 * open a partner's form or counts. Inquiries and registry sign-ups point here by `partner_id`.
 */
export const partners = sqliteTable(
  "partners",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    kind: text("kind", { enum: PARTNER_KINDS }).notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    /** How the clinic reaches the partner (a phone, an address): staff only. */
    contact: text("contact").notNull().default(""),
    /** The study the partner's link lands on; null = the list of studies. */
    studyId: text("study_id"),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    /** Hex SHA-256 of the private link's secret; null = no link (never made, or revoked). */
    secretHash: text("secret_hash"),
    linkIssuedAt: text("link_issued_at"),
    createdBy: integer("created_by"),
    createdAt: text("created_at").notNull().default(nowIso),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (t) => [index("partners_secret_idx").on(t.secretHash)],
);
