import { eq } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import type { Interest } from "../../contract/inquiryFields";
import type { Language } from "../../contract/language";
import { REFERRAL_CALL_ONLY, REFERRAL_WITH_HEALTH_AREA, type ReferralField, type ReferralInput } from "../../contract/partners";
import { inquiries } from "../db/schema";
import { violatesUnique } from "../db/uniqueViolation";
import { withinRateLimit } from "../http/guards";
import { deliverAfterAnswer } from "../notify/outbox";
import { storeInquiry } from "../record/newInquiry";
import { log } from "../observability/log";
import { searchColumnsOf } from "../record/searchText";
import { studySettings } from "../config";
import { isEnrollingStudy } from "../studies/store";
import type { KnownPartner } from "./store";

export type ReferralOutcome =
  { kind: "sent" } | { kind: "invalid"; fields: Partial<Record<ReferralField, "invalid" | "required">> } | { kind: "rate_limited" };

const storedSubmission = (db: DrizzleD1Database, key: string) =>
  db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.submissionKey, key)).get();

/**
 * A partner's referral (docs/partners.md, "The referral form"): the typed code must be this link's partner's;
 * the person becomes an inquiry due now, with the partner as its source and the partner's confirmation that the
 * person agreed to be contacted as its consent basis; a health area or study only when the partner also confirmed
 * the person agreed in writing to share it (and a study only while it is enrolling); staff get the usual e-mail. Nothing is sent to the person
 * and nothing is answered back but "sent". A filled honeypot is answered the same and stores nothing.
 */
export async function fileReferral(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  network: string,
  partner: KnownPartner,
  input: ReferralInput,
  pageLanguage: Language,
): Promise<ReferralOutcome> {
  const db = drizzle(env.DB);
  if (input.code !== partner.code) return { kind: "invalid", fields: { code: "invalid" } };
  if (input.submissionId && (await storedSubmission(db, input.submissionId))) return { kind: "sent" };
  if (input.website?.trim()) {
    log.info("referral_honeypot", { code: "honeypot_filled" });
    return { kind: "sent" };
  }
  // A health area or study only with the partner's word that the person agreed to share it in writing.
  const [what, value] = input.interest && input.sharesHealth ? (input.interest.split(":") as ["study" | "topic", string]) : [null, null];
  if (what === "study" && !(await isEnrollingStudy(db, value, studySettings(env).confirmationDays)))
    return { kind: "invalid", fields: { interest: "invalid" } };
  if (!(await withinRateLimit(env.INQUIRY_RATE_LIMITER, `referral:${partner.id}:${network}`))) return { kind: "rate_limited" };

  const at = new Date().toISOString();
  const fields = { name: input.name, email: "", phone: input.phone, message: "" };
  let notificationId: number | null;
  try {
    const filed = await storeInquiry(db, {
      row: {
        ...fields,
        studyId: what === "study" ? value : null,
        interest: what === "topic" ? (value as Interest) : null,
        // What the partner confirmed, in the language the form was shown in.
        consent: true,
        consentVersion: what ? REFERRAL_WITH_HEALTH_AREA : REFERRAL_CALL_ONLY,
        consentLanguage: pageLanguage,
        language: input.language,
        origin: "referral",
        partnerId: partner.id,
        ...searchColumnsOf(fields),
        status: "new",
        createdAt: at,
        // Due now: the partner told the person the clinic would call.
        nextStepAt: at,
        nextStepKind: "follow_up",
      },
      key: input.submissionId,
      announce: true,
    });
    notificationId = filed.notificationId;
  } catch (error) {
    // The same form sent twice at once: the first one stands.
    if (input.submissionId && violatesUnique(error, "inquiries.submission_key")) return { kind: "sent" };
    throw error;
  }
  if (notificationId !== null) deliverAfterAnswer(env, ctx, [notificationId], "new_inquiry_email_failed");
  return { kind: "sent" };
}
