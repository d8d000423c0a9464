import { sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { REGISTRY_TEXTS_PER_MONTH } from "../../../contract/volunteers";
import { volunteerMessages, volunteers } from "../../db/schema";
import { TEXT_CAP_WINDOW_MS } from "../../messaging/textCap";

/**
 * Whether the list's texts to this number reached what its text statement promises, "up to 4 a month"
 * (REGISTRY_TEXTS_PER_MONTH; docs/registry.md): the confirmation, renewals and campaigns' invitations to any
 * entry of the list with this number, sent in the last 30 days or being sent now, except `exceptId`. A campaign
 * may be stricter (CAMPAIGN_PERSON_DAYS), never looser.
 */
export async function reachedListTextCap(db: DrizzleD1Database, phoneDigits: string | null, now: Date, exceptId: number): Promise<boolean> {
  if (!phoneDigits) return false;
  const since = new Date(now.getTime() - TEXT_CAP_WINDOW_MS).toISOString();
  const row = await db.get<{ n: number }>(sql`select count(*) as n from ${volunteerMessages} m
    join ${volunteers} v on v.id = m.volunteer_id
    where v.phone_digits = ${phoneDigits} and m.channel = 'text' and m.id <> ${exceptId}
      and (m.sent_at > ${since} or m.status = 'sending')`);
  return (row?.n ?? 0) >= REGISTRY_TEXTS_PER_MONTH;
}
