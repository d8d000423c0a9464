import { eq } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { clinicToday } from "../../contract/clinicTime";
import { toE164 } from "../../contract/phone";
import type { VolunteerEnteredDto, VolunteerSheet } from "../../contract/volunteerSheet";
import { consentEndsAt } from "../../contract/volunteers";
import { registryConsentMonths } from "../config";
import { volunteers } from "../db/schema";
import { violatesUnique } from "../db/uniqueViolation";
import { newPersonStatements, samePerson, submitted, textOptedOut } from "./addPerson";
import { newReference } from "./reference";

export type SheetEntered = VolunteerEnteredDto & {
  /** The sheet said yes to texts, but the number had opted out in the ledger: texts stay off. */
  textsKeptOff: boolean;
};
export type SheetOutcome = { kind: "entered"; entered: SheetEntered } | { kind: "invalid"; fields: Record<string, string[]> };

const referenceOf = (db: DrizzleD1Database, id: number | null) =>
  id === null
    ? Promise.resolve(null)
    : db
        .select({ id: volunteers.id, reference: volunteers.reference })
        .from(volunteers)
        .where(eq(volunteers.id, id))
        .get()
        .then((row) => row ?? null);

/** The same sheet sent again (a double click, a retry after a lost answer) gets the first answer. */
async function earlierAnswer(db: DrizzleD1Database, key: string | undefined): Promise<SheetOutcome | null> {
  const row = key ? await submitted(db, key) : undefined;
  if (!row) return null;
  const possibleDuplicateOf = await referenceOf(db, row.possibleDuplicateOf);
  return { kind: "entered", entered: { id: row.id, reference: row.reference, possibleDuplicateOf, textsKeptOff: false } };
}

/**
 * A paper sheet (or a yes on the phone) entered by staff (docs/registry.md, "Paper sheets"): the consent is
 * the sheet's (its version, the day it was signed, where), entered by `actorId`. A sheet older than the
 * consent's life is refused; one dated in the future is a typing error. A number or address already in the
 * registry makes a new person flagged for staff, as on the website. The sheet's yes to texts goes into the
 * messaging ledger unless that number had opted out: a STOP stays a STOP until the person says otherwise
 * by text.
 */
export async function enterSheet(env: Env, input: VolunteerSheet, actorId: number, now = new Date()): Promise<SheetOutcome> {
  const db = drizzle(env.DB);
  const again = await earlierAnswer(db, input.submissionId);
  if (again) return again;

  const phone = input.phone ? toE164(input.phone) : null;
  if (input.phone && !phone) return { kind: "invalid", fields: { phone: ["invalid_phone"] } };
  if (input.signedOn > clinicToday(now)) return { kind: "invalid", fields: { signedOn: ["in_future"] } };
  const consentAt = `${input.signedOn}T12:00:00.000Z`;
  if (Date.parse(consentEndsAt(consentAt, registryConsentMonths(env))) <= now.getTime())
    return { kind: "invalid", fields: { signedOn: ["consent_expired"] } };

  const email = input.email ? input.email.toLowerCase() : null;
  const existing = await samePerson(db, phone ? phone.slice(1) : null, email);
  const optedOut = input.textConsentVersion !== undefined && (await textOptedOut(env, db, phone));
  const reference = newReference();
  const statements = await newPersonStatements(
    env,
    db,
    {
      reference,
      name: input.name,
      phone,
      email,
      language: input.language,
      birthYear: input.birthYear ?? null,
      zip: input.zip ?? null,
      topics: input.topics,
      channels: input.channels,
      source: input.source,
      statement: input.consentVersion,
      consentAt,
      how: input.how,
      actorId,
      possibleDuplicateOf: existing?.id ?? null,
      submissionKey: input.submissionId ?? null,
      textOptIn:
        input.textConsentVersion && !optedOut ? { source: "registry_sheet", statement: `registry:${input.textConsentVersion}` } : null,
    },
    now,
  );
  try {
    await db.batch(statements);
  } catch (error) {
    if (input.submissionId && violatesUnique(error, "volunteers.submission_key")) {
      const stored = await earlierAnswer(db, input.submissionId);
      if (stored) return stored;
    }
    throw error;
  }
  const created = await idOfReference(db, reference);
  return {
    kind: "entered",
    entered: {
      id: created,
      reference,
      possibleDuplicateOf: existing ? { id: existing.id, reference: existing.reference } : null,
      // Read again: a STOP that came in while the sheet was saved kept the yes out of the ledger too.
      textsKeptOff: optedOut || (input.textConsentVersion !== undefined && (await textOptedOut(env, db, phone))),
    },
  };
}

async function idOfReference(db: DrizzleD1Database, reference: string): Promise<number> {
  const row = await db.select({ id: volunteers.id }).from(volunteers).where(eq(volunteers.reference, reference)).get();
  return row!.id;
}
