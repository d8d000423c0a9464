import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";

/**
 * A staff member's calendar feed (an iCalendar URL with a secret in it): stored only as a hash of the
 * secret; an admin (or its owner) revokes it.
 */
export const calendarFeeds = sqliteTable(
  "calendar_feeds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    staffId: integer("staff_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: integer("created_by"),
    createdAt: text("created_at").notNull().default(nowIso),
    revokedAt: text("revoked_at"),
    revokedBy: integer("revoked_by"),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [index("calendar_feeds_staff_idx").on(t.staffId)],
);
