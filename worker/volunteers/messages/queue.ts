import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { DAY_MS } from "../../../contract/clinicTime";
import { RENEWAL_NOTICE_DAYS, type VolunteerChannel } from "../../../contract/volunteers";
import { volunteerMessages, volunteers } from "../../db/schema";
import { insertWhere } from "../../db/insertWhere";
import { registryChannelOpen } from "../consent";

/** People whose renewal is queued per run of the minute's job: bounded work, and the next run goes on. */
const RENEWALS_PER_RUN = 50;

/**
 * The confirmation after joining, queued with the person (same batch): one per channel they chose that can
 * carry it (a text needs its own yes, an e-mail an address). Whether it may go is decided again when it goes.
 */
export function confirmationStatements(
  db: DrizzleD1Database,
  person: { reference: string; phone: string | null; email: string | null; channels: readonly VolunteerChannel[]; consentEndsAt: string },
  textOptIn: boolean,
  at: string,
): BatchItem<"sqlite">[] {
  const channels = [
    ...(person.channels.includes("text") && person.phone && textOptIn ? (["text"] as const) : []),
    ...(person.channels.includes("email") && person.email ? (["email"] as const) : []),
  ];
  return channels.map((channel) =>
    db.insert(volunteerMessages).values({
      volunteerId: sql`(select id from ${volunteers} where reference = ${person.reference})`,
      kind: "confirmation",
      channel,
      period: person.consentEndsAt,
      createdAt: at,
      sendAfter: at,
    }),
  );
}

/**
 * The renewal, a month before the yes ends (docs/registry.md): one message per consent period, by text when
 * the person may be texted, else by e-mail; none when neither is open (staff see "Renewal due" and may call).
 * Marking `renewal_sent_at` claims the person, in the batch that queues the message, so two runs at once queue one.
 */
export async function queueRenewals(env: Env, db: DrizzleD1Database, now = new Date()): Promise<{ queued: number; unreachable: number }> {
  const at = now.toISOString();
  const notice = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS).toISOString();
  const due = await db
    .select()
    .from(volunteers)
    .where(
      and(
        isNull(volunteers.renewalSentAt),
        isNull(volunteers.withdrawnAt),
        isNull(volunteers.erasedAt),
        gt(volunteers.consentEndsAt, at),
        lte(volunteers.consentEndsAt, notice),
      ),
    )
    .orderBy(volunteers.consentEndsAt)
    .limit(RENEWALS_PER_RUN)
    .all();
  let queued = 0;
  let unreachable = 0;
  for (const person of due) {
    const channel = (await registryChannelOpen(env, db, person, "text", now))
      ? "text"
      : (await registryChannelOpen(env, db, person, "email", now))
        ? "email"
        : null;
    const claim = db
      .update(volunteers)
      .set({ renewalSentAt: at })
      .where(and(eq(volunteers.id, person.id), isNull(volunteers.renewalSentAt), eq(volunteers.consentEndsAt, person.consentEndsAt)))
      .returning({ id: volunteers.id });
    if (!channel) {
      if ((await claim).length > 0) unreachable += 1;
      continue;
    }
    // The claim and the message in one batch: a Worker stopped between them never leaves a person claimed
    // with nothing queued. The message is written only if this run's claim took.
    const [, message] = await db.batch([
      claim,
      insertWhere(
        db,
        volunteerMessages,
        { volunteerId: person.id, kind: "renewal", channel, period: person.consentEndsAt, status: "queued", createdAt: at, sendAfter: at },
        // changes(): the rows the statement before it in this batch (the claim) changed, 1 only for the run that took it.
        sql`changes() = 1`,
      )
        .onConflictDoNothing()
        .returning({ id: volunteerMessages.id }),
    ]);
    if (message.length > 0) queued += 1;
  }
  return { queued, unreachable };
}
