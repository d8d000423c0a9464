import { hashPassword } from "../../worker/auth/password.ts";
import { executeD1, type Target } from "./d1.ts";

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const MIN_PASSWORD_LENGTH = 12;

/** Creates the admin, or resets its password (which also ends its open sessions). */
export async function upsertAdmin(username: string, password: string, target: Target): Promise<void> {
  if (!USERNAME_PATTERN.test(username)) {
    throw new Error("Usernames are 3-64 characters: letters, digits, dot, dash or underscore.");
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const { hash, salt, iterations } = await hashPassword(password);
  // Every value is pattern-checked or base64/integer, so it is safe to inline into the SQL text.
  executeD1(
    `INSERT INTO admins (username, password_hash, salt, iterations) VALUES ('${username}', '${hash}', '${salt}', ${iterations})
     ON CONFLICT(username) DO UPDATE SET password_hash = excluded.password_hash, salt = excluded.salt, iterations = excluded.iterations;
     DELETE FROM sessions WHERE admin_id = (SELECT id FROM admins WHERE username = '${username}');`,
    target,
  );
}
