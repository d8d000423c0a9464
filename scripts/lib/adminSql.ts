import type { StaffRole } from "../../contract/staffRules.ts";

/** A display name as SQL text: 1-80 printable characters, quotes doubled. */
function displayNameSql(name: string): string {
  const trimmed = name.normalize("NFC").trim();
  if (!trimmed || trimmed.length > 80 || /[\u0000-\u001f\u007f-\u009f]/.test(trimmed)) {
    throw new Error("--name is 1-80 printable characters.");
  }
  return `'${trimmed.replace(/'/g, "''")}'`;
}

/**
 * The SQL that creates an account or sets its password (and role and name, when given), for the account
 * command line. A new password ends what the old one opened, as the staff screen's reset does: the open
 * sessions and the calendar feeds (a feed's link is a credential of its own). `name` is an already
 * normalized username; the hash and salt are base64 and `iterations` an integer, so inlining them is safe.
 */
export function passwordSetSql(
  name: string,
  credentials: { hash: string; salt: string; iterations: number },
  options: { role?: StaffRole; displayName?: string } = {},
): string {
  const { hash, salt, iterations } = credentials;
  const roleOnInsert = options.role ?? "admin";
  const roleOnUpdate = options.role ? `, role = '${options.role}'` : "";
  const displayName = displayNameSql(options.displayName ?? name);
  const nameOnUpdate = options.displayName ? `, display_name = ${displayName}` : "";
  const account = `(SELECT id FROM admins WHERE username = '${name}')`;
  return `INSERT INTO admins (username, password_hash, salt, iterations, role, display_name) VALUES ('${name}', '${hash}', '${salt}', ${iterations}, '${roleOnInsert}', ${displayName})
     ON CONFLICT(username) DO UPDATE SET password_hash = excluded.password_hash, salt = excluded.salt, iterations = excluded.iterations, active = 1${roleOnUpdate}${nameOnUpdate};
     DELETE FROM sessions WHERE admin_id = ${account};
     UPDATE calendar_feeds SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE staff_id = ${account} AND revoked_at IS NULL;
     INSERT INTO audit_log (action, target_type, target_id, detail)
       SELECT 'account_changed', 'staff', id, '{"via":"cli","change":"password"}' FROM admins WHERE username = '${name}';`;
}
