import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { DAY_MS } from "../../contract/clinicTime";
import { consentEndsAt, type VolunteerSource } from "../../contract/volunteers";
import { volunteerConsents, volunteers } from "../db/schema";
import { consentOf } from "../messaging/consent";
import { addressHashes } from "../messaging/keys";
import { messagingKeys } from "../messaging/config";
import { registryRetentionDays } from "../config";
import { errorClassOf, log } from "../observability/log";
import { ERASED_VOLUNTEER } from "./erase";
import { deleteSheetPhotosOf } from "./sheetPhoto";

/** People whose sheet photos a pass deletes (three R2 calls each, within a Worker's subrequest limit); the rest wait a day. */
const PHOTO_FOLDERS_PER_PASS = 100;

/** Who may be in an audience at `now`: consent not ended, not withdrawn, not erased. The one rule campaigns use. */
export const inAudience = (now: Date) =>
  and(isNull(volunteers.withdrawnAt), isNull(volunteers.erasedAt), gt(volunteers.consentEndsAt, now.toISOString()));

/**
 * A renewal: the consent runs `months` from now (a reply "SÍ"/"YES" to the renewal text, with no source and the
 * reply in `how`, or the button on the person's page).
 * Refused (false) for someone who withdrew or was erased; a lapsed consent may be renewed until erasure.
 */
export async function renewConsent(
  db: DrizzleD1Database,
  volunteerId: number,
  months: number,
  source: VolunteerSource | null,
  actorId: number | null,
  now = new Date(),
  how: string | null = null,
): Promise<boolean> {
  const at = now.toISOString();
  const [renewed] = await db
    .update(volunteers)
    .set({ consentAt: at, consentEndsAt: consentEndsAt(at, months), renewalSentAt: null, updatedAt: at })
    .where(and(eq(volunteers.id, volunteerId), isNull(volunteers.withdrawnAt), isNull(volunteers.erasedAt)))
    .returning({ id: volunteers.id, statement: volunteers.consentStatement, language: volunteers.language });
  if (!renewed) return false;
  await db
    .insert(volunteerConsents)
    .values({ volunteerId, action: "renewed", statement: renewed.statement, language: renewed.language, source, how, actorId, at });
  return true;
}

/** Leaving the registry: at once out of every audience; the details are erased after the retention period. */
export async function withdrawConsent(
  db: DrizzleD1Database,
  volunteerId: number,
  source: VolunteerSource,
  actorId: number | null,
  now = new Date(),
): Promise<boolean> {
  const at = now.toISOString();
  const [left] = await db
    .update(volunteers)
    .set({ withdrawnAt: at, updatedAt: at })
    .where(and(eq(volunteers.id, volunteerId), isNull(volunteers.withdrawnAt), isNull(volunteers.erasedAt)))
    .returning({ id: volunteers.id });
  if (!left) return false;
  await db.insert(volunteerConsents).values({ volunteerId, action: "withdrawn", source, actorId, at });
  return true;
}

/**
 * The daily pass (docs/registry.md): consents that ended are recorded as expired, once; people expired or
 * withdrawn longer than the retention period lose every detail but their reference and consent history.
 */
