import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { RECRUITMENT_STATES, STUDY_CATEGORIES } from "../../../contract/studies";
import { nowIso } from "./nowIso";

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
