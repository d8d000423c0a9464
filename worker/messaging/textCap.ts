import { inArray, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { SMS_TEXTS_PER_MONTH } from "../../contract/consent";
import { inquiries, messages } from "../db/schema";
import { phoneDigitForms } from "./inbound";

/** The window the monthly limit counts over: any 30 days, never a calendar month (stricter, and honest). */
export const TEXT_CAP_WINDOW_MS = 30 * 24 * 3_600_000;
/** Why a text was not sent: the number already got SMS_TEXTS_PER_MONTH texts in the last 30 days. */
export const MONTHLY_LIMIT = "monthly_limit";

/**
 * How many texts the site sent one number (on any of its inquiries) in the 30 days before `now`, as SQL to
 * put in a conditional write: what the provider took (sent_at) and what is being sent this moment (another
 * claim in `sending`), except `exceptId`. The answers to STOP, HELP and START are not counted (carriers
 * require them); the confirmation, staff texts, visit messages and answers to "1"/"2" are.
 */
export function textsSentTo(e164: string, now: Date, exceptId?: number | null): SQL {
  const since = new Date(now.getTime() - TEXT_CAP_WINDOW_MS).toISOString();
  const toNumber = sql`${messages.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${inArray(inquiries.phoneDigits, phoneDigitForms(e164))})`;
  return sql`(select count(*) from ${messages} where ${messages.channel} = 'text' and ${messages.direction} = 'out'
    and ${messages.origin} <> 'keyword_reply' and (${messages.sentAt} > ${since} or ${messages.status} = 'sending')
    and ${messages.id} <> ${exceptId ?? -1} and ${toNumber})`;
}

/** Whether the number has had its texts for the month (the limit the SMS consent statement names). */
export function overTextCap(e164: string, now: Date, exceptId?: number | null): SQL {
  return sql`(${textsSentTo(e164, now, exceptId)} >= ${SMS_TEXTS_PER_MONTH})`;
}

/** The same, read now (for an answer that goes with Twilio's webhook reply rather than through the outbox). */
export async function reachedTextCap(db: DrizzleD1Database, e164: string, now: Date): Promise<boolean> {
  const row = await db.get<{ over: number }>(sql`select ${overTextCap(e164, now)} as over`);
  return Boolean(row?.over);
}
