import { SPAM_RETENTION_DAYS } from "../../contract/retention";
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { CLOSED_STATUSES } from "../../contract/inquiryStatus";
import { inquiries, inquiryEvents } from "../db/schema";

/**
 * What erasure leaves of an inquiry: its id, status, interest, language, consent record and dates, which
 * statistics need; the person's name, contact details and words are gone, and so is everything staff
 * typed about them on the timeline (notes, attempt texts, reasons). The timeline gains an "erased" event.
 */
const ERASED_FIELDS = { name: "", email: "", phone: "", message: "" } as const;

/** Erases one inquiry's personal data; false when no inquiry has that id. Erasing twice changes nothing. */
export async function eraseInquiry(db: DrizzleD1Database, id: number, actorId: number | null, now = new Date()) {
  const row = await db.select({ id: inquiries.id, erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, id)).get();
  if (!row) return { found: false as const };
  if (row.erasedAt) return { found: true as const, erasedAt: row.erasedAt, already: true };
  const erasedAt = now.toISOString();
  await db.batch([
    db
      .update(inquiries)
      .set({ ...ERASED_FIELDS, searchText: "", emailNorm: null, phoneDigits: null, erasedAt, erasedBy: actorId })
      .where(and(eq(inquiries.id, id), isNull(inquiries.erasedAt))),
    db.update(inquiryEvents).set({ text: null, reason: null }).where(eq(inquiryEvents.inquiryId, id)),
    db.insert(inquiryEvents).values({ inquiryId: id, at: erasedAt, actorId, type: "erased" }),
  ]);
  return { found: true as const, erasedAt, already: false };
}

export const PURGE_BATCH_SIZE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases, in bounded batches, every inquiry closed more than `retentionDays` ago and all spam older than
 * 30 days. Returns how many it erased; stops after `maxBatches` so one run stays within Worker limits
 * (the next day's run continues).
 */
export async function purgeExpiredInquiries(
  d1: D1Database,
  retentionDays: number,
  now = new Date(),
  maxBatches = 25,
): Promise<number> {
  const db = drizzle(d1);
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
    const at = now.toISOString();
    const done = await db
      .update(inquiries)
      .set({ ...ERASED_FIELDS, searchText: "", emailNorm: null, phoneDigits: null, erasedAt: at, erasedBy: null })
      .where(inArray(inquiries.id, batchIds))
      .returning({ id: inquiries.id });
    // Then their timelines: the rows just erased are the ones whose erased_at is this run's time.
    await d1.batch([
      d1
        .prepare(
          `UPDATE inquiry_events SET text = NULL, reason = NULL
           WHERE inquiry_id IN (SELECT id FROM inquiries WHERE erased_at = ?1) AND (text IS NOT NULL OR reason IS NOT NULL)`,
        )
        .bind(at),
      d1
        .prepare(
          `INSERT INTO inquiry_events (inquiry_id, at, type) SELECT id, ?1, 'erased' FROM inquiries i WHERE erased_at = ?1
           AND NOT EXISTS (SELECT 1 FROM inquiry_events e WHERE e.inquiry_id = i.id AND e.type = 'erased')`,
        )
        .bind(at),
    ]);
    erased += done.length;
    if (done.length < PURGE_BATCH_SIZE) break;
  }
  return erased;
}
