import { and, desc, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { isClosedStatus } from "../../contract/inquiryStatus";
import type { Language } from "../../contract/language";
import type { MessageChannel } from "../../contract/messaging";
import { displayPhone } from "../../contract/phone";
import { inquiries, staffNotifications } from "../db/schema";
import { phoneDigitsOf, searchTextOf } from "../inquiries/searchText";
import { appendMessage, createdEvent, updateInquiry } from "../inquiries/timeline";
import { queueForLastInsertedInquiry } from "../notify/outbox";

/** What an incoming message may keep: the words (up to this length), never its attachments. */
export const INBOUND_TEXT_LIMIT = 5000;

export type Reply = {
  channel: MessageChannel;
  body: string;
  subject?: string | null;
  providerId?: string | null;
  attachmentsDropped?: number;
  fromOtherAddress?: boolean;
};

type Inquiry = typeof inquiries.$inferSelect;

/** What is stored of a message from the person: the words (up to the limit), never its attachments. */
export function incomingMessage(reply: Reply, at: string) {
  return {
    direction: "in" as const,
    channel: reply.channel,
    origin: "person" as const,
    status: "received" as const,
    body: reply.body.slice(0, INBOUND_TEXT_LIMIT),
    subject: reply.subject?.slice(0, 300) ?? null,
    providerId: reply.providerId ?? null,
    statusAt: at,
    attachmentsDropped: reply.attachmentsDropped ?? 0,
    fromOtherAddress: reply.fromOtherAddress ?? false,
  };
}

/** The open inquiry a number belongs to (the newest), or else the newest closed one; null when none. */
export async function inquiryOfNumber(db: DrizzleD1Database, e164: string): Promise<{ open: Inquiry | null; any: Inquiry | null }> {
  const digits = phoneDigitsOf(e164);
  const forms = e164.startsWith("+1") ? [digits, digits.slice(1)] : [digits];
  const rows = await db
    .select()
    .from(inquiries)
    .where(and(inArray(inquiries.phoneDigits, forms), isNull(inquiries.erasedAt), notInArray(inquiries.status, ["spam", "duplicate"])))
    .orderBy(desc(inquiries.id))
    .limit(20)
    .all();
  return { open: rows.find((row) => !isClosedStatus(row.status)) ?? null, any: rows[0] ?? null };
}

/**
 * A reply from the person lands on the inquiry's timeline (docs/messaging.md): the message, the inquiry marked
 * unread and replied, the next step "answer the reply" due now (open inquiries), and the staff e-mail
 * "a reply arrived" for the owner, or the team when nobody owns it. One batch; nothing is written if the
 * inquiry was erased meanwhile. Returns the notification to send, if any.
 */
export async function recordReply(
  db: DrizzleD1Database,
  inquiry: Inquiry,
  reply: Reply,
  now = new Date(),
): Promise<{ notificationId: number | null; messageId: number | null }> {
  const at = now.toISOString();
  const open = !isClosedStatus(inquiry.status);
  const [stored, , , queued] = await db.batch([
    ...appendMessage(db, inquiry.id, at, incomingMessage(reply, at), null),
    updateInquiry(db, inquiry.id, {
      repliedAt: sql`coalesce(${inquiries.repliedAt}, ${at})`,
      unreadSince: sql`coalesce(${inquiries.unreadSince}, ${at})`,
      ...(open ? { nextStepAt: at, nextStepKind: "reply" as const } : {}),
    }),
    // For the owner, or the team; the outbox skips it if the inquiry is erased before it goes.
    db
      .insert(staffNotifications)
      .values({ kind: "reply", recipientId: inquiry.assigneeId, inquiryId: inquiry.id, createdAt: at })
      .returning({ id: staffNotifications.id }),
  ]);
  const messageId = stored[0]?.messageId ?? null;
  return { notificationId: messageId === null ? null : (queued[0]?.id ?? null), messageId };
}

/**
 * A text from a number with no open inquiry becomes a new one (origin "text_reply"): the words are its
 * message and the first entry of its timeline; staff hear of it as of any new inquiry.
 */
export async function inquiryFromText(db: DrizzleD1Database, e164: string, body: string, language: Language | null, now = new Date()) {
  const at = now.toISOString();
  const fields = { name: "", email: "", phone: displayPhone(e164), message: body.slice(0, INBOUND_TEXT_LIMIT) };
  const [rows, queued] = await db.batch([
    db
      .insert(inquiries)
      .values({
        ...fields,
        consent: false,
        language,
        origin: "text_reply",
        searchText: searchTextOf(fields),
        emailNorm: null,
        phoneDigits: phoneDigitsOf(e164),
        status: "new",
        createdAt: at,
        repliedAt: at,
        unreadSince: at,
      })
      .returning(),
    queueForLastInsertedInquiry(db, "new_inquiry", at).returning({ id: staffNotifications.id }),
    createdEvent(
      db,
      at,
      sql`(select ${staffNotifications.inquiryId} from ${staffNotifications} where ${staffNotifications.id} = last_insert_rowid())`,
    ),
  ]);
  return { inquiry: rows[0]!, notificationId: queued[0]?.id ?? null };
}
