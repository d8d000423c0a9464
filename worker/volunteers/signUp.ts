import { drizzle } from "drizzle-orm/d1";
import { toE164 } from "../../contract/phone";
import { localizedPath } from "../../contract/sitePaths";
import type { VolunteerSignUp } from "../../contract/volunteerSignUp";
import { violatesUnique } from "../db/uniqueViolation";
import { withinRateLimit } from "../http/guards";
import { log } from "../observability/log";
import { attributedPartner } from "../partners/attribution";
import { isRepeatSignUp, newPersonStatements, samePerson, submitted, textOptedOut } from "./addPerson";
import { newReference } from "./reference";

export type JoinOutcome =
  { kind: "joined"; reference: string } | { kind: "invalid"; fields: Record<string, string[]> } | { kind: "rate_limited" };

/**
 * A sign-up from the website (docs/registry.md, "Joining from the website"): the same submission or the same
 * number sent again within minutes gets the first answer; a filled honeypot gets an answer and stores
 * nothing; the network's quota is checked; then the person, their registry consent and (when they said yes
 * to texts) the texting opt-in in the messaging ledger are stored together. Someone whose number or address
 * is already in the registry is added and flagged for staff, never merged: a form anyone can fill must not
 * change another person's record.
 */
export async function joinRegistry(
  env: Env,
  network: string,
  input: VolunteerSignUp,
  /** The partner code of the link the person came by (worker/partners/attribution.ts), if any. */
  partnerLink?: string,
  now = new Date(),
): Promise<JoinOutcome> {
  const db = drizzle(env.DB);
  if (input.submissionId) {
    const earlier = await submitted(db, input.submissionId);
    if (earlier) return { kind: "joined", reference: earlier.reference };
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
  if (existing && isRepeatSignUp(existing, input.name, now)) return { kind: "joined", reference: existing.reference };
  if (!(await withinRateLimit(env.INQUIRY_RATE_LIMITER, `registry:${network}`))) return { kind: "rate_limited" };

  const reference = newReference();
  const partner = await attributedPartner(db, undefined, partnerLink);
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
      source: "web",
      statement: input.consentVersion,
      consentAt: now.toISOString(),
      how: localizedPath("/registry", input.language),
      actorId: null,
      possibleDuplicateOf: existing?.id ?? null,
      submissionKey: input.submissionId ?? null,
      // A number whose last word was STOP stays stopped: the form anyone can fill never turns texts back on.
      textOptIn:
        input.textConsent && !(await textOptedOut(env, db, phone))
          ? { source: "registry_form", statement: `registry:${input.textConsentVersion}` }
          : null,
      partnerId: partner.ok ? partner.partnerId : null,
    },
    now,
  );
  try {
    await db.batch(statements);
  } catch (error) {
    // Two copies of one submission raced each other: both get the stored one's answer.
    const stored =
      input.submissionId && violatesUnique(error, "volunteers.submission_key")
        ? (await submitted(db, input.submissionId))?.reference
        : undefined;
    if (!stored) throw error;
    return { kind: "joined", reference: stored };
  }
  return { kind: "joined", reference };
}
