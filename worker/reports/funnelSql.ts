import { sql } from "drizzle-orm";
import { inquiries } from "../db/schema";

/**
 * The funnel's steps of one inquiry as SQL (0 or 1), for sums over many: the recruitment report and a referral
 * partner's counts (worker/partners/report.ts) count them the same way.
 *
 * Ever booked for a screening visit: now scheduled or enrolled, or a status change to scheduled once.
 */
export const everScheduled = sql<number>`(${inquiries.status} in ('scheduled', 'enrolled') or exists (select 1 from inquiry_events e
  where e.inquiry_id = ${inquiries.id} and e.type = 'status' and e.to_status = 'scheduled'))`;
/**
 * Whether the incoming message under the alias `reply` answers a message someone on the team sent the person: a
 * two-way contact. A reply to the site's own confirmation is not (nobody on the team has reached them yet).
 */
export const answersTeam = (reply: string) =>
  sql.raw(`exists (select 1 from messages o where o.inquiry_id = ${reply}.inquiry_id and o.direction = 'out'
    and o.origin = 'staff' and o.id < ${reply}.id)`);

/** Reached: a contact attempt that reached the person, a reply to the team, or booked (you cannot book someone unreached). */
export const everReached = sql<number>`(${everScheduled} or exists (select 1 from inquiry_events e
  where e.inquiry_id = ${inquiries.id} and e.type = 'contact_attempt' and e.outcome = 'reached')
  or exists (select 1 from messages r where r.inquiry_id = ${inquiries.id} and r.direction = 'in' and ${answersTeam("r")}))`;
