import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Language } from "../../contract/language";
import type { ConsentSource } from "../../contract/messaging";
import { consentEndsAt, type VolunteerChannel, type VolunteerSource, type VolunteerTopic } from "../../contract/volunteers";
import { registryConsentMonths } from "../config";
import { volunteerConsents, volunteers } from "../db/schema";
import { consentOf, recordConsentUnlessRevoked } from "../messaging/consent";
import { messagingKeys } from "../messaging/config";
import { addressHash, addressHashes } from "../messaging/keys";
import { confirmationStatements } from "./messages/queue";
import { nameKeyOf } from "./readRow";

/** The person a submission (its idempotency key) already added. */
export async function submitted(db: DrizzleD1Database, key: string) {
  return db
    .select({ id: volunteers.id, reference: volunteers.reference, possibleDuplicateOf: volunteers.possibleDuplicateOf })
    .from(volunteers)
    .where(eq(volunteers.submissionKey, key))
    .get();
}

/** Someone already in the registry with this number or address (not erased), the newest first. */
export function samePerson(db: DrizzleD1Database, phoneDigits: string | null, email: string | null) {
  const matches = [phoneDigits ? eq(volunteers.phoneDigits, phoneDigits) : undefined, email ? eq(volunteers.email, email) : undefined];
  return db
    .select({
      id: volunteers.id,
      reference: volunteers.reference,
      source: volunteers.source,
      createdAt: volunteers.createdAt,
      nameKey: volunteers.nameKey,
    })
    .from(volunteers)
    .where(and(isNull(volunteers.erasedAt), or(...matches)))
    .orderBy(sql`${volunteers.id} desc`)
    .limit(1)
    .get();
}

/** Minutes within which a second sign-up from the website with the same number or address is the same one sent again. */
const REPEAT_WINDOW_MINUTES = 10;

/**
 * Whether the person found by number or address joined from the website minutes ago under the same name: the same
 * sign-up sent again. Another name with that number is another person (flagged for staff), never handed the
 * first one's reference.
 */
export function isRepeatSignUp(existing: { source: string; createdAt: string; nameKey: string }, name: string, now: Date): boolean {
  return (
    existing.source === "web" &&
    existing.nameKey === nameKeyOf(name) &&
    existing.createdAt >= new Date(now.getTime() - REPEAT_WINDOW_MINUTES * 60_000).toISOString()
  );
}

export type NewPerson = {
  reference: string;
  name: string;
  /** E.164, already checked. */
  phone: string | null;
  /** Lower case. */
  email: string | null;
  language: Language;
  birthYear: number | null;
  zip: string | null;
  topics: readonly VolunteerTopic[];
  channels: readonly VolunteerChannel[];
  source: VolunteerSource;
  statement: string;
  /** When the yes was given (ISO): now for the website, the day signed for a sheet. */
  consentAt: string;
  /** Where: the page, the event, the call. */
  how: string;
  /** The staff member who entered it (null for the website). */
  actorId: number | null;
  possibleDuplicateOf: number | null;
  submissionKey: string | null;
  /** The person's own yes to texts, recorded in the messaging ledger (the one place opt-ins live). */
  textOptIn: { source: ConsentSource; statement: string } | null;
  /** The referral partner whose link they came by (the website only). */
  partnerId?: number | null;
};

/**
 * The statements that add one person to the registry, for one batch: the person, their `granted` consent row,
 * the confirmation messages to send (a text one asks for YES), and a signed sheet's texting yes in the messaging
 * ledger (when keys exist to record it under).
 */
export async function newPersonStatements(
  env: Env,
  db: DrizzleD1Database,
  person: NewPerson,
  now: Date,
): Promise<[BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]> {
  const at = now.toISOString();
  const textOptIn = person.textOptIn !== null && person.phone !== null && messagingKeys(env).length > 0;
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db.insert(volunteers).values({
      reference: person.reference,
      name: person.name,
      nameKey: nameKeyOf(person.name),
      phone: person.phone,
      phoneDigits: person.phone ? person.phone.slice(1) : null,
      email: person.email,
      language: person.language,
      birthYear: person.birthYear,
      zip: person.zip,
      topics: JSON.stringify([...new Set(person.topics)].sort()),
      channels: JSON.stringify([...new Set(person.channels)].sort()),
      source: person.source,
      partnerId: person.partnerId ?? null,
      consentStatement: person.statement,
      consentAt: person.consentAt,
      consentEndsAt: consentEndsAt(person.consentAt, registryConsentMonths(env)),
      possibleDuplicateOf: person.possibleDuplicateOf,
      enteredBy: person.actorId,
      submissionKey: person.submissionKey,
      textStatement: textOptIn ? person.textOptIn!.statement : null,
      createdAt: at,
      updatedAt: at,
    }),
    db.insert(volunteerConsents).values({
      volunteerId: sql`(select id from ${volunteers} where reference = ${person.reference})`,
      action: "granted",
      statement: person.statement,
      language: person.language,
      source: person.source,
      how: person.how,
      actorId: person.actorId,
      at: person.consentAt,
    }),
  ];
  // The confirmation with the link to their page, queued with them (sent once the batch is in). A yes to texts
  // gets a text that asks for YES (double opt-in): no other text of the list goes to the number before it.
  statements.push(
    ...confirmationStatements(db, { ...person, consentEndsAt: consentEndsAt(person.consentAt, registryConsentMonths(env)) }, textOptIn, at),
  );
  // A signed sheet's yes is written in the ledger now; a yes typed on the website only once the number answers
  // YES (worker/volunteers/messages/confirmByText.ts), since anyone can type anyone's number.
  if (textOptIn && person.textOptIn && person.phone && person.source !== "web")
    statements.push(
      // Written only if no STOP came in since the caller looked (textOptedOut).
      recordConsentUnlessRevoked(
        db,
        {
          channel: "text",
          addressHash: await addressHash(env, "text", person.phone),
          action: "granted",
          source: person.textOptIn.source,
          statement: person.textOptIn.statement,
          language: person.language,
          page: null,
          at,
        },
        await addressHashes(env, "text", person.phone),
      ),
    );
  return statements;
}

/** Whether the number's latest word in the messaging ledger is an opt-out: a new yes to texts never overrides a STOP. */
export async function textOptedOut(env: Env, db: DrizzleD1Database, phone: string | null): Promise<boolean> {
  if (!phone || messagingKeys(env).length === 0) return false;
  const latest = await consentOf(db, "text", await addressHashes(env, "text", phone));
  return latest === "revoked" || latest === "paused";
}
