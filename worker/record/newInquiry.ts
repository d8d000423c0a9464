import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { inquiries, prescreens, staffNotifications } from "../db/schema";
import type { ScoredPrescreen } from "../prescreen/submit";
import { indexNewInquiry } from "./searchIndex";
import { createdEvent } from "./timeline";

type InquiryRow = typeof inquiries.$inferInsert;
type Inquiry = typeof inquiries.$inferSelect;

/** A new inquiry from any door: the contact form, a text, a campaign reply or a partner's referral. */
export type Filing = {
  /** The inquiry's columns; its id and key are this module's. */
  row: Omit<InquiryRow, "id" | "submissionKey"> & { createdAt: string };
  /** The submission's own key when the sender gave one (a retry sends it again); otherwise one is chosen here. */
  key?: string | null;
  /** The answers to the study's questions, scored. */
  answers?: ScoredPrescreen;
  /** Whether staff are told by e-mail (not for a message kept as spam). */
  announce: boolean;
  /** Statements that belong with the inquiry (a campaign invitation's link to it), given its id as SQL. */
  alongside?: (inquiryId: SQL) => BatchItem<"sqlite">[];
};

export type Filed = { inquiry: Inquiry; notificationId: number | null };

/**
 * Stores an inquiry and everything that goes with it in one batch (stored together or not at all): its first
 * timeline entry, its words in the search's index, the staff e-mail owed for it, its pre-screen answers and the caller's own statements. The key
 * is chosen before the insert and every other statement finds the inquiry by it, so no statement depends on
 * which row was inserted just before it, and no result is picked by its place in the batch.
 */
export async function storeInquiry(db: DrizzleD1Database, filing: Filing): Promise<Filed> {
  const key = filing.key ?? crypto.randomUUID();
  const at = filing.row.createdAt;
  const inquiryId = sql`(select ${inquiries.id} from ${inquiries} where ${inquiries.submissionKey} = ${key})`;
  const writes: BatchItem<"sqlite">[] = [
    db.insert(inquiries).values({ ...filing.row, submissionKey: key, searchIndexed: true }),
    createdEvent(db, at, inquiryId),
    indexNewInquiry(db, inquiryId, filing.row),
  ];
  if (filing.answers) writes.push(db.insert(prescreens).values({ ...filing.answers, inquiryId, createdAt: at }));
  if (filing.announce) writes.push(db.insert(staffNotifications).values({ kind: "new_inquiry", inquiryId, createdAt: at }));
  writes.push(...(filing.alongside?.(inquiryId) ?? []));
  // The reads go last in the same batch (one round trip) and find the rows by the key, whatever the writes are.
  const results = await db.batch([
    ...(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]),
    db.select().from(inquiries).where(eq(inquiries.submissionKey, key)),
    db
      .select({ id: staffNotifications.id })
      .from(staffNotifications)
      .where(and(sql`${staffNotifications.inquiryId} = ${inquiryId}`, eq(staffNotifications.kind, "new_inquiry"))),
  ]);
  const [inquiryRows, noticeRows] = results.slice(writes.length) as [Inquiry[], { id: number }[]];
  return { inquiry: inquiryRows[0]!, notificationId: noticeRows[0]?.id ?? null };
}
