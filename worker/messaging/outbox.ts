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
import { twilioConfig } from "./config";
import { recordConsent } from "./consent";
import { sendPersonEmail } from "./email/outbound";
import { addressHash } from "./keys";
import { OPTED_OUT_CODES, SmsSendError, twilioSender } from "./sms/twilio";
import { MONTHLY_LIMIT, overTextCap } from "./textCap";

/** A claim older than this that never reported back is given up ("unconfirmed"), never sent again. */
export const MESSAGE_CLAIM_TIMEOUT_MS = 2 * 60 * 1000;
/** A send the provider could not take now is tried again this much later... */
export const RETRY_DELAY_MS = 5 * 60 * 1000;
/** ...until the message is this old: then it fails, and staff see it on the timeline. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const OUTBOX_BATCH = 25;

export type SendOutcome = "sent" | "failed" | "cancelled" | "deferred" | "taken";
/** How texts reach the provider: `fetch` in production, a fake Twilio API in tests. */
export type OutboxDeps = { fetcher?: typeof fetch };

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
    providerId =
      message.channel === "text"
        ? (
            await twilioSender(
              twilioConfig(env)!,
              deps.fetcher,
            )({ to, body: message.body, statusCallback: `${siteOrigin(env)}/api/sms/status` })
          ).providerId
        : await sendPersonEmail(env, {
            to,
            subject: message.subject ?? "",
            body: message.body,
            language: inquiry.language ?? "en",
            inquiryId: inquiry.id,
            addressHash: await addressHash(env, "email", to),
            automatic: message.origin !== "staff",
            calendar: await calendarOf(db, message, inquiry.language ?? "en", to, siteOrigin(env), now),
          });
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
  const at = now.toISOString();
  const reason = error instanceof SmsSendError ? error.reason : `email:${errorClassOf(error)}`;
  // Email Service's refusals and Twilio's busy or unreachable moments pass; a number Twilio knows opted out does not.
  const retry = error instanceof SmsSendError ? error.retry : true;
  if (error instanceof SmsSendError && OPTED_OUT_CODES.has(Number(reason.split(":")[1]))) {
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", to),
      action: "revoked",
      source: "provider",
      statement: reason,
      language: null,
      inquiryId: message.inquiryId,
      at,
    });
  }
  const age = now.getTime() - new Date(message.createdAt).getTime();
  if (retry && age < GIVE_UP_AFTER_MS) {
    await settle(db, message.id, {
      status: "queued",
      claimedAt: null,
      failureReason: reason,
      sendAfter: new Date(now.getTime() + RETRY_DELAY_MS).toISOString(),
    });
    log.warn("message_deferred", { messageId: message.id, channel: message.channel, code: reason });
    return "deferred";
  }
  await settle(db, message.id, { status: "failed", failureReason: reason, statusAt: at });
  log.warn("message_failed", { messageId: message.id, channel: message.channel, code: reason });
  return "failed";
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
