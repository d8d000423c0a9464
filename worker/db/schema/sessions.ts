import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./nowIso";
import { admins } from "./admins";

/**
 * Live sessions; only the SHA-256 hash of each bearer token is stored. Logout deletes the row.
 * An `enroll` session may only set up the second factor (REQUIRE_TOTP, before the account has one).
 */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    scope: text("scope", { enum: ["full", "enroll"] })
      .notNull()
      .default("full"),
    createdAt: text("created_at").notNull().default(nowIso),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);
