import { SPAM_RETENTION_DAYS } from "../../contract/retention";
import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { CLOSED_STATUSES } from "../../contract/inquiryStatus";
import { inquiries, prescreens } from "../db/schema";
import { eraseTimeline } from "../record/timeline";
import { DAY_MS } from "../../contract/clinicTime";

/**
 * What erasure leaves of an inquiry: its id, status, interest, language, consent record and dates, which
 * statistics need; the person's name, contact details and words are gone, and so is everything staff
 * typed about them on the timeline (notes, attempt texts, reasons). The timeline gains an "erased" event.
 */
const ERASED_FIELDS = { name: "", email: "", phone: "", message: "", contentKey: null, unreadSince: null } as const;

/**
 * Erases one inquiry's personal data; `found: false` when no inquiry has that id. Erasing twice changes
 * nothing. One batch: the row, then its timeline, so a note racing the erasure is either cleared with
 * the rest or refused (it carries the "not erased" guard, worker/record/timeline.ts).
 */
export async function eraseInquiry(db: DrizzleD1Database, id: number, actorId: number | null, now = new Date()) {
  const erasedAt = now.toISOString();
  const [erased] = await db.batch([
    db
      .update(inquiries)
      // On request, the links to the person's list entry and the referral partner's credit go too.
      .set({
        ...ERASED_FIELDS,
        searchText: "",
        emailNorm: null,
        phoneDigits: null,
        erasedAt,
        erasedBy: actorId,
        volunteerId: null,
        partnerId: null,
      })
      .where(and(eq(inquiries.id, id), isNull(inquiries.erasedAt)))
      .returning({ id: inquiries.id }),
    ...eraseTimeline(
      db,
      sql`(select ${inquiries.id} from ${inquiries} where ${inquiries.id} = ${id} and ${inquiries.erasedAt} = ${erasedAt})`,
      erasedAt,
      actorId,
    ),
    erasePrescreenAnswers(
      db,
      sql`(select ${inquiries.id} from ${inquiries} where ${inquiries.id} = ${id} and ${inquiries.erasedAt} = ${erasedAt})`,
      erasedAt,
    ),
  ]);
  if (erased.length > 0) return { found: true as const, erasedAt, already: false };
  const row = await db.select({ erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, id)).get();
  if (!row) return { found: false as const };
  return { found: true as const, erasedAt: row.erasedAt!, already: true };
}

/** The pre-screening answers of the inquiries `ids` selects (the result and the deciding question stay, for counts). */
function erasePrescreenAnswers(db: DrizzleD1Database, ids: SQL, at: string) {
  return db
    .update(prescreens)
    .set({ answers: null, answersErasedAt: at })
    .where(and(inArray(prescreens.inquiryId, ids), isNotNull(prescreens.answers)));
}

/**
 * Erases the answers of people who did not fit a study once they are `days` old, unless staff keep them;
 * the result stays (reports count it). Returns how many answers it erased.
 */
export async function purgeNotFitAnswers(db: DrizzleD1Database, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  const erased = await db
    .update(prescreens)
    .set({ answers: null, answersErasedAt: now.toISOString() })
    .where(
      and(eq(prescreens.result, "not_fit"), isNotNull(prescreens.answers), eq(prescreens.kept, false), lt(prescreens.createdAt, before)),
    )
    .returning({ id: prescreens.inquiryId });
  return erased.length;
}

export const PURGE_BATCH_SIZE = 200;

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
    // Each round gets its own instant, so the timeline statements find exactly this round's rows.
    const at = new Date(now.getTime() + batch).toISOString();
    // One batch per round: the rows, then their timelines, so a staff note racing the purge is either
    // cleared with the rest or refused by its own "not erased" guard.
    const [done] = await db.batch([
      db
        .update(inquiries)
        .set({ ...ERASED_FIELDS, searchText: "", emailNorm: null, phoneDigits: null, erasedAt: at, erasedBy: null })
        .where(inArray(inquiries.id, batchIds))
        .returning({ id: inquiries.id }),
      ...eraseTimeline(db, sql`(select ${inquiries.id} from ${inquiries} where ${inquiries.erasedAt} = ${at})`, at, null),
      erasePrescreenAnswers(db, sql`(select ${inquiries.id} from ${inquiries} where ${inquiries.erasedAt} = ${at})`, at),
    ]);
    erased += done.length;
    if (done.length < PURGE_BATCH_SIZE) break;
  }
  return erased;
}
