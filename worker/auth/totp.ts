/**
 * Time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s) through `otpauth`, which every
 * authenticator app understands. A code is accepted within one step either side (clock drift), and only
 * once: the caller stores the step of the last accepted code and passes it back in.
 */
import { Secret, TOTP } from "otpauth";

const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;

export const TOTP_CODE_PATTERN = /^\d{6}$/;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = "staff", issuer = "") {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: DIGITS, period: PERIOD, label, issuer });
}

/** The `otpauth://` URI an authenticator app scans (as a QR code) or reads as text. */
export function totpUri(secret: string, username: string, issuer: string): string {
  return totp(secret, username, issuer).toString();
}

/** The time step a valid, not yet used code belongs to; null when wrong or replayed. */
export function acceptTotp(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** For tests and the CLI: the code an authenticator would show at `now`. */
export function currentTotp(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}
