/**
 * Tells a passing storage failure (D1 busy, overloaded, unreachable, restarting) from a real fault.
 * D1 reports these only as message text, so the text is read here, and never logged or returned.
 * Patterns from Cloudflare's D1 error list ("retryable" errors) and SQLite's busy/locked codes.
 */
const TRANSIENT = [
  /SQLITE_BUSY/i,
  /SQLITE_LOCKED/i,
  /database is locked/i,
  /overloaded/i,
  /Network connection lost/i,
  /storage operation exceeded timeout/i,
  /storage caused object to be reset/i,
  /reset because its code was updated/i,
  /transient issue/i,
  /D1 DB is (unavailable|not available)/i,
  /Cannot resolve D1/i,
  /internal error in D1/i,
  // workerd hides its own failures (a locked SQLite file among them) behind this opaque text, alone or
  // after a prefix ("Failed to get session commit token: internal error; reference = ...").
  /internal error; reference = /i,
  /Too many requests queued/i,
];

/** A storage step of ours (R2, say) that could not be done now: the request answers 503 and may be tried again. */
export class StorageUnavailable extends Error {
  override name = "StorageUnavailable";
}

export function isStorageUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof StorageUnavailable) return true;
    const message = current instanceof Error ? current.message : typeof current === "string" ? current : "";
    if (TRANSIENT.some((pattern) => pattern.test(message))) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/** Seconds a client should wait before trying again after a 503. */
export const STORAGE_RETRY_AFTER_SECONDS = 10;

/**
 * A write refused by the database because the inquiry was erased meanwhile (the triggers of
 * migrations/0007): the request lost a race with an erasure, which is a 410, not a fault.
 */
export function isErasedInquiryWrite(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++, current = current.cause) {
    if (/\binquiry_erased\b/.test(current.message)) return true;
  }
  return false;
}
