import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { DAY_MS } from "../../contract/clinicTime";
import { foldText } from "../../contract/foldText";
import { AGE_RANGES, type VolunteerPageDto, type VolunteerRowDto, type VolunteerSearch } from "../../contract/volunteerList";
import { RENEWAL_NOTICE_DAYS, volunteerConsentState, type VolunteerSource, type VolunteerTopic } from "../../contract/volunteers";
import { volunteers } from "../db/schema";

type Row = typeof volunteers.$inferSelect;

/** `column` holds `value` anywhere: instr, as the inbox searches (no wildcards; D1 refuses LIKE patterns over 50 bytes). */
const holds = (column: SQLWrapper, value: string) => sql`instr(${column}, ${value}) > 0`;

export function volunteerRow(row: Row, now: Date): VolunteerRowDto {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language,
    birthYear: row.birthYear,
    zip: row.zip,
    topics: JSON.parse(row.topics) as VolunteerTopic[],
    channels: JSON.parse(row.channels) as string[],
    source: row.source as VolunteerSource,
    consent: volunteerConsentState(row, now),
    consentEndsAt: row.consentEndsAt,
    possibleDuplicateOf: row.possibleDuplicateOf,
    lastContactedAt: row.lastContactedAt,
    texts: row.textStatement === null ? null : row.textConfirmedAt === null ? "awaiting_yes" : "confirmed",
    textsConfirmedAt: row.textConfirmedAt,
  };
}

/** The filters as SQL over people not erased (docs/registry.md, "The registry screen"). */
function conditions(search: Omit<VolunteerSearch, "cursor" | "limit">, now: Date): SQL[] {
  const at = now.toISOString();
  const renewalFrom = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * DAY_MS).toISOString();
  const where: SQL[] = [isNull(volunteers.erasedAt)];
  const q = search.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    const found = [holds(volunteers.nameKey, foldText(q).replace(/\s+/g, " ")), holds(volunteers.email, q.toLowerCase())];
    if (digits.length >= 3) found.push(holds(volunteers.phoneDigits, digits));
    where.push(or(...found)!);
  }
  if (search.topic) where.push(sql`exists (select 1 from json_each(${volunteers.topics}) where value = ${search.topic})`);
  if (search.channel) where.push(sql`exists (select 1 from json_each(${volunteers.channels}) where value = ${search.channel})`);
  if (search.language) where.push(eq(volunteers.language, search.language));
  if (search.source) where.push(eq(volunteers.source, search.source));
  if (search.zip) where.push(sql`substr(${volunteers.zip}, 1, ${search.zip.length}) = ${search.zip}`);
  if (search.ageBand) {
    const [youngest, oldest] = AGE_RANGES[search.ageBand];
    const year = now.getUTCFullYear();
    where.push(sql`${volunteers.birthYear} between ${year - oldest} and ${year - youngest}`);
  }
  const standing = isNull(volunteers.withdrawnAt);
  if (search.consent === "withdrawn") where.push(isNotNull(volunteers.withdrawnAt));
  if (search.consent === "expired") where.push(standing, lte(volunteers.consentEndsAt, at));
  if (search.consent === "renewal_due") where.push(standing, gt(volunteers.consentEndsAt, at), lte(volunteers.consentEndsAt, renewalFrom));
  if (search.consent === "active") where.push(standing, gt(volunteers.consentEndsAt, renewalFrom));
  if (search.contacted === "never") where.push(isNull(volunteers.lastContactedAt));
  if (search.contacted === "within_30_days") where.push(gt(volunteers.lastContactedAt, daysBefore(now, 30)));
  if (search.contacted === "not_within_30_days" || search.contacted === "not_within_90_days") {
    const since = daysBefore(now, search.contacted === "not_within_30_days" ? 30 : 90);
    where.push(or(isNull(volunteers.lastContactedAt), lte(volunteers.lastContactedAt, since))!);
  }
  return where;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** A page of people, newest first (keyset on id), with the total the filters match. */
export async function searchVolunteers(db: DrizzleD1Database, search: VolunteerSearch, now = new Date()): Promise<VolunteerPageDto> {
  const limit = Number(search.limit ?? 50);
  const where = conditions(search, now);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(volunteers)
      .where(and(...where, search.cursor ? lt(volunteers.id, Number(search.cursor)) : undefined))
      .orderBy(desc(volunteers.id))
      .limit(limit + 1)
      .all(),
    db
      .select({ n: sql<number>`count(*)` })
      .from(volunteers)
      .where(and(...where))
      .get(),
  ]);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => volunteerRow(row, now)),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
    total: counted?.n ?? 0,
  };
}
