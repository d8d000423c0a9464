import { MIN_PASSWORD_LENGTH, STAFF_ROLES, STAFF_USERNAME_PATTERN, type StaffRole } from "../../contract/staffRules.ts";
import { hashPassword } from "../../worker/auth/password.ts";
import { passwordSetSql } from "./adminSql.ts";
import { executeD1, type Target } from "./d1.ts";

/** Usernames are matched without regard to case at login, so they are stored in lower case. */
export function normalizeUsername(username: string): string {
  const normalized = username.trim().toLowerCase();
  if (!STAFF_USERNAME_PATTERN.test(normalized)) {
    throw new Error("Usernames are 3-64 characters: letters, digits, dot, dash or underscore.");
  }
  return normalized;
}

export function parseRole(value: string): StaffRole {
  if (!(STAFF_ROLES as readonly string[]).includes(value)) throw new Error(`--role is one of: ${STAFF_ROLES.join(", ")}.`);
  return value as StaffRole;
}

/**
 * Creates the account, or resets its password (and role, when given). Either way its open sessions end.
 * Every value is pattern-checked, base64 or an integer, so it is safe to inline into the SQL text.
 */
export async function upsertAdmin(
  username: string,
  password: string,
  target: Target,
  options: { role?: StaffRole; displayName?: string } = {},
): Promise<void> {
  const { role } = options;
  const name = normalizeUsername(username);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  // The same strength rule as the staff screens and the API (loaded here only, its dictionaries are large).
  const { judgePassword } = await import("../../contract/passwordStrength.ts");
  const { clinic } = await import("../../contract/clinic.ts");
  if (judgePassword(password, [name, options.displayName ?? "", clinic.name, clinic.shortName, clinic.city]).problem) {
    throw new Error("That password is too easy to guess (a common word, name, pattern or date). Use a longer phrase of unrelated words.");
  }
  const { hash, salt, iterations } = await hashPassword(password);
  executeD1(passwordSetSql(name, { hash, salt, iterations }, { role, displayName: options.displayName }), target);
}

/** Removes an account's second factor (lost phone): it signs in with its password and enrolls again. */
export function resetSecondFactor(username: string, target: Target): void {
  const name = normalizeUsername(username);
  executeD1(
    `UPDATE admins SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, otp_failures = 0, otp_window_start = NULL WHERE username = '${name}';
     DELETE FROM recovery_codes WHERE admin_id = (SELECT id FROM admins WHERE username = '${name}');
     DELETE FROM sessions WHERE admin_id = (SELECT id FROM admins WHERE username = '${name}');
     INSERT INTO audit_log (action, target_type, target_id, detail)
       SELECT 'totp_reset', 'staff', id, '{"via":"cli"}' FROM admins WHERE username = '${name}';`,
    target,
  );
}
