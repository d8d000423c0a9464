import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Contact-form messages from visitors; admins resolve them from the dashboard. */
export const inquiries = sqliteTable(
  "inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    resolvedAt: text("resolved_at"),
  },
  (t) => [index("inquiries_unresolved_idx").on(t.resolvedAt, t.createdAt)],
);

export type Inquiry = typeof inquiries.$inferSelect;
