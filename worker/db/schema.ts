import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { INTEREST_OPTIONS } from "../../contract/inquiry";
import { INQUIRY_STATUSES } from "../../contract/inquiryStatus";
import { LANGUAGES } from "../../contract/language";
import { STAFF_ROLES } from "../../contract/staff";

const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Contact-form messages from visitors. Erasure blanks the personal fields and keeps the rest for statistics. */
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
    /** Which consent statement (contract/consent.ts) was ticked, and in which language it was shown. */
    consentVersion: text("consent_version"),
    consentLanguage: text("consent_language", { enum: LANGUAGES }),
    /** The language of the page the visitor wrote from. */
    language: text("language", { enum: LANGUAGES }),
    status: text("status", { enum: INQUIRY_STATUSES }).notNull().default("new"),
    createdAt: text("created_at").notNull().default(nowIso),
    /** When the inquiry reached a closed status (null while open); retention counts from here. */
    closedAt: text("closed_at"),
    erasedAt: text("erased_at"),
    /** The staff account that erased it; null when the retention job did. */
    erasedBy: integer("erased_by"),
  },
  (t) => [
    index("inquiries_status_created_idx").on(t.status, t.createdAt),
    index("inquiries_retention_idx").on(t.erasedAt, t.closedAt),
  ],
);

/** Staff accounts; passwords are stored only as PBKDF2-SHA256 hashes. */
export const admins = sqliteTable("admins", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  salt: text("salt").notNull(),
  iterations: integer("iterations").notNull(),
  role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
  /** Base32 TOTP secret once the second factor is confirmed; the pending one while enrolling. */
  totpSecret: text("totp_secret"),
  totpPendingSecret: text("totp_pending_secret"),
  /** The 30-second step of the last accepted code: a code is accepted once. */
  totpLastStep: integer("totp_last_step"),
  /** Wrong codes in the current window, which slows guessing of the 6 digits. */
  otpFailures: integer("otp_failures").notNull().default(0),
  otpWindowStart: text("otp_window_start"),
  createdAt: text("created_at").notNull().default(nowIso),
});

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
    scope: text("scope", { enum: ["full", "enroll"] }).notNull().default("full"),
    createdAt: text("created_at").notNull().default(nowIso),
    expiresAt: text("expires_at").notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);

/**
 * Append-only record of security-relevant actions (DESIGN §4). No API updates or deletes a row, and
 * database triggers (migrations/0002) refuse it. `actorId` has no foreign key so entries outlive accounts.
 */
export const auditLog = sqliteTable("audit_log", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: text("at").notNull().default(nowIso),
  actorId: integer("actor_id"),
  action: text("action").notNull(),
  targetType: text("target_type"),
  targetId: text("target_id"),
  /** The username as typed, for login events only. */
  username: text("username"),
  /** Keyed hash of the client's network (IPv4 address or IPv6 /64), never the address itself. */
  ipHash: text("ip_hash"),
  /** JSON with non-personal details (counts, filters, changed fields). */
  detail: text("detail"),
});
