import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";

/** Each real run of a registry import: who, when, the file's digest and the counts; never the rows. */
export const volunteerImports = sqliteTable("volunteer_imports", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  actorId: integer("actor_id").notNull(),
  /** SHA-256 of the file's bytes, so a file imported again can be recognised. */
  fileDigest: text("file_digest").notNull(),
  rows: integer("rows").notNull(),
  created: integer("created").notNull(),
  merged: integer("merged").notNull(),
  flagged: integer("flagged").notNull(),
  refused: integer("refused").notNull(),
  at: text("at").notNull().default(nowIso),
});
