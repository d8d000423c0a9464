import { inquiryInputSchema, type CreatedInquiryDto } from "../../../contract/inquiry";
import { CURRENT_SMS_CONSENT_VERSION } from "../../../contract/consent";
import { confirmInquiry } from "../../messaging/confirmation";
import { digest } from "../../messaging/keys";
import { sendSoon } from "../../messaging/outbox";
import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { Hono } from "hono";
import { inquiries, staffNotifications } from "../../db/schema";
import type { AppEnv } from "../../env";
import { deliver, queueForLastInsertedInquiry } from "../../notify/outbox";
import { emailKeyOf, phoneDigitsOf, searchTextOf } from "../../inquiries/searchText";
import { createdEvent } from "../../inquiries/timeline";
import { clientNetwork } from "../../http/clientNetwork";
import { jsonError } from "../../http/errors";
import { errorClassOf, log } from "../../observability/log";
import { limitBody, requireJsonBody, validJson, withinRateLimit } from "../../http/guards";
import { isRecruitingStudy } from "../../studies/store";
import { insertPrescreenForLastInquiry, scorePrescreen, type ScoredPrescreen } from "../../prescreen/submit";

const MAX_INQUIRY_BODY_BYTES = 32 * 1024;

/** The inquiry a submission key already stored, if any (the first answer a retry gets again). */
async function storedSubmission(db: DrizzleD1Database, key: string): Promise<CreatedInquiryDto | undefined> {
  return db.select({ id: inquiries.id, createdAt: inquiries.createdAt }).from(inquiries).where(eq(inquiries.submissionKey, key)).get();
}

function isDuplicateSubmission(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++, current = current.cause) {
    if (/UNIQUE constraint failed: inquiries\.submission_key/.test(current.message)) return true;
  }
  return false;
}

/** Minutes within which the same words from the same person are taken as the same message sent again. */
export const REPEAT_WINDOW_MINUTES = 10;

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

