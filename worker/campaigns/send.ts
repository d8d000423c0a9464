import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { clinicToday, nextLocalDay, startOfLocalDay } from "../../contract/clinicTime";
import { DAY_MS } from "../../contract/clinicTime";
import { isTextingTime, nextTextingTime } from "../../contract/quietHours";
import { campaigns, consentEvents, messageTemplates, volunteerMessages, volunteers } from "../db/schema";
import { emailConfig, twilioConfig } from "../messaging/config";
import { untextableReason } from "../messaging/sms/textableNumber";
import { MONTHLY_LIMIT } from "../messaging/textCap";
import { reachedListTextCap } from "../volunteers/messages/textCap";
import { afterFailure, deliver, type OutboxDeps } from "../messaging/delivery";
import { addressHashes } from "../messaging/keys";
import { log } from "../observability/log";
import { registryChannelOpen } from "../volunteers/consent";
import type { CampaignSettings } from "./settings";
import { invitationWords } from "./words";

type Campaign = typeof campaigns.$inferSelect;
type Template = typeof messageTemplates.$inferSelect;
type Row = typeof volunteerMessages.$inferSelect;

/** The clock and the pace, which tests and the bench set; the provider's fetch as the outboxes take it. */
export type SendDeps = OutboxDeps & {
  now?: () => Date;
  /** Waits for this send's slot at the configured pace (worker/campaigns/pace.ts). */
  pace?: () => Promise<void>;
};

/** What became of one recipient: sent, not sent (cancelled, failed), later (deferred, with when), or another's. */
export type InvitationOutcome = { outcome: "sent" | "cancelled" | "failed" | "taken" } | { outcome: "deferred"; sendAfter: string };

async function settle(db: DrizzleD1Database, id: number, changes: Partial<typeof volunteerMessages.$inferInsert>) {
  await db
    .update(volunteerMessages)
    .set(changes)
    .where(and(eq(volunteerMessages.id, id), eq(volunteerMessages.status, "sending")));
}

