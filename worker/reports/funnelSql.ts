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
/** Reached: a contact attempt that reached the person, or booked (you cannot book someone unreached). */
export const everReached = sql<number>`(${everScheduled} or exists (select 1 from inquiry_events e
  where e.inquiry_id = ${inquiries.id} and e.type = 'contact_attempt' and e.outcome = 'reached'))`;
