import { and, eq, exists, inArray, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { inquiries, messages } from "../../db/schema";
import { appendEvent, commit } from "../../record/timeline";

/**
 * Flags a text that may ask to stop texts (contract/smsKeywords.ts "possible_opt_out") on the inquiries it landed
 * on at `at`, among `candidates` (the number's open inquiries once it was stored): those holding it as a reply,
 * or started by it. The flag is a timeline event; the text stays the unread reply it is.
 */
export async function flagPossibleOptOut(db: DrizzleD1Database, candidates: { id: number }[], at: string): Promise<void> {
  if (candidates.length === 0) return;
  const heldThere = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(eq(messages.inquiryId, inquiries.id), eq(messages.direction, "in"), eq(messages.channel, "text"), eq(messages.createdAt, at)),
    );
  const landed = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        inArray(
          inquiries.id,
          candidates.map((inquiry) => inquiry.id),
        ),
        or(eq(inquiries.createdAt, at), exists(heldThere)),
      ),
    )
    .all();
  if (landed.length === 0) return;
  await commit(
    db,
    landed.map(({ id }) => appendEvent(db, id, at, { type: "possible_opt_out", actorId: null, channel: "text" })),
  );
}
