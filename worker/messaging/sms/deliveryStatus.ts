import { and, eq, inArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { MESSAGE_STATUSES, STATUS_RANK, type MessageStatus } from "../../../contract/messaging";
import { messages } from "../../db/schema";
import { recordConsent } from "../consent";
import { addressOf } from "../channels";
import { addressHash } from "../keys";
import { inquiries } from "../../db/schema";
import { OPTED_OUT_CODES } from "./twilio";

/** Twilio's MessageStatus values, as ours ("accepted", "queued", "sending" say nothing new). A Map: no inherited keys. */
const TWILIO_STATUS = new Map<string, MessageStatus>([
  ["sent", "sent"],
  ["delivered", "delivered"],
  ["read", "delivered"],
  ["undelivered", "failed"],
  ["failed", "failed"],
]);

/**
 * A status callback for a text (docs/messaging.md): the message moves forward only (a late "sent" never undoes
 * "delivered"); a failure keeps Twilio's error code; a carrier's opt-out code goes into the ledger.
 * Returns whether anything changed.
 */
export async function applyDeliveryStatus(
  env: Env,
  db: DrizzleD1Database,
  update: { providerId: string; status: string; errorCode: string | null },
  now = new Date(),
): Promise<boolean> {
  const status = TWILIO_STATUS.get(update.status);
  if (!status) return false;
  const earlier = MESSAGE_STATUSES.filter((candidate) => STATUS_RANK[candidate] < STATUS_RANK[status] && candidate !== "queued");
  const at = now.toISOString();
  const reason = status === "failed" ? `twilio:${update.errorCode ?? "unknown"}` : null;
  const [changed] = await db
    .update(messages)
    .set({ status, statusAt: at, ...(reason ? { failureReason: reason } : {}) })
    .where(and(eq(messages.channel, "text"), eq(messages.providerId, update.providerId), inArray(messages.status, earlier)))
    .returning({ inquiryId: messages.inquiryId });
  if (!changed) return false;
  if (update.errorCode && OPTED_OUT_CODES.has(Number(update.errorCode))) {
    const inquiry = await db
      .select({ phone: inquiries.phone, email: inquiries.email })
      .from(inquiries)
      .where(eq(inquiries.id, changed.inquiryId))
      .get();
    const number = inquiry ? addressOf(inquiry, "text") : null;
    if (number) {
      await recordConsent(db, {
        channel: "text",
        addressHash: await addressHash(env, "text", number),
        action: "revoked",
        source: "provider",
        statement: reason,
        language: null,
        inquiryId: changed.inquiryId,
        at,
      });
    }
  }
  return true;
}
