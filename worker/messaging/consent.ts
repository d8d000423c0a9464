import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { SMS_TEXTS_PER_MONTH } from "../../contract/consent";
import { REGISTRY_TEXTS_PER_MONTH } from "../../contract/volunteers";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Language } from "../../contract/language";
import type { ConsentAction, ConsentSource, MessageChannel } from "../../contract/messaging";
import { consentEvents } from "../db/schema";
import { insertWhere } from "../db/insertWhere";

/**
 * The consent ledger (docs/messaging.md): one appended event per consent or opt-out, per channel and number or
 * address (as a keyed hash, worker/messaging/keys.ts). The latest event decides; nothing is overwritten.
 */
export type ConsentEntry = {
  channel: MessageChannel;
  addressHash: string;
  action: ConsentAction;
  source: ConsentSource;
  /** The statement's version, or the keyword the person sent. */
  statement: string | null;
  language: Language | null;
  page?: string | null;
  /** The inquiry it came with: its id, or SQL that finds it (an inquiry stored in the same batch). */
  inquiryId?: number | SQL | null;
  at: string;
};

export function recordConsent(db: DrizzleD1Database, entry: ConsentEntry) {
  return db.insert(consentEvents).values({ ...entry, page: entry.page ?? null, inquiryId: entry.inquiryId ?? null });
}

/**
 * A yes written only while the latest word on the address (its `hashes` under every key) is not an opt-out or a
 * pause awaiting staff, in
 * the same statement: a STOP that arrives between reading the ledger and writing the yes is never overridden.
 */
export function recordConsentUnlessRevoked(db: DrizzleD1Database, entry: ConsentEntry, hashes: readonly string[]) {
  const latest = sql`(select ${consentEvents.action} from ${consentEvents} where ${and(
    eq(consentEvents.channel, entry.channel),
    inArray(consentEvents.addressHash, [...hashes]),
  )} order by ${consentEvents.id} desc limit 1)`;
  return insertWhere(
    db,
    consentEvents,
    { ...entry, page: entry.page ?? null, inquiryId: entry.inquiryId ?? null },
    sql`coalesce(${latest}, '') not in ('revoked', 'paused')`,
  );
}

/**
 * The latest word on a number or address: granted, revoked, or nothing recorded (null). `hashes` are its
 * hashes under every accepted key (addressHashes, worker/messaging/keys.ts), so an opt-out recorded before
 * MESSAGING_KEY rotated still counts; the latest event across all of them decides.
 */
export async function consentOf(db: DrizzleD1Database, channel: MessageChannel, hashes: readonly string[]): Promise<ConsentAction | null> {
  if (hashes.length === 0) return null;
  const latest = await db
    .select({ action: consentEvents.action })
    .from(consentEvents)
    .where(and(eq(consentEvents.channel, channel), inArray(consentEvents.addressHash, [...hashes])))
    .orderBy(desc(consentEvents.id))
    .limit(1)
    .get();
  return latest?.action ?? null;
}

/**
 * How many texts a month the number agreed to, as HELP and START answers say it: the registry's own statement
 * ("up to 4") when every yes on the ledger is the list's, else the contact form's (an inquiry's texts).
 */
export async function textsPerMonthAgreed(db: DrizzleD1Database, hashes: readonly string[]): Promise<number> {
  if (hashes.length === 0) return SMS_TEXTS_PER_MONTH;
  const yeses = await db
    .selectDistinct({ source: consentEvents.source })
    .from(consentEvents)
    .where(and(eq(consentEvents.channel, "text"), inArray(consentEvents.addressHash, [...hashes]), eq(consentEvents.action, "granted")))
    .all();
  const sources = yeses.map((yes) => yes.source);
  // Staff's decision and START only say texts may go on: they promise no frequency of their own.
  const promises = sources.filter((source) => source !== "staff_decision" && source !== "keyword");
  const listOnly = promises.length > 0 && promises.every((source) => LIST_SOURCES.includes(source));
  return listOnly ? REGISTRY_TEXTS_PER_MONTH : SMS_TEXTS_PER_MONTH;
}

/** The yeses to texts the list for future studies records (its statement promises "up to 4 a month"). */
const LIST_SOURCES: readonly ConsentSource[] = ["registry_form", "registry_sheet", "registry_reply"];
