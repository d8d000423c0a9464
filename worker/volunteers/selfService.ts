import { and, eq, isNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { VolunteerChange } from "../../contract/volunteerChange";
import { volunteerConsentState, type VolunteerChannel, type VolunteerSelfDto, type VolunteerTopic } from "../../contract/volunteers";
import { volunteers } from "../db/schema";

type Row = typeof volunteers.$inferSelect;

/** The person a registry link stands for, unless they were erased. */
export function volunteerByReference(db: DrizzleD1Database, reference: string): Promise<Row | undefined> {
  return db
    .select()
    .from(volunteers)
    .where(and(eq(volunteers.reference, reference), isNull(volunteers.erasedAt)))
    .get();
}

export function selfView(row: Row, now = new Date()): VolunteerSelfDto {
  return {
    reference: row.reference,
    // The first name only: enough to know the page is theirs if the link is forwarded.
    firstName: row.name.split(/\s+/)[0] ?? "",
    language: row.language,
    topics: JSON.parse(row.topics) as VolunteerTopic[],
    channels: JSON.parse(row.channels) as VolunteerChannel[],
    consent: volunteerConsentState(row, now),
    consentEndsAt: row.consentEndsAt,
  };
}

/** The person's own change: topics, how to reach them, language. Someone who left changes nothing. */
export async function applySelfChange(db: DrizzleD1Database, row: Row, change: VolunteerChange, now = new Date()): Promise<Row | null> {
  if (row.withdrawnAt) return null;
  const [changed] = await db
    .update(volunteers)
    .set({
      ...(change.topics ? { topics: JSON.stringify([...new Set(change.topics)].sort()) } : {}),
      ...(change.channels ? { channels: JSON.stringify([...new Set(change.channels)].sort()) } : {}),
      ...(change.language ? { language: change.language } : {}),
      updatedAt: now.toISOString(),
    })
    .where(and(eq(volunteers.id, row.id), isNull(volunteers.withdrawnAt), isNull(volunteers.erasedAt)))
    .returning();
  return changed ?? null;
}
