import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { toE164 } from "../../contract/phone";
import { inquiries, volunteerConsents, volunteerMessages, volunteers } from "../db/schema";
import { StorageUnavailable } from "../db/unavailable";
import { phoneDigitForms } from "../messaging/inbound";
import { nameKeyOf } from "./readRow";
import { deleteSheetPhotosOf } from "./sheetPhoto";

/**
 * What erasure leaves of a person on the list: the reference and the consent history (when, which statement, how;
 * no personal data), which the law on consent needs. Everything that names or reaches them goes. (An erasure on
 * request takes the referral partner's credit too; the retention pass keeps it for the partner's counts.)
 */
export const ERASED_VOLUNTEER = {
  name: "",
  nameKey: "",
  phone: null,
  phoneDigits: null,
  email: null,
  birthYear: null,
  zip: null,
  topics: "[]",
  channels: "[]",
  sheetPhotoKey: null,
  textStatement: null,
  textConfirmedAt: null,
  submissionKey: null,
  selfCodeHash: null,
  selfCodeExpiresAt: null,
} as const;

export type RegistryEntry = { id: number; reference: string; sheetPhotoKey: string | null };

/**
 * The entries of the list that are this person (docs/security-privacy.md, "Erasure"): the one an inquiry came
 * from (a campaign's answer), and any with the same number or address under the same name. A number shared in a
 * family, under another name, is another person's entry and stays.
 */
export async function registryEntriesOf(
  db: DrizzleD1Database,
  person: { volunteerId?: number | null; name: string; phone?: string | null; email?: string | null },
): Promise<RegistryEntry[]> {
  const e164 = person.phone ? toE164(person.phone) : null;
  const email = person.email?.trim().toLowerCase() || null;
  const sameContact = [
    ...(e164 ? [inArray(volunteers.phoneDigits, phoneDigitForms(e164))] : []),
    ...(email ? [eq(volunteers.email, email)] : []),
  ];
  const nameKey = nameKeyOf(person.name);
  const matches = [
    ...(person.volunteerId ? [eq(volunteers.id, person.volunteerId)] : []),
    ...(sameContact.length > 0 && nameKey ? [and(or(...sameContact), eq(volunteers.nameKey, nameKey))] : []),
  ];
  if (matches.length === 0) return [];
  return db
    .select({ id: volunteers.id, reference: volunteers.reference, sheetPhotoKey: volunteers.sheetPhotoKey })
    .from(volunteers)
    .where(and(isNull(volunteers.erasedAt), or(...matches)))
    .all();
}

/**
 * Erases entries of the list now (an erasure request, or the person's own "Leave the list"): the photos of their
 * signed sheets first (a photo that cannot be deleted stops the erasure, which can be tried again: nothing is
 * left half-done), then, in one batch, their details, every message of the list to them with their answers
 * (campaigns' rows included), and the links from inquiries to them. Returns how many it erased.
 */
export async function eraseRegistryEntries(
  env: Env,
  db: DrizzleD1Database,
  entries: RegistryEntry[],
  actorId: number | null,
  now = new Date(),
): Promise<number> {
  if (entries.length === 0) return 0;
  try {
    await deleteSheetPhotosOf(
      env,
      entries.filter((entry) => entry.sheetPhotoKey !== null).map((entry) => entry.reference),
    );
  } catch (error) {
    throw new StorageUnavailable("sheet photos not deleted", { cause: error });
  }
  const at = now.toISOString();
  // One bound parameter however many (D1 takes 100 per statement).
  const ids = sql`(select value from json_each(${JSON.stringify(entries.map((entry) => entry.id))}))`;
  const statements: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    // Their consent history says they left (and who asked for it), for those who had not.
    db.insert(volunteerConsents).select(
      sql`select null, ${volunteers.id}, 'withdrawn', null, null, null, 'erasure', ${actorId}, ${at} from ${volunteers}
        where ${volunteers.id} in ${ids} and ${volunteers.withdrawnAt} is null and ${volunteers.erasedAt} is null`,
    ),
    db
      .update(volunteers)
      .set({
        ...ERASED_VOLUNTEER,
        partnerId: null,
        erasedAt: at,
        updatedAt: at,
        withdrawnAt: sql`coalesce(${volunteers.withdrawnAt}, ${at})`,
      })
      .where(and(sql`${volunteers.id} in ${ids}`, isNull(volunteers.erasedAt)))
      .returning({ id: volunteers.id }),
    db.delete(volunteerMessages).where(sql`${volunteerMessages.volunteerId} in ${ids}`),
    db
      .update(inquiries)
      .set({ volunteerId: null })
      .where(sql`${inquiries.volunteerId} in ${ids}`),
  ];
  const [, erased] = (await db.batch(statements)) as [unknown, { id: number }[], ...unknown[]];
  return erased.length;
}
