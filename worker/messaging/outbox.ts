import { and, asc, eq, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { toE164 } from "../../contract/phone";
import { isTextingTime, nextTextingTime } from "../../contract/quietHours";
import { siteOrigin } from "../config";
import type { Language } from "../../contract/language";
import { inquiries, messages, visits } from "../db/schema";
import { visitCalendar } from "../calendar/ics";
import { errorClassOf, log } from "../observability/log";
import { addressOf, channelState } from "./channels";
import { ledgerKeysHeld } from "./keyOrder";
import { GIVE_UP_AFTER_MS, MESSAGE_CLAIM_TIMEOUT_MS, afterFailure, deliver, type OutboxDeps, type SendOutcome } from "./delivery";
import { MONTHLY_LIMIT, overTextCap } from "./textCap";

/** How often a text held by a pause (a possible opt-out staff have not decided on) is looked at again. */
const PAUSE_RECHECK_MS = 30 * 60 * 1000;

const OUTBOX_BATCH = 25;

type Message = typeof messages.$inferSelect;

async function settle(db: DrizzleD1Database, id: number, changes: Partial<typeof messages.$inferInsert>) {
  await db
    .update(messages)
    .set(changes)
    .where(and(eq(messages.id, id), eq(messages.status, "sending")));
}

/** A text to a number that had its texts for the month (textCap.ts), as SQL; never for an e-mail. */
async function capOf(db: DrizzleD1Database, id: number, now: Date): Promise<SQL | undefined> {
  const target = await db
    .select({ channel: messages.channel, phone: inquiries.phone })
    .from(messages)
    .innerJoin(inquiries, eq(inquiries.id, messages.inquiryId))
    .where(eq(messages.id, id))
    .get();
  const number = target?.channel === "text" ? toE164(target.phone) : null;
  return number ? overTextCap(number, now, id) : undefined;
}

/**
 * Sends one queued message at most once (docs/messaging.md): a conditional update claims it, and only the claimant
 * sends. A text is claimed only while its number is under the monthly limit the consent statement names
 * (contract/consent.ts, SMS_TEXTS_PER_MONTH), counted in the same statement, so two claims at once cannot both
 * pass it; over it, the text is cancelled as `monthly_limit`. Right before sending, the person's consent is
 * read again (an opt-out that arrived after the message was composed wins) and a text waits for texting
 * hours. The words never reach a log line.
 */
export async function sendQueuedMessage(env: Env, id: number, now = new Date(), deps: OutboxDeps = {}): Promise<SendOutcome> {
  const db = drizzle(env.DB);
  // A MESSAGING_KEY rotated out of order: earlier opt-outs cannot be found, so the message waits (keyOrder.ts).
  if (!(await ledgerKeysHeld(env, db))) return "deferred";
  const at = now.toISOString();
  const due = and(eq(messages.id, id), eq(messages.status, "queued"), or(isNull(messages.sendAfter), lte(messages.sendAfter, at)));
  const overCap = await capOf(db, id, now);
  const [message] = await db
    .update(messages)
    .set({ status: "sending", claimedAt: at })
    .where(overCap ? and(due, sql`not ${overCap}`) : due)
    .returning();
  if (!message) {
    if (!overCap) return "taken";
    const [capped] = await db
      .update(messages)
      .set({ status: "cancelled", failureReason: MONTHLY_LIMIT, statusAt: at })
      .where(and(due, overCap))
      .returning({ inquiryId: messages.inquiryId });
    if (!capped) return "taken";
    log.info("message_over_monthly_limit", { messageId: id, channel: "text", inquiryId: capped.inquiryId });
    return "cancelled";
  }
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, message.inquiryId)).get();
  if (!inquiry || inquiry.erasedAt || message.body === null) {
    await settle(db, id, { status: "cancelled", failureReason: "erased", statusAt: at });
    return "cancelled";
  }
  const state = await channelState(
    env,
    db,
    { ...inquiry, status: message.origin === "confirmation" ? "new" : inquiry.status },
    message.channel,
  );
  // A pause waits for staff's decision (a reminder may still be worth sending then), for a day at most.
  if (!state.available && state.reason === "paused" && now.getTime() - Date.parse(message.createdAt) < GIVE_UP_AFTER_MS) {
    await settle(db, id, { status: "queued", claimedAt: null, sendAfter: new Date(now.getTime() + PAUSE_RECHECK_MS).toISOString() });
    return "deferred";
  }
  if (!state.available) {
    await settle(db, id, { status: "cancelled", failureReason: state.reason, statusAt: at });
    return "cancelled";
  }
  const to = addressOf(inquiry, message.channel)!;
  if (message.channel === "text" && !isTextingTime(now, to)) {
    await settle(db, id, { status: "queued", claimedAt: null, sendAfter: nextTextingTime(now, to).toISOString() });
    return "deferred";
  }
  let providerId: string;
  try {
    providerId = await deliver(
      env,
      {
        channel: message.channel,
        to,
        subject: message.subject ?? "",
        body: message.body,
        language: inquiry.language ?? "en",
        inquiryId: inquiry.id,
        automatic: message.origin !== "staff",
        calendar: await calendarOf(db, message, inquiry.language ?? "en", to, siteOrigin(env), now),
      },
      deps,
    );
  } catch (error) {
    return failed(env, db, message, to, error, now);
  }
  // Sent: from here on nothing may put it back in the queue. If this write fails, the claim stays and
  // the schedule gives it up as "unconfirmed" (never sent twice).
  await settle(db, id, { status: "sent", sentAt: at, statusAt: at, providerId, failureReason: null });
  log.info("message_sent", { messageId: id, channel: message.channel, inquiryId: inquiry.id });
  return "sent";
}

