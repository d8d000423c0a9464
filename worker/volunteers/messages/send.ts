import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, or } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { isTextingTime, nextTextingTime } from "../../../contract/quietHours";
import { volunteerMessages, volunteers } from "../../db/schema";
import { confirmationTextLimits, emailConfig, twilioConfig } from "../../messaging/config";
import { untextableReason } from "../../messaging/sms/textableNumber";
import { MESSAGE_CLAIM_TIMEOUT_MS, afterFailure, deliver, type OutboxDeps, type SendOutcome } from "../../messaging/delivery";
import { errorClassOf, log } from "../../observability/log";
import { registryChannelOpen } from "../consent";
import { ledgerKeysHeld } from "../../messaging/keyOrder";
import { MONTHLY_LIMIT } from "../../messaging/textCap";
import { reachedListTextCap } from "./textCap";
import { registryMessage } from "./words";

const BATCH = 25;

async function settle(db: DrizzleD1Database, id: number, changes: Partial<typeof volunteerMessages.$inferInsert>) {
  await db
    .update(volunteerMessages)
    .set(changes)
    .where(and(eq(volunteerMessages.id, id), eq(volunteerMessages.status, "sending")));
}

/**
 * Sends one registry message at most once, as the inquiries' outbox does (worker/messaging/outbox.ts): claimed by
 * a conditional update; right before sending, the person's yes and the channel are read again (a STOP, an
 * unsubscribe, leaving or erasure wins), and a text waits for texting hours. The words never reach a log.
 */
export async function sendVolunteerMessage(env: Env, id: number, now = new Date(), deps: OutboxDeps = {}): Promise<SendOutcome> {
  const db = drizzle(env.DB);
  // A MESSAGING_KEY rotated out of order: earlier opt-outs cannot be found, so the message waits.
  if (!(await ledgerKeysHeld(env, db))) return "deferred";
  const at = now.toISOString();
  const [message] = await db
    .update(volunteerMessages)
    .set({ status: "sending", claimedAt: at })
    .where(
      and(
        eq(volunteerMessages.id, id),
        eq(volunteerMessages.status, "queued"),
        or(isNull(volunteerMessages.sendAfter), lte(volunteerMessages.sendAfter, at)),
        isNull(volunteerMessages.campaignId),
      ),
    )
    .returning();
  if (!message) return "taken";
  const person = await db.select().from(volunteers).where(eq(volunteers.id, message.volunteerId)).get();
  const to = message.channel === "text" ? person?.phone : person?.email;
  const configured = message.channel === "text" ? twilioConfig(env) : emailConfig(env);
  const untextable = message.channel === "text" && to ? await untextableReason(env, to) : null;
  // The confirmation text asks for the YES the list's other texts need (double opt-in).
  const asksForYes = message.kind === "confirmation" && message.channel === "text";
  const reason =
    !person || !to
      ? "erased"
      : !configured
        ? "not_configured"
        : message.channel === "text" && untextable
          ? untextable
          : // A renewal asked for a period that is over (renewed meanwhile, or ended) is no longer true.
            message.kind === "renewal" && person.consentEndsAt !== message.period
            ? "superseded"
            : !(await registryChannelOpen(env, db, person, message.channel, now, { askingForYes: asksForYes }))
              ? "closed"
              : asksForYes
                ? await confirmationTextHeldBack(env, db, person.phoneDigits, message.id, now)
                : message.channel === "text" && (await reachedListTextCap(db, person.phoneDigits, now, message.id))
                  ? MONTHLY_LIMIT
                  : null;
  if (reason || !person || !to) {
    await settle(db, id, { status: "cancelled", failureReason: reason, statusAt: at });
    return "cancelled";
  }
  if (message.channel === "text" && !isTextingTime(now, to)) {
    await settle(db, id, { status: "queued", claimedAt: null, sendAfter: nextTextingTime(now, to).toISOString() });
    return "deferred";
  }
  const words = await registryMessage(env, person, message.kind, message.channel);
  let providerId: string;
  try {
    providerId = await deliver(
      env,
      { channel: message.channel, to, ...words, language: person.language, inquiryId: null, automatic: true },
      deps,
    );
  } catch (error) {
    return failed(env, db, message, to, error, now);
  }
  await db.batch([
    db
      .update(volunteerMessages)
      .set({ status: "sent", sentAt: at, statusAt: at, providerId, failureReason: null })
      .where(and(eq(volunteerMessages.id, id), eq(volunteerMessages.status, "sending"))),
    // The list's "last contacted" (docs/registry.md): when a message of ours last went to them.
    db.update(volunteers).set({ lastContactedAt: at }).where(eq(volunteers.id, person.id)),
  ]);
  log.info("registry_message_sent", { messageId: id, channel: message.channel, code: message.kind });
  return "sent";
}

