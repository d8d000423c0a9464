import { and, asc, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { admins, inquiries, staffNotifications } from "../db/schema";
import { appendEvent } from "../record/timeline";
import { errorClassOf, log } from "../observability/log";
import type { StaffNotificationOutcome } from "../../contract/staffNotifications";
import { newInquiryEmail, replyArrivedEmail } from "./newInquiry";
import { sendStaffEmail } from "./staffEmail";

/** A claim older than this whose send never reported back is given up as "unconfirmed", never resent. */
export const CLAIM_TIMEOUT_MS = 2 * 60 * 1000;
/** The catch-up leaves fresh rows to the request that wrote them (it sends right after answering). */
export const CATCH_UP_GRACE_MS = 60 * 1000;
const CATCH_UP_BATCH = 50;

/**
 * Sends queued staff e-mails once the answer is on its way (the sender never waits for them, nor sees them fail).
 * One that fails is logged without personal data and stays for the scheduled catch-up (`catchUpNotifications`).
 */
export function deliverAfterAnswer(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  ids: readonly number[],
  failure: "new_inquiry_email_failed" | "reply_email_failed",
  inquiryId?: number,
): void {
  for (const id of ids)
    ctx.waitUntil(
      deliver(env, id).then(
        () => undefined,
        (error: unknown) => log.error(failure, { code: "notification_deferred", errorClass: errorClassOf(error), inquiryId }),
      ),
    );
}

async function finish(db: DrizzleD1Database, id: number, outcome: StaffNotificationOutcome) {
  await db
    .update(staffNotifications)
    .set({ outcome, doneAt: new Date().toISOString() })
    .where(and(eq(staffNotifications.id, id), isNull(staffNotifications.doneAt)));
}

/**
 * Sends one queued notification at most once: the conditional update claims it, and only the claimant
 * sends. A failure is logged (no personal data) and shown on the inquiry's timeline.
 */
export async function deliver(env: Env, id: number, now = new Date()): Promise<StaffNotificationOutcome | "taken"> {
  const db = drizzle(env.DB);
  const [claimed] = await db
    .update(staffNotifications)
    .set({ claimedAt: now.toISOString() })
    .where(and(eq(staffNotifications.id, id), isNull(staffNotifications.claimedAt)))
    .returning();
  if (!claimed) return "taken";
  const inquiry = await db
    .select({ id: inquiries.id, language: inquiries.language, createdAt: inquiries.createdAt, erasedAt: inquiries.erasedAt })
    .from(inquiries)
    .where(eq(inquiries.id, claimed.inquiryId))
    .get();
  // Nobody to tell about an inquiry that is gone.
  if (!inquiry || (claimed.kind === "reply" && inquiry.erasedAt)) return finish(db, id, "failed").then(() => "failed" as const);
  try {
    const { subject, text } = claimed.kind === "reply" ? replyArrivedEmail(env, inquiry) : newInquiryEmail(env, inquiry);
    const outcome = await sendStaffEmail(env, subject, text, await recipientAddress(db, claimed.recipientId));
    await finish(db, id, outcome);
    return outcome;
  } catch (error) {
    log.error(`${claimed.kind}_email_failed`, { code: "notification_failed", errorClass: errorClassOf(error), inquiryId: inquiry.id });
    await finish(db, id, "failed");
    await reportOnTimeline(db, inquiry.id);
    return "failed";
  }
}

/** A staff member's own address for their inquiries, when they gave one and are still active. */
async function recipientAddress(db: DrizzleD1Database, adminId: number | null): Promise<string | null> {
  if (adminId === null) return null;
  const staff = await db
    .select({ email: admins.email })
    .from(admins)
    .where(and(eq(admins.id, adminId), eq(admins.active, true)))
    .get();
  return staff?.email ?? null;
}

async function reportOnTimeline(db: DrizzleD1Database, inquiryId: number) {
  // An erased inquiry takes no new events (the guard answers with no row): then there is nobody to tell.
  await appendEvent(db, inquiryId, new Date().toISOString(), { type: "notification_failed", actorId: null }).catch((error: unknown) =>
    log.error("notification_event_failed", { inquiryId, errorClass: errorClassOf(error) }),
  );
}

/**
 * The scheduled catch-up (docs/budgets.md: idempotent and bounded): sends what no request sent (a Worker
 * stopped before its `waitUntil` ran), and gives up claims that never finished, saying so on the
 * timeline. Running it twice, or late, sends nothing twice.
 */
export async function catchUpNotifications(env: Env, now = new Date()): Promise<{ sent: number; unconfirmed: number }> {
  const db = drizzle(env.DB);
  const stale = await db
    .update(staffNotifications)
    .set({ outcome: "unconfirmed", doneAt: now.toISOString() })
    .where(
      and(
        isNull(staffNotifications.doneAt),
        isNotNull(staffNotifications.claimedAt),
        lt(staffNotifications.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString()),
      ),
    )
    .returning({ inquiryId: staffNotifications.inquiryId });
  for (const row of stale) await reportOnTimeline(db, row.inquiryId);

  const pending = await db
    .select({ id: staffNotifications.id })
    .from(staffNotifications)
    .where(
      and(
        isNull(staffNotifications.doneAt),
        isNull(staffNotifications.claimedAt),
        lt(staffNotifications.createdAt, new Date(now.getTime() - CATCH_UP_GRACE_MS).toISOString()),
      ),
    )
    .orderBy(asc(staffNotifications.createdAt))
    .limit(CATCH_UP_BATCH)
    .all();
  let sent = 0;
  for (const row of pending) if ((await deliver(env, row.id, now)) === "sent") sent += 1;
  if (sent || stale.length) log.info("staff_notifications_caught_up", { count: sent + stale.length });
  return { sent, unconfirmed: stale.length };
}
