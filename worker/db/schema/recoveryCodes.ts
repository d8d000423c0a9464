import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { admins } from "./admins";

/** One-time recovery codes for the second factor, stored as SHA-256 hashes. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (t) => [index("recovery_codes_admin_idx").on(t.adminId)],
);