async function failed(
  env: Env,
  db: DrizzleD1Database,
  message: typeof volunteerMessages.$inferSelect,
  to: string,
  error: unknown,
  now: Date,
): Promise<SendOutcome> {
  const { outcome, reason, changes } = await afterFailure(env, db, { createdAt: message.createdAt, inquiryId: null }, to, error, now);
  await settle(db, message.id, changes);
  log.warn(outcome === "deferred" ? "registry_message_deferred" : "registry_message_failed", {
    messageId: message.id,
    channel: message.channel,
    code: reason,
  });
  return outcome;
}

/**
 * Why a confirmation text that asks for YES is held back (`daily_limit`, `number_daily_limit`; null: send it). The
 * website's form lets anyone type any number, so these texts share the contact form's caps
 * (CONFIRMATION_TEXTS_PER_DAY site-wide) and go to one number at most once a day, whatever the sign-ups.
 */
async function confirmationTextHeldBack(
  env: Env,
  db: DrizzleD1Database,
  phoneDigits: string | null,
  messageId: number,
  now: Date,
): Promise<"daily_limit" | "number_daily_limit" | null> {
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const recent = and(
    eq(volunteerMessages.kind, "confirmation"),
    eq(volunteerMessages.channel, "text"),
    inArray(volunteerMessages.status, ["sending", "sent", "delivered"]),
    gt(volunteerMessages.claimedAt, since),
    ne(volunteerMessages.id, messageId),
  );
  const [all, toNumber] = await Promise.all([
    db.select({ n: count() }).from(volunteerMessages).where(recent).get(),
    db
      .select({ n: count() })
      .from(volunteerMessages)
      .innerJoin(volunteers, eq(volunteers.id, volunteerMessages.volunteerId))
      .where(and(recent, eq(volunteers.phoneDigits, phoneDigits ?? "")))
      .get(),
  ]);
  if ((all?.n ?? 0) >= confirmationTextLimits(env).perDay) return "daily_limit";
  return (toNumber?.n ?? 0) > 0 ? "number_daily_limit" : null;
}

/** The minute's run: gives up claims that never reported back (never sent twice), then sends what is due. */
export async function sendDueVolunteerMessages(
  env: Env,
  now = new Date(),
  deps: OutboxDeps = {},
): Promise<Record<SendOutcome | "unconfirmed", number>> {
  const db = drizzle(env.DB);
  const at = now.toISOString();
  const counts: Record<SendOutcome | "unconfirmed", number> = { sent: 0, failed: 0, cancelled: 0, deferred: 0, taken: 0, unconfirmed: 0 };
  const stale = await db
    .update(volunteerMessages)
    .set({ status: "failed", failureReason: "unconfirmed", statusAt: at })
    .where(
      and(
        eq(volunteerMessages.status, "sending"),
        lt(volunteerMessages.claimedAt, new Date(now.getTime() - MESSAGE_CLAIM_TIMEOUT_MS).toISOString()),
      ),
    )
    .returning({ id: volunteerMessages.id });
  counts.unconfirmed = stale.length;
  const due = await db
    .select({ id: volunteerMessages.id })
    .from(volunteerMessages)
    .where(
      and(
        eq(volunteerMessages.status, "queued"),
        or(isNull(volunteerMessages.sendAfter), lte(volunteerMessages.sendAfter, at)),
        // Campaigns' invitations go through their queue, at their pace (worker/campaigns).
        isNull(volunteerMessages.campaignId),
      ),
    )
    .orderBy(asc(volunteerMessages.sendAfter))
    .limit(BATCH)
    .all();
  for (const { id } of due) counts[await sendVolunteerMessage(env, id, now, deps)] += 1;
  return counts;
}

/** Sends a new person's confirmation right after the request answered; the minute's run catches what this misses. */
export function sendConfirmationSoon(env: Env, ctx: { waitUntil(promise: Promise<unknown>): void }, reference: string) {
  ctx.waitUntil(
    (async () => {
      const db = drizzle(env.DB);
      const queued = await db
        .select({ id: volunteerMessages.id })
        .from(volunteerMessages)
        .innerJoin(volunteers, eq(volunteers.id, volunteerMessages.volunteerId))
        .where(and(eq(volunteers.reference, reference), eq(volunteerMessages.kind, "confirmation"), eq(volunteerMessages.status, "queued")))
        .all();
      for (const { id } of queued) await sendVolunteerMessage(env, id);
    })().catch((error: unknown) => log.error("registry_message_deferred", { code: "send_deferred", errorClass: errorClassOf(error) })),
  );
}