/** Segments of campaign texts sent since the clinic's day began (every campaign). */
async function segmentsSentToday(db: DrizzleD1Database, now: Date): Promise<number> {
  const since = startOfLocalDay(clinicToday(now)).toISOString();
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${volunteerMessages.segments}), 0)` })
    .from(volunteerMessages)
    .where(and(sql`${volunteerMessages.campaignId} is not null`, gt(volunteerMessages.sentAt, since)));
  return Number(row?.total ?? 0);
}

/** Any change of the number's or address's word in the ledger after the campaign started (a STOP, a START...). */
async function consentChangedSince(env: Env, db: DrizzleD1Database, channel: "text" | "email", address: string, since: string) {
  const [row] = await db
    .select({ id: consentEvents.id })
    .from(consentEvents)
    .where(
      and(
        eq(consentEvents.channel, channel),
        inArray(consentEvents.addressHash, await addressHashes(env, channel, address)),
        gt(consentEvents.at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Another invitation went to this person within the cap's days (one per person per CAMPAIGN_PERSON_DAYS). */
async function invitedLately(db: DrizzleD1Database, row: Row, days: number, now: Date) {
  if (days === 0) return false;
  const [other] = await db
    .select({ id: volunteerMessages.id })
    .from(volunteerMessages)
    .where(
      and(
        eq(volunteerMessages.volunteerId, row.volunteerId),
        sql`${volunteerMessages.campaignId} is not null`,
        ne(volunteerMessages.id, row.id),
        gt(volunteerMessages.sentAt, new Date(now.getTime() - days * DAY_MS).toISOString()),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/**
 * Sends one recipient of a running campaign at most once (docs/campaigns.md, "Sending"). The row is claimed by a
 * conditional update, so a redelivered queue message or a second consumer finds it taken. Right before it goes,
 * everything is read again: the person may be erased, have left, have said STOP or changed their yes in any way
 * since the campaign started, or have been invited by another campaign within the cap's days; then it is
 * cancelled with that reason. A text outside texting hours in the person's time, or over the day's segment cap,
 * waits (deferred, with when). Only then is the pace's slot taken, and the send made.
 */
export async function sendInvitation(
  env: Env,
  db: DrizzleD1Database,
  campaign: Campaign,
  template: Template,
  id: number,
  settings: CampaignSettings,
  deps: SendDeps = {},
): Promise<InvitationOutcome> {
  const clock = deps.now ?? (() => new Date());
  let now = clock();
  const [row] = await db
    .update(volunteerMessages)
    .set({ status: "sending", claimedAt: now.toISOString() })
    .where(
      and(
        eq(volunteerMessages.id, id),
        eq(volunteerMessages.campaignId, campaign.id),
        eq(volunteerMessages.status, "queued"),
        or(isNull(volunteerMessages.sendAfter), lte(volunteerMessages.sendAfter, now.toISOString())),
      ),
    )
    .returning();
  if (!row) {
    const waiting = await db
      .select({ sendAfter: volunteerMessages.sendAfter })
      .from(volunteerMessages)
      .where(and(eq(volunteerMessages.id, id), eq(volunteerMessages.status, "queued")))
      .get();
    return waiting?.sendAfter ? { outcome: "deferred", sendAfter: waiting.sendAfter } : { outcome: "taken" };
  }
  const cancel = async (reason: string): Promise<InvitationOutcome> => {
    await settle(db, id, { status: "cancelled", failureReason: reason, statusAt: clock().toISOString() });
    return { outcome: "cancelled" };
  };
  const wait = async (until: Date): Promise<InvitationOutcome> => {
    await settle(db, id, { status: "queued", claimedAt: null, sendAfter: until.toISOString() });
    return { outcome: "deferred", sendAfter: until.toISOString() };
  };

  const person = await db.select().from(volunteers).where(eq(volunteers.id, row.volunteerId)).get();
  const channel = row.channel;
  const to = channel === "text" ? person?.phone : person?.email;
  if (!person || !to) return cancel("erased");
  if (!(channel === "text" ? twilioConfig(env) : emailConfig(env))) return cancel("not_configured");
  const untextable = channel === "text" ? await untextableReason(env, to) : null;
  if (untextable) return cancel(untextable);
  if (!(await registryChannelOpen(env, db, person, channel, now))) return cancel("closed");
  if (await consentChangedSince(env, db, channel, to, campaign.startedAt ?? campaign.createdAt)) return cancel("consent_changed");
  if (await invitedLately(db, row, settings.personDays, now)) return cancel("person_cap");
  // The list's own promise, "up to 4 texts a month", for every text of the list to this number.
  if (channel === "text" && (await reachedListTextCap(db, person.phoneDigits, now, row.id))) return cancel(MONTHLY_LIMIT);
  if (channel === "text") {
    if (!isTextingTime(now, to)) return wait(nextTextingTime(now, to));
    if ((await segmentsSentToday(db, now)) + row.segments > settings.segmentsPerDay)
      return wait(nextTextingTime(startOfLocalDay(nextLocalDay(clinicToday(now))), to));
  }
  await deps.pace?.();
  now = clock();
  // The slot may have come at 9 p.m. sharp.
  if (channel === "text" && !isTextingTime(now, to)) return wait(nextTextingTime(now, to));

  const words = invitationWords(template, person.language, channel);
  const at = now.toISOString();
  let providerId: string;
  try {
    providerId = await deliver(
      env,
      {
        channel,
        to,
        ...words,
        language: person.language,
        inquiryId: null,
        automatic: true,
        validitySeconds: channel === "text" ? settings.textValiditySeconds : undefined,
      },
      deps,
    );
  } catch (error) {
    const { outcome, reason, changes } = await afterFailure(env, db, { createdAt: row.createdAt, inquiryId: null }, to, error, now);
    await settle(db, id, changes);
    log.warn(outcome === "deferred" ? "campaign_send_deferred" : "campaign_send_failed", { messageId: id, channel, code: reason });
    return outcome === "deferred" ? { outcome, sendAfter: String(changes.sendAfter) } : { outcome };
  }
  await db.batch([
    db
      .update(volunteerMessages)
      .set({ status: "sent", sentAt: at, statusAt: at, providerId, failureReason: null })
      .where(and(eq(volunteerMessages.id, id), eq(volunteerMessages.status, "sending"))),
    db.update(volunteers).set({ lastContactedAt: at }).where(eq(volunteers.id, person.id)),
  ]);
  return { outcome: "sent" };
}
