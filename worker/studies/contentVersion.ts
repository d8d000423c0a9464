import type { DrizzleD1Database } from "drizzle-orm/d1";
import { readContentVersion } from "./store";

/**
 * How long an isolate trusts the content version it read: page requests then cost no D1 read, and a change
 * published elsewhere shows within this time plus a render (the pages promise 60 seconds).
 */
export const CONTENT_VERSION_TTL_MS = 15_000;

let known: { version: number; readAt: number } | null = null;

export async function currentContentVersion(db: DrizzleD1Database, now = Date.now()): Promise<number> {
  if (known && now - known.readAt < CONTENT_VERSION_TTL_MS) return known.version;
  const version = await readContentVersion(db);
  known = { version, readAt: now };
  return version;
}

/** After a change in this isolate (publishing, closing): its own next page shows it at once. */
export function forgetContentVersion(): void {
  known = null;
}
