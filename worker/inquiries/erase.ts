import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { CLOSED_STATUSES } from "../../contract/inquiryStatus";
import { inquiries } from "../db/schema";

/**
 * What erasure leaves of an inquiry: its id, status, interest, language, consent record and dates, which
 * statistics need; the person's name, contact details and words are gone. (When the timeline of notes
 * and contact attempts exists, its free text is cleared here too.)
 */
const ERASED_FIELDS = { name: "", email: "", phone: "", message: "" } as const;

/** Erases one inquiry's personal data; false when no inquiry has that id. Erasing twice changes nothing. */
export async function eraseInquiry(db: DrizzleD1Database, id: number, actorId: number | null, now = new Date()) {
  const row = await db.select({ id: inquiries.id, erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, id)).get();
  if (!row) return { found: false as const };
  if (row.erasedAt) return { found: true as const, erasedAt: row.erasedAt, already: true };
  const erasedAt = now.toISOString();
  await db
    .update(inquiries)
    .set({ ...ERASED_FIELDS, erasedAt, erasedBy: actorId })
    .where(and(eq(inquiries.id, id), isNull(inquiries.erasedAt)));
  return { found: true as const, erasedAt, already: false };
}

export const PURGE_BATCH_SIZE = 200;
const SPAM_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases, in bounded batches, every inquiry closed more than `retentionDays` ago and all spam older than
 * 30 days. Returns how many it erased; stops after `maxBatches` so one run stays within Worker limits
 * (the next day's run continues).
 */
export async function purgeExpiredInquiries(
  db: DrizzleD1Database,
  retentionDays: number,
  now = new Date(),
  maxBatches = 25,
): Promise<number> {
  const closedBefore = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const spamBefore = new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS).toISOString();
  const expired = and(
    isNull(inquiries.erasedAt),
    or(
      and(inArray(inquiries.status, CLOSED_STATUSES), lt(inquiries.closedAt, closedBefore)),
      and(eq(inquiries.status, "spam"), lt(inquiries.createdAt, spamBefore)),
    ),
  );
  let erased = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    // A subquery, not a list of ids: D1 allows at most 100 bound parameters in one statement.
    const batchIds = db.select({ id: inquiries.id }).from(inquiries).where(expired).limit(PURGE_BATCH_SIZE);
    const done = await db
      .update(inquiries)
      .set({ ...ERASED_FIELDS, erasedAt: now.toISOString(), erasedBy: null })
      .where(inArray(inquiries.id, batchIds))
      .returning({ id: inquiries.id });
    erased += done.length;
    if (done.length < PURGE_BATCH_SIZE) break;
  }
  return erased;
}