/** POST /api/inquiries: the public contact form (docs/product.md#calls's four fields, plus what docs/product.md adds). */
export const createInquiry = new Hono<AppEnv>().post(
  "/",
  requireJsonBody,
  limitBody(MAX_INQUIRY_BODY_BYTES),
  validJson(inquiryInputSchema),
  async (c) => {
    const { website, consent, consentVersion, smsConsent, smsConsentVersion, language, source, submissionId, prescreen, ...inquiry } =
      c.req.valid("json");
    const db = drizzle(c.env.DB);
    // The same submission sent again (the connection dropped before the answer came): its first answer.
    const earlier = submissionId ? await storedSubmission(db, submissionId) : undefined;
    if (earlier) return c.json(earlier satisfies CreatedInquiryDto, 201);
    // The same words sent again minutes later (a reloaded page, a second press): the first confirmation.
    // A study the visitor may still write about: published and recruiting (a closed one's link is stale).
    if (inquiry.studyId && !(await isRecruitingStudy(db, inquiry.studyId)))
      return jsonError(c, 400, "validation_failed", "That study is not taking new participants.", { studyId: ["unknown_study"] });
    // Answers to the study's questions: scored here, whatever the page thinks of them.
    let scored: ScoredPrescreen | undefined;
    if (prescreen) {
      if (!inquiry.studyId)
        return jsonError(c, 400, "validation_failed", "Answers to a study's questions need the study.", { studyId: ["required"] });
      const outcome = await scorePrescreen(db, inquiry.studyId, prescreen, language ?? "en");
      if (!outcome.ok)
        return jsonError(c, 400, "validation_failed", "Some answers to the study's questions are missing or not allowed.", {
          prescreen: [outcome.problems === "unknown_version" ? "invalid" : "required"],
        });
      scored = outcome.value;
    }
    const contentKey = await contentKeyOf(inquiry);
    const repeated = website?.trim() ? undefined : await recentSameContent(db, contentKey);
    if (repeated) return c.json(repeated satisfies CreatedInquiryDto, 201);
    // Only valid submissions count against the network's quota: a visitor fixing typos is never
    // locked out by their own mistakes, and an invalid request costs no storage.
    if (!(await withinRateLimit(c.env.INQUIRY_RATE_LIMITER, `inquiry:${clientNetwork(c)}`))) {
      c.header("Retry-After", "60");
      return jsonError(c, 429, "rate_limited", "Too many messages were sent from your connection. Please wait a minute and try again.");
    }
    const createdAt = new Date().toISOString();
    // A filled honeypot is usually a bot, but browser autofill can fill it for a real person: keep the
    // message as spam (out of the inbox, erased after 30 days) and answer exactly as for anyone else.
    const spam = Boolean(website?.trim());
    const insert = db
      .insert(inquiries)
      .values({
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
        searchText: searchTextOf(inquiry),
        emailNorm: emailKeyOf(inquiry.email),
        phoneDigits: phoneDigitsOf(inquiry.phone),
        status: spam ? "spam" : "new",
        closedAt: spam ? createdAt : null,
        createdAt,
        submissionKey: submissionId ?? null,
        contentKey: spam ? null : contentKey,
        // A bot's answers are not kept.
        prescreenResult: spam ? null : (scored?.result ?? null),
      })
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt });
    let created: CreatedInquiryDto;
    let notificationId: number | undefined;
    try {
      // One batch, so the inquiry, its first timeline event and the staff e-mail owed for it are stored
      // together or not at all. A Worker stopped before sending still leaves the e-mail queued for the
      // scheduled catch-up (worker/notify/outbox.ts).
      if (spam) {
        const [rows] = await db.batch([insert, createdEvent(db, createdAt)]);
        created = rows[0]!;
      } else {
        // The answers go right after the inquiry: their row's id is the inquiry's, so last_insert_rowid()
        // still names the inquiry for the statements after them.
        const answers = scored ? [insertPrescreenForLastInquiry(db, scored, createdAt)] : [];
        const [rows, ...rest] = await db.batch([
          insert,
          ...answers,
          queueForLastInsertedInquiry(db, "new_inquiry", createdAt).returning({ id: staffNotifications.id }),
          createdEvent(
            db,
            createdAt,
            sql`(select ${staffNotifications.inquiryId} from ${staffNotifications} where ${staffNotifications.id} = last_insert_rowid())`,
          ),
        ]);
        created = (rows as CreatedInquiryDto[])[0]!;
        notificationId = (rest[answers.length] as { id: number }[])[0]?.id;
      }
    } catch (error) {
      // Two copies of one submission raced each other: both get the stored one's answer.
      const stored = submissionId && isDuplicateSubmission(error) ? await storedSubmission(db, submissionId) : undefined;
      if (!stored) throw error;
      return c.json(stored satisfies CreatedInquiryDto, 201);
    }
    // The visitor's consent to texts and their confirmations; sent after answering, like staff e-mail.
    if (!spam) {
      const messageIds = await confirmInquiry(
        c.env,
        db,
        { ...inquiry, id: created.id, language: language ?? null },
        smsConsent ? { version: smsConsentVersion ?? CURRENT_SMS_CONSENT_VERSION } : null,
      );
      if (messageIds.length > 0) sendSoon(c.env, c.executionCtx, messageIds);
    }
    // Tell staff after answering: the visitor never waits for (or sees a failure of) the e-mail.
    if (notificationId !== undefined)
      c.executionCtx.waitUntil(
        deliver(c.env, notificationId).then(
          () => undefined,
          // Left queued or claimed: the scheduled catch-up sends it or reports it on the timeline.
          (error: unknown) =>
            log.error("new_inquiry_email_failed", {
              code: "notification_deferred",
              errorClass: errorClassOf(error),
              inquiryId: created.id,
            }),
        ),
      );
    return c.json(created satisfies CreatedInquiryDto, 201);
  },
);
