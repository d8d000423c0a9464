import { and, eq, isNull, or, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { toE164 } from "../../contract/phone";
import { localizedPath } from "../../contract/sitePaths";
import type { VolunteerSignUp } from "../../contract/volunteerSignUp";
import { consentEndsAt } from "../../contract/volunteers";
import { registryConsentMonths } from "../config";
import { volunteerConsents, volunteers } from "../db/schema";
import { violatesUnique } from "../db/uniqueViolation";
import { withinRateLimit } from "../http/guards";
import { recordConsent } from "../messaging/consent";
import { addressHash } from "../messaging/keys";
import { messagingKeys } from "../messaging/config";
import { log } from "../observability/log";
import { nameKeyOf } from "./readRow";
import { newReference } from "./reference";

/** Minutes within which a second sign-up with the same number or address is the same one sent again. */
const REPEAT_WINDOW_MINUTES = 10;

export type JoinOutcome =
  { kind: "joined"; reference: string } | { kind: "invalid"; fields: Record<string, string[]> } | { kind: "rate_limited" };

async function referenceOfSubmission(db: DrizzleD1Database, key: string): Promise<string | undefined> {
  const row = await db.select({ reference: volunteers.reference }).from(volunteers).where(eq(volunteers.submissionKey, key)).get();
  return row?.reference;
}

/** Someone already in the registry with this number or address (not erased), the newest first. */
function samePerson(db: DrizzleD1Database, phoneDigits: string | null, email: string | null) {
  const matches = [phoneDigits ? eq(volunteers.phoneDigits, phoneDigits) : undefined, email ? eq(volunteers.email, email) : undefined];
  return db
    .select({ id: volunteers.id, reference: volunteers.reference, source: volunteers.source, createdAt: volunteers.createdAt })
    .from(volunteers)
    .where(and(isNull(volunteers.erasedAt), or(...matches)))
    .orderBy(sql`${volunteers.id} desc`)
    .limit(1)
    .get();
}

/**
 * A sign-up from the website (docs/registry.md, "Joining from the website"): the same submission or the same
 * number sent again within minutes gets the first answer; a filled honeypot gets an answer and stores
 * nothing; the network's quota is checked; then the person, their registry consent and (when they said yes
 * to texts) the texting opt-in in the messaging ledger are stored together. Someone whose number or address
 * is already in the registry is added and flagged for staff, never merged: a form anyone can fill must not
 * change another person's record.
 */
export async function joinRegistry(env: Env, network: string, input: VolunteerSignUp, now = new Date()): Promise<JoinOutcome> {
  const db = drizzle(env.DB);
  if (input.submissionId) {
    const earlier = await referenceOfSubmission(db, input.submissionId);
    if (earlier) return { kind: "joined", reference: earlier };
  }
  const phone = input.phone ? toE164(input.phone) : null;
  if (input.phone && !phone) return { kind: "invalid", fields: { phone: ["invalid_phone"] } };
  const email = input.email ? input.email.toLowerCase() : null;
  const phoneDigits = phone ? phone.slice(1) : null;
  // A bot: the same answer as anyone gets, and nothing kept.
  if (input.website?.trim()) {
    log.info("registry_honeypot", { code: "honeypot_filled" });
    return { kind: "joined", reference: newReference() };
  }
  const existing = await samePerson(db, phoneDigits, email);
  const since = new Date(now.getTime() - REPEAT_WINDOW_MINUTES * 60_000).toISOString();
  if (existing && existing.source === "web" && existing.createdAt >= since) return { kind: "joined", reference: existing.reference };
  if (!(await withinRateLimit(env.INQUIRY_RATE_LIMITER, `registry:${network}`))) return { kind: "rate_limited" };

  const at = now.toISOString();
  const reference = newReference();
  const topics = JSON.stringify([...new Set(input.topics)].sort());
  const channels = JSON.stringify([...new Set(input.channels)].sort());
  const person = db.insert(volunteers).values({
    reference,
    name: input.name,
    nameKey: nameKeyOf(input.name),
    phone,
    phoneDigits,
    email,
    language: input.language,
    birthYear: input.birthYear ?? null,
    zip: input.zip ?? null,
    topics,
    channels,
    source: "web",
    consentStatement: input.consentVersion,
    consentAt: at,
    consentEndsAt: consentEndsAt(at, registryConsentMonths(env)),
    possibleDuplicateOf: existing?.id ?? null,
    submissionKey: input.submissionId ?? null,
    createdAt: at,
    updatedAt: at,
  });
  const page = localizedPath("/registry", input.language);
  const granted = db.insert(volunteerConsents).values({
    volunteerId: sql`(select id from ${volunteers} where reference = ${reference})`,
    action: "granted",
    statement: input.consentVersion,
    language: input.language,
    source: "web",
    how: page,
    actorId: null,
    at,
  });
  const textOptIn =
    input.textConsent && phone && messagingKeys(env).length > 0
      ? [
          recordConsent(db, {
            channel: "text",
            addressHash: await addressHash(env, "text", phone),
            action: "granted",
            source: "registry_form",
            statement: `registry:${input.textConsentVersion}`,
            language: input.language,
            page,
            at,
          }),
        ]
      : [];
  try {
    await db.batch([person, granted, ...textOptIn]);
  } catch (error) {
    // Two copies of one submission raced each other: both get the stored one's answer.
    const stored =
      input.submissionId && violatesUnique(error, "volunteers.submission_key")
        ? await referenceOfSubmission(db, input.submissionId)
        : undefined;
    if (!stored) throw error;
    return { kind: "joined", reference: stored };
  }
  return { kind: "joined", reference };
}
