import { and, eq, inArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { MESSAGE_STATUSES, STATUS_RANK, type MessageStatus } from "../../../contract/messaging";
import { VOLUNTEER_MESSAGE_STATUSES } from "../../../contract/volunteers";
import { messages, volunteerMessages, volunteers } from "../../db/schema";
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

/** The statuses a report may move a message out of: only earlier ones (a late "sent" never undoes "delivered"). */
function earlierThan<S extends MessageStatus>(status: MessageStatus, statuses: readonly S[]): S[] {
  return statuses.filter((candidate) => STATUS_RANK[candidate] < STATUS_RANK[status] && candidate !== "queued");
}

/**
 * A status callback for a text (docs/messaging.md): the message, an inquiry's or the registry's
 * (docs/registry.md, "Messages"), moves forward only; a failure keeps Twilio's error code; a carrier's opt-out
 * code goes into the ledger for the number it went to. Returns whether anything changed.
 */
export async function applyDeliveryStatus(
  env: Env,
  db: DrizzleD1Database,
  update: { providerId: string; status: string; errorCode: string | null },
  now = new Date(),
): Promise<boolean> {
  const status = TWILIO_STATUS.get(update.status);
  if (!status) return false;
  const at = now.toISOString();
  const reason = status === "failed" ? `twilio:${update.errorCode ?? "unknown"}` : null;
  const changes = { status, statusAt: at, ...(reason ? { failureReason: reason } : {}) };
  const optedOut = update.errorCode !== null && OPTED_OUT_CODES.has(Number(update.errorCode));
  const [inquiryText] = await db
    .update(messages)
    .set(changes)
    .where(
      and(
        eq(messages.channel, "text"),
        eq(messages.providerId, update.providerId),
        inArray(messages.status, earlierThan(status, MESSAGE_STATUSES)),
      ),
    )
    .returning({ inquiryId: messages.inquiryId });
  if (inquiryText) {
    if (optedOut) {
      const inquiry = await db
        .select({ phone: inquiries.phone, email: inquiries.email })
        .from(inquiries)
        .where(eq(inquiries.id, inquiryText.inquiryId))
        .get();
      await carrierOptOut(env, db, inquiry ? addressOf(inquiry, "text") : null, reason, inquiryText.inquiryId, at);
    }
    return true;
  }
  if (status === "sent") return false;
  const [registryText] = await db
    .update(volunteerMessages)
    .set(changes as { status: "delivered" | "failed" })
    .where(
      and(
        eq(volunteerMessages.channel, "text"),
        eq(volunteerMessages.providerId, update.providerId),
        inArray(volunteerMessages.status, earlierThan(status, VOLUNTEER_MESSAGE_STATUSES)),
      ),
    )
    .returning({ volunteerId: volunteerMessages.volunteerId });
  if (!registryText) return false;
  if (optedOut) {
    const person = await db.select({ phone: volunteers.phone }).from(volunteers).where(eq(volunteers.id, registryText.volunteerId)).get();
    await carrierOptOut(env, db, person?.phone ?? null, reason, null, at);
  }
  return true;
}

/** The carrier says the number opted out (or cannot take texts): the ledger stops every text to it. */
async function carrierOptOut(
  env: Env,
  db: DrizzleD1Database,
  number: string | null,
  reason: string | null,
  inquiryId: number | null,
  at: string,
) {
  if (!number) return;
  await recordConsent(db, {
    channel: "text",
    addressHash: await addressHash(env, "text", number),
    action: "revoked",
    source: "provider",
    statement: reason,
    language: null,
    inquiryId,
    at,
  });
}
