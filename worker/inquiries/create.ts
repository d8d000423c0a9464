import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { CURRENT_SMS_CONSENT_VERSION } from "../../contract/consent";
import type { CreatedInquiryDto, FieldErrorCode, inquiryInputSchema } from "../../contract/inquiry";
import type { z } from "../../contract/zod";
import { inquiries } from "../db/schema";
import { violatesUnique } from "../db/uniqueViolation";
import { withinRateLimit } from "../http/guards";
import { confirmationStatements } from "../messaging/confirmation";
import { digest } from "../messaging/keys";
import { sendConfirmationsSoon } from "../messaging/outbox";
import { deliverAfterAnswer } from "../notify/outbox";
import { scorePrescreen, type ScoredPrescreen } from "../prescreen/submit";
import { attributedPartner } from "../partners/attribution";
import { isRecruitingStudy } from "../studies/store";
import { emailKeyOf, phoneDigitsOf, searchColumnsOf } from "../record/searchText";
import { contactFormJoinStatements } from "../volunteers/joinFromContactForm";
import { sendConfirmationSoon } from "../volunteers/messages/send";
import { storeInquiry } from "../record/newInquiry";

/** A validated inquiry as the contact form sends it (JSON from the page, or a plain HTML submission). */
/** The contact form's largest honest body is a few KB: the API and the plain HTML form (worker/pages/contactForm.ts) share it. */
export const MAX_INQUIRY_BODY_BYTES = 32 * 1024;

export type ValidInquiry = z.output<typeof inquiryInputSchema>;

/** What became of a submission: stored (or recognized as one stored before), or why not. */
export type FilingOutcome =
  | { kind: "created"; inquiry: CreatedInquiryDto }
  | { kind: "invalid"; message: string; fields: Record<string, FieldErrorCode[]> }
  | { kind: "rate_limited" };

/** Minutes within which the same words from the same person are taken as the same message sent again. */
export const REPEAT_WINDOW_MINUTES = 10;

/** The inquiry a submission key already stored, if any (the first answer a retry gets again). */
async function storedSubmission(db: DrizzleD1Database, key: string): Promise<CreatedInquiryDto | undefined> {
  return db.select({ id: inquiries.id, createdAt: inquiries.createdAt }).from(inquiries).where(eq(inquiries.submissionKey, key)).get();
}

/** A hash of who wrote and what (case and spacing aside), to recognize the same message sent again. */
async function contentKeyOf(inquiry: { name: string; email: string; phone: string; message: string }): Promise<string> {
  const text = [inquiry.name, emailKeyOf(inquiry.email), phoneDigitsOf(inquiry.phone), inquiry.message]
    .map((part) => part.trim().replace(/\s+/g, " ").toLowerCase())
    .join("\u0000");
  return digest(text);
}

function recentSameContent(db: DrizzleD1Database, contentKey: string): Promise<CreatedInquiryDto | undefined> {
  const since = new Date(Date.now() - REPEAT_WINDOW_MINUTES * 60_000).toISOString();
  return db
    .select({ id: inquiries.id, createdAt: inquiries.createdAt })
    .from(inquiries)
    .where(and(eq(inquiries.contentKey, contentKey), gte(inquiries.createdAt, since), isNull(inquiries.erasedAt)))
    .orderBy(asc(inquiries.id))
    .get();
}

/**
 * Files a validated inquiry: the same submission or the same words sent again get the first answer; a study
 * that stopped recruiting and answers its questions do not allow are refused; the network's quota is
 * checked; then the inquiry, its answers, its first timeline entry and the staff e-mail owed for it are
 * stored in one batch, and the visitor's confirmations and the staff e-mail go out after answering.
 */
