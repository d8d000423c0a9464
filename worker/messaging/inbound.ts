import { and, desc, eq, gt, inArray, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { CLOSED_STATUSES, isClosedStatus } from "../../contract/inquiryStatus";
import type { Language } from "../../contract/language";
import type { MessageChannel } from "../../contract/messaging";
import { displayPhone, toE164 } from "../../contract/phone";
import { inquiries, messages, staffNotifications, visits } from "../db/schema";
import { phoneDigitsOf, searchColumnsOf } from "../record/searchText";
import { appendMessage, updateInquiry } from "../record/timeline";
import { storeInquiry } from "../record/newInquiry";

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

/** How `inquiries.phone_digits` may hold a number: as typed, so a US number with or without its 1. */
export function phoneDigitForms(e164: string): string[] {
  const digits = phoneDigitsOf(e164);
  return e164.startsWith("+1") ? [digits, digits.slice(1)] : [digits];
}

/**
 * The inquiries of a number, newest first: `open` the newest open one, else `any` the newest closed one
 * (null when none), and `openOnes` all the open ones, for replyOwners.
 */
export async function inquiryOfNumber(
  db: DrizzleD1Database,
  e164: string,
): Promise<{ open: Inquiry | null; any: Inquiry | null; openOnes: Inquiry[] }> {
  const ofNumber = and(
    inArray(inquiries.phoneDigits, phoneDigitForms(e164)),
    isNull(inquiries.erasedAt),
    notInArray(inquiries.status, ["spam", "duplicate"]),
  );
  // Every open one, not a window of the newest: anyone can file the form with a number, and filings must not
  // push the person's own inquiry (the one with their visit) out of view. The cap only bounds a flood.
  const openOnes = await db
    .select()
    .from(inquiries)
    .where(and(ofNumber, notInArray(inquiries.status, [...CLOSED_STATUSES])))
    .orderBy(desc(inquiries.id))
    .limit(500)
    .all();
  const any = openOnes[0] ?? (await db.select().from(inquiries).where(ofNumber).orderBy(desc(inquiries.id)).limit(1).get()) ?? null;
  return { open: openOnes[0] ?? null, any, openOnes };
}

/**
 * Which of a number's open inquiries a text from it may answer (docs/messaging.md "Who owns a reply"): those
 * that texted the number themselves (staff or a visit message, gone out) or have a visit coming. The
 * form's automatic confirmation does not count, since anyone can file the form with any number; when no
 * inquiry qualifies, every open one is a candidate. One candidate owns the text; several leave it to staff.
 */
export async function replyOwners(db: DrizzleD1Database, open: Inquiry[], now = new Date()): Promise<Inquiry[]> {
  if (open.length <= 1) return open;
  // One bound parameter however many there are (D1 takes 100 per statement).
  const ids = JSON.stringify(open.map((inquiry) => inquiry.id));
  const [texted, visiting] = await Promise.all([
    db
      .selectDistinct({ id: messages.inquiryId })
      .from(messages)
      .where(
        and(
          sql`${messages.inquiryId} in (select value from json_each(${ids}))`,
          eq(messages.direction, "out"),
          eq(messages.channel, "text"),
          notInArray(messages.origin, ["confirmation", "keyword_reply"]),
          inArray(messages.status, ["sending", "sent", "delivered"]),
        ),
      )
      .all(),
    db
      .selectDistinct({ id: visits.inquiryId })
      .from(visits)
      .where(
        and(
          sql`${visits.inquiryId} in (select value from json_each(${ids}))`,
          inArray(visits.state, ["booked", "confirmed"]),
          // As upcomingVisitOf: a visit that began within the hour is still the one a "1" is about.
          gt(visits.startAt, new Date(now.getTime() - 3_600_000).toISOString()),
        ),
      )
      .all(),
  ]);
  const wrote = new Set([...texted, ...visiting].map((row) => row.id));
  const qualified = open.filter((inquiry) => wrote.has(inquiry.id));
  // With none that wrote to the number, the newest few share the text (a flood of filings must not multiply it).
  return qualified.length > 0 ? qualified : open.slice(0, UNCLEAR_COPIES);
}

/**
 * When the inquiry's team last texted the person (a staff or visit text that went out; the form's automatic
 * confirmation and keyword answers do not count): null when it never did. An inquiry that never texted the
 * number never owns a reply to the list's texts (an invitation, a confirmation) sent to it.
 */
export async function lastTextedAt(db: DrizzleD1Database, inquiryId: number): Promise<string | null> {
  const row = await db
    .select({ at: sql<string | null>`max(${messages.sentAt})` })
    .from(messages)
    .where(
      and(
        eq(messages.inquiryId, inquiryId),
        eq(messages.direction, "out"),
        eq(messages.channel, "text"),
        notInArray(messages.origin, ["confirmation", "keyword_reply"]),
        inArray(messages.status, ["sent", "delivered"]),
      ),
    )
    .get();
  return row?.at ?? null;
}

/** The most inquiries a text nobody clearly owns is copied to. */
const UNCLEAR_COPIES = 20;

/**
 * What a reply does to one inquiry: the message, the inquiry unread, the staff e-mail "a reply arrived" for
 * the owner, or the team when nobody owns it (the outbox skips it if the inquiry is erased before it goes);
 * and, unless its owner is unclear, the next step "answer the reply" due now (open inquiries). Only the
 * person's own number or address counts as "the person replied" (repliedAt, which opens free text).
 */
function replyStatements(db: DrizzleD1Database, inquiry: Inquiry, reply: Reply, at: string, ownerUnclear: boolean) {
  const fromThePerson = !reply.fromOtherAddress && !ownerUnclear;
  return [
    ...appendMessage(db, inquiry.id, at, { ...incomingMessage(reply, at), ownerUnclear }, null),
    updateInquiry(db, inquiry.id, {
      ...(fromThePerson ? { repliedAt: sql`coalesce(${inquiries.repliedAt}, ${at})` } : {}),
      unreadSince: sql`coalesce(${inquiries.unreadSince}, ${at})`,
      ...(!ownerUnclear && !isClosedStatus(inquiry.status) ? { nextStepAt: at, nextStepKind: "reply" as const } : {}),
    }),
    db
      .insert(staffNotifications)
      .values({ kind: "reply", recipientId: inquiry.assigneeId, inquiryId: inquiry.id, createdAt: at })
      .returning({ id: staffNotifications.id }),
  ] as const;
}

/**
 * A reply from the person lands on the inquiry's timeline (docs/messaging.md): see replyStatements. One batch;
 * nothing is written if the inquiry was erased meanwhile. Returns the notification to send, if any.
 */
export async function recordReply(
  db: DrizzleD1Database,
  inquiry: Inquiry,
  reply: Reply,
  now = new Date(),
): Promise<{ notificationId: number | null; messageId: number | null }> {
  const [stored, , , queued] = await db.batch(replyStatements(db, inquiry, reply, now.toISOString(), false));
  const messageId = stored[0]?.messageId ?? null;
  return { notificationId: messageId === null ? null : (queued[0]?.id ?? null), messageId };
}

/**
 * A text that several open inquiries could own (replyOwners): a copy on each, flagged `ownerUnclear`, unread,
 * with the staff e-mail; nothing else until staff say whose it is (chooseReplyOwner). Returns the
 * notifications to send.
 */
export async function recordUnclearReply(db: DrizzleD1Database, candidates: Inquiry[], reply: Reply, now = new Date()): Promise<number[]> {
  const at = now.toISOString();
  // Twilio's id is unique among messages: the first copy keeps it.
  const statements = candidates.flatMap((inquiry, i) =>
    replyStatements(db, inquiry, i === 0 ? reply : { ...reply, providerId: null }, at, true),
  );
  const results = await db.batch(statements as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return candidates.flatMap((_, i) => {
    const stored = results[i * 4] as { messageId: number }[];
    const queued = results[i * 4 + 3] as { id: number }[];
    return stored[0] && queued[0] ? [queued[0].id] : [];
  });
}

export type ChooseOwnerResult = { ok: true; copies: number } | { ok: false; code: "not_found" | "erased" | "conflict" };

/**
 * Staff say that a flagged reply is this inquiry's ("This reply belongs to this inquiry"): the flag goes,
 * and the reply does now what it would have done on arrival, except answering a visit's "1"/"2" (the person
 * got no answer then; staff confirm or move the visit themselves): the inquiry replied, unread, its next
 * step "answer the reply". The copies on the other inquiries keep their place on those timelines, marked
 * `other_inquiry`, without the words, which are the person's and stay only here (so erasing this inquiry
 * erases them). All in one batch, only while the reply is still flagged.
 */
export async function chooseReplyOwner(
  db: DrizzleD1Database,
  inquiryId: number,
  messageId: number,
  now = new Date(),
): Promise<ChooseOwnerResult> {
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  if (!inquiry) return { ok: false, code: "not_found" };
  if (inquiry.erasedAt) return { ok: false, code: "erased" };
  const message = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.inquiryId, inquiryId), eq(messages.direction, "in")))
    .get();
  if (!message) return { ok: false, code: "not_found" };
  if (!message.ownerUnclear) return { ok: false, code: "conflict" };
  const e164 = toE164(inquiry.phone);
  const copies = e164
    ? await db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(inquiries, eq(inquiries.id, messages.inquiryId))
        .where(
          and(
            ne(messages.id, message.id),
            eq(messages.ownerUnclear, true),
            eq(messages.direction, "in"),
            eq(messages.channel, message.channel),
            eq(messages.createdAt, message.createdAt),
            inArray(inquiries.phoneDigits, phoneDigitForms(e164)),
          ),
        )
        .all()
    : [];
  const copyIds = copies.map((copy) => copy.id);
  const at = now.toISOString();
  const stillFlagged = sql`exists (select 1 from ${messages} where ${messages.id} = ${message.id} and ${messages.ownerUnclear} = 1)`;
  const statements: BatchItem<"sqlite">[] = [
    updateInquiry(
      db,
      inquiryId,
      {
        repliedAt: sql`coalesce(${inquiries.repliedAt}, ${message.createdAt})`,
        unreadSince: sql`coalesce(${inquiries.unreadSince}, ${message.createdAt})`,
        ...(isClosedStatus(inquiry.status) ? {} : { nextStepAt: at, nextStepKind: "reply" as const }),
      },
      { also: stillFlagged },
    ),
  ];
  if (copyIds.length > 0)
    statements.push(
      db
        .update(messages)
        .set({ ownerUnclear: false, body: null, subject: null, failureReason: "other_inquiry" })
        .where(and(inArray(messages.id, copyIds), eq(messages.ownerUnclear, true), stillFlagged)),
    );
  // Last, so that the statements before it still see the reply flagged.
  statements.push(
    db
      .update(messages)
      .set({ ownerUnclear: false })
      .where(and(eq(messages.id, message.id), eq(messages.ownerUnclear, true)))
      .returning({ id: messages.id }),
  );
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const chosen = results.at(-1) as { id: number }[];
  if (chosen.length === 0) return { ok: false, code: "conflict" };
  return { ok: true, copies: copyIds.length };
}

/**
 * A text from a number with no open inquiry becomes a new one (origin "text_reply"): the words are its
 * message and the first entry of its timeline; staff hear of it as of any new inquiry.
 */
export async function inquiryFromText(db: DrizzleD1Database, e164: string, body: string, language: Language | null, now = new Date()) {
  const at = now.toISOString();
  const fields = { name: "", email: "", phone: displayPhone(e164), message: body.slice(0, INBOUND_TEXT_LIMIT) };
  return storeInquiry(db, {
    row: {
      ...fields,
      consent: false,
      language,
      origin: "text_reply",
      ...searchColumnsOf(fields),
      // The number as it texted (with its 1): how messaging finds a number's inquiries (phoneDigitForms).
      phoneDigits: phoneDigitsOf(e164),
      status: "new",
      createdAt: at,
      repliedAt: at,
      unreadSince: at,
    },
    announce: true,
  });
}
