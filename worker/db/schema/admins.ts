import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { STAFF_ROLES } from "../../../contract/staff";
import { nowIso } from "./nowIso";

/** Staff accounts; passwords are stored only as PBKDF2-SHA256 hashes. */
export const admins = sqliteTable("admins", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  salt: text("salt").notNull(),
  iterations: integer("iterations").notNull(),
  displayName: text("display_name").notNull().default(""),
  role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
  /** Where this person gets staff e-mail about their own inquiries (a reply arrived); optional. */
  email: text("email"),
  /** A deactivated account cannot sign in; its history stays. */
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  /** Base32 TOTP secret once the second factor is confirmed; the pending one while enrolling. */
  totpSecret: text("totp_secret"),
  totpPendingSecret: text("totp_pending_secret"),
  /** The 30-second step of the last accepted code: a code is accepted once. */
  totpLastStep: integer("totp_last_step"),
  /** Wrong codes in the current window, which slows guessing of the 6 digits. */
  otpFailures: integer("otp_failures").notNull().default(0),
  otpWindowStart: text("otp_window_start"),
  /** Recovery-code attempts in the current window, counted apart so a locked-out owner can still get in. */
  recoveryFailures: integer("recovery_failures").notNull().default(0),
  recoveryWindowStart: text("recovery_window_start"),
  createdAt: text("created_at").notNull().default(nowIso),
});