export async function fileInquiry(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  network: string,
  valid: ValidInquiry,
  /** The partner code of the link the visitor came by (worker/partners/attribution.ts), if any. */
  partnerLink?: string,
): Promise<FilingOutcome> {
  const {
    website,
    consent,
    consentVersion,
    smsConsent,
    smsConsentVersion,
    registryConsent,
    language,
    source,
    submissionId,
    prescreen,
    referralCode,
    ...inquiry
  } = valid;
  const db = drizzle(env.DB);
  // The same submission sent again (the connection dropped before the answer came): its first answer.
  const earlier = submissionId ? await storedSubmission(db, submissionId) : undefined;
  if (earlier) return { kind: "created", inquiry: earlier };
  // A study the visitor may still write about: published and recruiting (a closed one's link is stale).
  if (inquiry.studyId && !(await isRecruitingStudy(db, inquiry.studyId)))
    return { kind: "invalid", message: "That study is not taking new participants.", fields: { studyId: ["unknown_study"] } };
  // Answers to the study's questions: scored here, whatever the page thinks of them.
  let scored: ScoredPrescreen | undefined;
  if (prescreen) {
    if (!inquiry.studyId)
      return { kind: "invalid", message: "Answers to a study's questions need the study.", fields: { studyId: ["required"] } };
    const outcome = await scorePrescreen(db, inquiry.studyId, prescreen, language ?? "en");
    if (!outcome.ok)
      return {
        kind: "invalid",
        message: "Some answers to the study's questions are missing or not allowed.",
        fields: { prescreen: [outcome.problems === "unknown_version" ? "invalid" : "required"] },
      };
    scored = outcome.value;
  }
  // The partner who sent them: a typed code must be a partner's; a link's is kept when it still is one.
  const partner = await attributedPartner(db, referralCode, partnerLink);
  if (!partner.ok) return { kind: "invalid", message: "No partner has that code.", fields: { referralCode: ["unknown_partner_code"] } };
  // The same words sent again minutes later (a reloaded page, a second press): the first confirmation.
  const contentKey = await contentKeyOf(inquiry);
  const repeated = website?.trim() ? undefined : await recentSameContent(db, contentKey);
  if (repeated) return { kind: "created", inquiry: repeated };
  // Only valid submissions count against the network's quota: a visitor fixing typos is never
  // locked out by their own mistakes, and an invalid request costs no storage.
  if (!(await withinRateLimit(env.INQUIRY_RATE_LIMITER, `inquiry:${network}`))) return { kind: "rate_limited" };
  const createdAt = new Date().toISOString();
  // A filled honeypot is usually a bot, but browser autofill can fill it for a real person: keep the
  // message as spam (out of the inbox, erased after 30 days) and answer exactly as for anyone else.
  const spam = Boolean(website?.trim());
  const row = {
    ...inquiry,
    interest: inquiry.interest ?? null,
    consent: consent === true,
    consentVersion: consent === true ? (consentVersion ?? null) : null,
    consentLanguage: consent === true ? (language ?? null) : null,
    language: language ?? null,
    utmSource: source?.utmSource || null,
    utmMedium: source?.utmMedium || null,
    utmCampaign: source?.utmCampaign || null,
    referrer: source?.referrer || null,
    partnerId: partner.partnerId,
    ...searchColumnsOf(inquiry),
    status: spam ? ("spam" as const) : ("new" as const),
    closedAt: spam ? createdAt : null,
    createdAt,
    contentKey: spam ? null : contentKey,
    // A bot's answers are not kept.
    prescreenResult: spam ? null : (scored?.result ?? null),
  };
  let created: CreatedInquiryDto;
  let notificationId: number | null = null;
  let joining: Awaited<ReturnType<typeof contactFormJoinStatements>> = null;
  try {
    // "Keep me on the list for future studies": the person joins with the message, in the same batch.
    joining =
      registryConsent && !spam
        ? await contactFormJoinStatements(
            env,
            db,
            { ...inquiry, language, statement: registryConsent, partnerId: partner.partnerId },
            new Date(createdAt),
          )
        : null;
    // The visitor's consent to texts and their confirmations, in the same batch too (a bot gets none).
    const confirmations = spam
      ? null
      : await confirmationStatements(
          env,
          { ...inquiry, language: language ?? null },
          smsConsent ? { version: smsConsentVersion ?? CURRENT_SMS_CONSENT_VERSION } : null,
          new Date(createdAt),
        );
    // Stored together or not at all; a Worker stopped before sending still leaves the staff e-mail queued for
    // the scheduled catch-up (worker/notify/outbox.ts), and the confirmations for the outbox's.
    const filed = await storeInquiry(db, {
      row,
      key: submissionId,
      answers: spam ? undefined : scored,
      announce: !spam,
      alongside: (inquiryId) => [...(joining?.statements ?? []), ...(confirmations?.(db, inquiryId) ?? [])],
    });
    created = { id: filed.inquiry.id, createdAt: filed.inquiry.createdAt };
    notificationId = filed.notificationId;
  } catch (error) {
    // Two copies of one submission raced each other: both get the stored one's answer.
    const stored = submissionId && violatesUnique(error, "inquiries.submission_key") ? await storedSubmission(db, submissionId) : undefined;
    if (!stored) throw error;
    return { kind: "created", inquiry: stored };
  }
  // The confirmations go right after answering; the outbox's schedule catches what this misses.
  if (!spam) {
    sendConfirmationsSoon(env, ctx, created.id);
    if (joining) sendConfirmationSoon(env, ctx, joining.reference);
  }
  // Tell staff after answering: the visitor never waits for (or sees a failure of) the e-mail.
  if (notificationId !== null) deliverAfterAnswer(env, ctx, [notificationId], "new_inquiry_email_failed", created.id);
  return { kind: "created", inquiry: created };
}
