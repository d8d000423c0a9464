import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { INTEREST_OPTIONS } from "../../contract/inquiry";

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Contact-form messages from visitors; admins resolve them from the dashboard. */
export const inquiries = sqliteTable(
  "inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    /** Optional area of interest chosen on the form (see contract/inquiry.ts). */
    interest: text("interest", { enum: INTEREST_OPTIONS }),
    /** Whether the visitor ticked the consent statement. */
    consent: integer("consent", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull().default(nowIso),
    resolvedAt: text("resolved_at"),
  },
  (t) => [index("inquiries_unresolved_idx").on(t.resolvedAt, t.createdAt)],
);

/** Administrator accounts; passwords are stored only as PBKDF2-SHA256 hashes. */
export const admins = sqliteTable("admins", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  salt: text("salt").notNull(),
  iterations: integer("iterations").notNull(),
  createdAt: text("created_at").notNull().default(nowIso),
});

/** Live admin sessions; only the SHA-256 hash of each bearer token is stored. Logout deletes the row. */
export const sessions = sqliteTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(nowIso),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);