export async function runRegistryConsentPass(
  env: Env,
  db: DrizzleD1Database,
  now = new Date(),
): Promise<{ expired: number; erased: number; photoFailures: number }> {
  const at = now.toISOString();
  const ended = await db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(
      and(
        isNull(volunteers.withdrawnAt),
        isNull(volunteers.erasedAt),
        lte(volunteers.consentEndsAt, at),
        sql`not exists (select 1 from ${volunteerConsents} c where c.volunteer_id = ${volunteers.id} and c.action = 'expired' and c.at >= ${volunteers.consentEndsAt})`,
      ),
    )
    .all();
  for (let i = 0; i < ended.length; i += 500)
    await db
      .insert(volunteerConsents)
      .values(ended.slice(i, i + 500).map(({ id }) => ({ volunteerId: id, action: "expired" as const, at })));
  const before = new Date(now.getTime() - registryRetentionDays(env) * DAY_MS).toISOString();
  const due = and(
    isNull(volunteers.erasedAt),
    or(lte(volunteers.withdrawnAt, before), and(isNull(volunteers.withdrawnAt), lte(volunteers.consentEndsAt, before))),
  );
  // The photos of signed sheets go first, a bounded number a pass (each is an R2 list and delete): a person
  // whose photos could not be deleted keeps their details until a pass that can, so no photo outlives them.
  const withPhotos = await db
    .select({ id: volunteers.id, reference: volunteers.reference })
    .from(volunteers)
    .where(and(due, isNotNull(volunteers.sheetPhotoKey)))
    .limit(PHOTO_FOLDERS_PER_PASS)
    .all();
  const cleared: { id: number; reference: string }[] = [];
  let photoFailures = 0;
  for (const person of withPhotos) {
    try {
      await deleteSheetPhotosOf(env, [person.reference]);
      cleared.push(person);
    } catch (error) {
      photoFailures += 1;
      log.warn("sheet_photo_delete_failed", { code: "erasure_deferred", errorClass: errorClassOf(error) });
    }
  }
  const erasedChanges = { ...ERASED_VOLUNTEER, erasedAt: at, updatedAt: at };
  // Those without a photo (one added meanwhile keeps them for the next pass), then those whose photos are gone.
  let erased = (
    await db
      .update(volunteers)
      .set(erasedChanges)
      .where(and(due, isNull(volunteers.sheetPhotoKey)))
      .returning({ id: volunteers.id })
  ).length;
  for (let i = 0; i < cleared.length; i += 50) {
    const batch = cleared.slice(i, i + 50);
    erased += (
      await db
        .update(volunteers)
        .set(erasedChanges)
        .where(
          and(
            due,
            inArray(
              volunteers.id,
              batch.map(({ id }) => id),
            ),
          ),
        )
        .returning({ id: volunteers.id })
    ).length;
  }
  // A photo sent while its folder was being emptied: swept once more, now that no upload can be kept for them.
  try {
    await deleteSheetPhotosOf(
      env,
      cleared.map(({ reference }) => reference),
    );
  } catch (error) {
    photoFailures += 1;
    log.warn("sheet_photo_delete_failed", { code: "sweep_failed", errorClass: errorClassOf(error) });
  }
  return { expired: ended.length, erased, photoFailures };
}

/**
 * Whether the registry may text or e-mail this person now: in the audience, the channel among those they
 * chose, and (the one ledger) no opt-out of that number or address. A STOP/PARAR to any of the site's texts
 * stops registry texts too; an e-mail unsubscribe stops registry e-mails. Texts are double opt-in
 * (docs/registry.md): the confirmation that asks for YES needs only a yes to texts on the person and no opt-out
 * or pause in the ledger (`askingForYes`); every other text needs the ledger's yes and the person's YES.
 */
export async function registryChannelOpen(
  env: Env,
  db: DrizzleD1Database,
  person: {
    phone: string | null;
    email: string | null;
    channels: string;
    consentEndsAt: string;
    withdrawnAt: string | null;
    erasedAt: string | null;
    textStatement: string | null;
    textConfirmedAt: string | null;
  },
  channel: "text" | "email",
  now = new Date(),
  { askingForYes = false } = {},
): Promise<boolean> {
  if (person.withdrawnAt || person.erasedAt || person.consentEndsAt <= now.toISOString()) return false;
  if (!(JSON.parse(person.channels) as string[]).includes(channel)) return false;
  const address = channel === "text" ? person.phone : person.email;
  if (!address || messagingKeys(env).length === 0) return false;
  const consent = await consentOf(db, channel, await addressHashes(env, channel, address));
  if (channel === "email") return consent !== "revoked";
  if (!person.textStatement) return false;
  if (askingForYes) return consent !== "revoked" && consent !== "paused";
  return consent === "granted" && person.textConfirmedAt !== null;
}