async function failed(env: Env, db: DrizzleD1Database, message: Message, to: string, error: unknown, now: Date): Promise<SendOutcome> {
  const { outcome, reason, changes } = await afterFailure(env, db, message, to, error, now);
  await settle(db, message.id, changes);
  log.warn(outcome === "deferred" ? "message_deferred" : "message_failed", {
    messageId: message.id,
    channel: message.channel,
    code: reason,
  });
  return outcome;
}

/** The calendar file an invitation, an update or a cancellation carries: the visit as it is when it goes. */
async function calendarOf(
  db: DrizzleD1Database,
  message: Message,
  language: Language,
  to: string,
  origin: string,
  now: Date,
): Promise<string | undefined> {
  if (message.visitId === null || (message.origin !== "visit_invitation" && message.origin !== "visit_update")) return undefined;
  const visit = await db.select().from(visits).where(eq(visits.id, message.visitId)).get();
  return visit ? visitCalendar(visit, { language, siteHost: new URL(origin).host, method: "request", attendee: to, now }) : undefined;
}

/**
 * The scheduled run (every minute, docs/budgets.md: idempotent and bounded): sends what is due, oldest first,
 * and gives up claims that never reported back (the send may or may not have happened: never twice).
 */
export async function sendDueMessages(
  env: Env,
  now = new Date(),
  deps: OutboxDeps = {},
): Promise<Record<SendOutcome | "unconfirmed", number>> {
  const db = drizzle(env.DB);
  const at = now.toISOString();
  const counts: Record<SendOutcome | "unconfirmed", number> = { sent: 0, failed: 0, cancelled: 0, deferred: 0, taken: 0, unconfirmed: 0 };
  const stale = await db
    .update(messages)
    .set({ status: "failed", failureReason: "unconfirmed", statusAt: at })
    .where(and(eq(messages.status, "sending"), lt(messages.claimedAt, new Date(now.getTime() - MESSAGE_CLAIM_TIMEOUT_MS).toISOString())))
    .returning({ id: messages.id });
  counts.unconfirmed = stale.length;
  const due = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, "queued"), or(isNull(messages.sendAfter), lte(messages.sendAfter, at))))
    .orderBy(asc(messages.sendAfter))
    .limit(OUTBOX_BATCH)
    .all();
  for (const { id } of due) counts[await sendQueuedMessage(env, id, now, deps)] += 1;
  if (due.length || stale.length) log.info("messages_sent_by_schedule", { count: counts.sent });
  return counts;
}

/** Sends right after the request answered, when the messages are due; the schedule catches what this misses. */
export function sendSoon(env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }, ids: number[], now = new Date()) {
  ctx.waitUntil(
    (async () => {
      for (const id of ids) await sendQueuedMessage(env, id, now);
    })().catch((error: unknown) => log.error("message_send_deferred", { code: "send_deferred", errorClass: errorClassOf(error) })),
  );
}

/**
 * Sends a new inquiry's confirmations right after the answer (they were stored with it, worker/inquiries/create.ts):
 * read in the `waitUntil`, so the visitor waits for neither. What is not due yet (a text outside texting hours) or
 * not reached here waits for the schedule.
 */
export function sendConfirmationsSoon(env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }, inquiryId: number, now = new Date()) {
  ctx.waitUntil(
    (async () => {
      const queued = await drizzle(env.DB)
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.inquiryId, inquiryId), eq(messages.origin, "confirmation"), eq(messages.status, "queued")))
        .all();
      for (const { id } of queued) await sendQueuedMessage(env, id, now);
    })().catch((error: unknown) => log.error("message_send_deferred", { code: "send_deferred", errorClass: errorClassOf(error) })),
  );
}
