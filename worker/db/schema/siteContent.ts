import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";

/** One row: the version of everything the public study pages show, raised by every change to it (cache keys). */
export const siteContent = sqliteTable("site_content", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
  updatedAt: text("updated_at").notNull().default(nowIso),
});
