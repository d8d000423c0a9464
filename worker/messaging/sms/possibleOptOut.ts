import { and, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { PauseDecision } from "../../../contract/messaging";
import { consentEvents, inquiries, messages } from "../../db/schema";
import { insertWhere } from "../../db/insertWhere";
import { appendEvent, commit } from "../../record/timeline";
import { addressOf } from "../channels";
import { addressHash, addressHashes } from "../keys";

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

/** The latest word on a number under every accepted key, as SQL (null when the ledger has none). */
function latestWordSql(hashes: readonly string[]) {
  return sql`(select ${consentEvents.action} from ${consentEvents} where ${and(
    eq(consentEvents.channel, "text"),
    inArray(consentEvents.addressHash, [...hashes]),
  )} order by ${consentEvents.id} desc limit 1)`;
}

/**
 * A possible opt-out pauses every text to the number (docs/messaging.md, "Possible opt-outs"): reminders,
 * campaigns, renewals and staff's own, read from the ledger right before each send. Written only over a yes (a
 * number already opted out stays so; one with no yes gets no texts anyway), in one statement with that check.
 */
export async function pauseTexts(env: Env, db: DrizzleD1Database, from: string, inquiryId: number | null, at: string): Promise<void> {
  const hashes = await addressHashes(env, "text", from);
  if (hashes.length === 0) return;
  await insertWhere(
    db,
    consentEvents,
    {
      channel: "text",
      addressHash: await addressHash(env, "text", from),
      action: "paused",
      source: "keyword",
      statement: "possible_opt_out",
      language: null,
      page: null,
      inquiryId,
      at,
    },
    sql`${latestWordSql(hashes)} = 'granted'`,
  );
}

export type PauseDecisionResult = { ok: true } | { ok: false; code: "not_found" | "erased" | "not_paused" };

/**
 * Staff's decision on a paused number, from an inquiry that has it (docs/messaging.md): an opt-out (texts stop
 * until the person texts START) or not one (texts go on). On the ledger (source `staff_decision`) and the
 * timeline, in one batch; only while the number's latest word is still the pause.
 */
export async function decidePausedTexts(
  env: Env,
  db: DrizzleD1Database,
  inquiryId: number,
  decision: PauseDecision,
  actorId: number,
  now = new Date(),
): Promise<PauseDecisionResult> {
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  if (!inquiry) return { ok: false, code: "not_found" };
  if (inquiry.erasedAt) return { ok: false, code: "erased" };
  const number = addressOf(inquiry, "text");
  const hashes = number ? await addressHashes(env, "text", number) : [];
  if (!number || hashes.length === 0) return { ok: false, code: "not_paused" };
  const at = now.toISOString();
  const action = decision === "opt_out" ? "revoked" : "granted";
  const [written] = await db.batch([
    insertWhere(
      db,
      consentEvents,
      {
        channel: "text",
        addressHash: await addressHash(env, "text", number),
        action,
        source: "staff_decision",
        statement: `staff:${decision}`,
        language: null,
        page: null,
        inquiryId,
        at,
      },
      sql`${latestWordSql(hashes)} = 'paused'`,
    ).returning({ id: consentEvents.id }),
    appendEvent(
      db,
      inquiryId,
      at,
      { type: "consent", actorId, channel: "text", consentAction: action },
      {
        also: sql`exists (select 1 from ${consentEvents} where ${consentEvents.inquiryId} = ${inquiryId} and ${consentEvents.at} = ${at} and ${consentEvents.source} = 'staff_decision')`,
      },
    ),
  ]);
  return written.length > 0 ? { ok: true } : { ok: false, code: "not_paused" };
}
