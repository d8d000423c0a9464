import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { toE164 } from "../../contract/phone";
import { inquiries, volunteers } from "../db/schema";
import { phoneDigitForms } from "../messaging/inbound";
import { emailKeyOf } from "../record/searchText";
import { eraseRegistryEntries, registryEntriesOf, type RegistryEntry } from "../volunteers/erase";
import { nameKeyOf } from "../volunteers/readRow";
import { eraseInquiry } from "./erase";

/** The most inquiries one erasure reaches (a person has a few; the bound keeps one request small). */
const MOST_INQUIRIES = 50;

type Person = { name: string; phone: string | null; email: string | null; volunteerId: number | null };
export type PersonErased = { registry: number; inquiries: number };

/**
 * Everything that is this person (docs/security-privacy.md, "Erasure"): their entries of the list for future
 * studies (worker/volunteers/erase.ts: the one an inquiry came from, or the same number or address under the same
 * name), and their inquiries: those their answers to the list became, and any with the same number or address
 * under the same name. A number shared in a family, under another name, is another person's and stays.
 */
async function recordsOf(db: DrizzleD1Database, person: Person): Promise<{ entries: RegistryEntry[]; inquiryIds: number[] }> {
  const entries = await registryEntriesOf(db, person);
  const entryIds = entries.map((entry) => entry.id);
  const e164 = person.phone ? toE164(person.phone) : null;
  const contact = [
    ...(e164 ? [inArray(inquiries.phoneDigits, phoneDigitForms(e164))] : []),
    ...(person.email?.trim() ? [eq(inquiries.emailNorm, emailKeyOf(person.email))] : []),
    ...(entryIds.length > 0 ? [inArray(inquiries.volunteerId, entryIds)] : []),
  ];
  if (contact.length === 0) return { entries, inquiryIds: [] };
  const rows = await db
    .select({ id: inquiries.id, name: inquiries.name, volunteerId: inquiries.volunteerId })
    .from(inquiries)
    .where(and(isNull(inquiries.erasedAt), or(...contact)))
    .limit(MOST_INQUIRIES)
    .all();
  const name = nameKeyOf(person.name);
  const theirs = rows.filter((row) => (row.volunteerId !== null && entryIds.includes(row.volunteerId)) || nameKeyOf(row.name) === name);
  return { entries, inquiryIds: theirs.map((row) => row.id) };
}

/**
 * Erases the person's list entries, then their inquiries (the entries first: a sheet photo that cannot be deleted
 * stops the erasure before anything changed, so it can be tried again whole).
 */
async function eraseAll(
  env: Env,
  db: DrizzleD1Database,
  records: { entries: RegistryEntry[]; inquiryIds: number[] },
  actorId: number | null,
  now: Date,
) {
  const registry = await eraseRegistryEntries(env, db, records.entries, actorId, now);
  let erased = 0;
  for (const id of records.inquiryIds) {
    const result = await eraseInquiry(db, id, actorId, now);
    if (result.found && !result.already) erased += 1;
  }
  return { registry, inquiries: erased };
}

/**
 * Erasing a person on request, from one of their inquiries (`DELETE /api/inquiries/:id`): that inquiry (its words,
 * timeline, answers, the referral partner's credit) and everything else that is them (recordsOf).
 */
export async function erasePersonOfInquiry(env: Env, db: DrizzleD1Database, id: number, actorId: number | null, now = new Date()) {
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, id)).get();
  if (!inquiry) return { found: false as const };
  const records = inquiry.erasedAt ? { entries: [], inquiryIds: [] } : await recordsOf(db, inquiry);
  const others = { ...records, inquiryIds: records.inquiryIds.filter((other) => other !== id) };
  const counts = await eraseAll(env, db, others, actorId, now);
  const erased = await eraseInquiry(db, id, actorId, now);
  return erased.found ? { ...erased, ...counts } : erased;
}

/**
 * Erasing a person on request from the list (`DELETE /api/registry/people/:id`, an admin on the person's page):
 * that entry and everything else that is them (recordsOf). Counts only come back.
 */
export async function eraseRegistryPerson(
  env: Env,
  db: DrizzleD1Database,
  volunteerId: number,
  actorId: number | null,
  now = new Date(),
): Promise<{ found: false } | ({ found: true; already: boolean } & PersonErased)> {
  const person = await db.select().from(volunteers).where(eq(volunteers.id, volunteerId)).get();
  if (!person) return { found: false };
  if (person.erasedAt) return { found: true, already: true, registry: 0, inquiries: 0 };
  const records = await recordsOf(db, { ...person, volunteerId });
  return { found: true, already: false, ...(await eraseAll(env, db, records, actorId, now)) };
}
