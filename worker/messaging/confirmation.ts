import { inArray, sql, type SQL } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import { localizedPath } from "../../contract/sitePaths";
import type { Language } from "../../contract/language";
import { nextTextingTime } from "../../contract/quietHours";
import { inquiries, messages } from "../db/schema";
import { appendEvent, appendMessage } from "../record/timeline";
import { addressOf } from "./channels";
import { confirmationTextLimits, emailConfig, messagingKey, twilioConfig } from "./config";
import { log } from "../observability/log";
import { untextableReason, type UntextableReason } from "./sms/textableNumber";
import { phoneDigitForms } from "./inbound";
import { recordConsent } from "./consent";
import { addressHash } from "./keys";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundSms, outboundText } from "../texts/translate";

/** The new inquiry: `id` is SQL that finds it, for it is stored in the same batch as its confirmations. */
type NewInquiry = { id: SQL; email: string; phone: string; language: Language | null };
type SmsConsent = { version: string } | null;

/** Stands for the reference in the words until SQL puts the inquiry's id in its place. */
const REFERENCE = "[[reference]]";

/**
 * Why the confirmation text to `number` is held back (its `failure_reason`: country_not_allowed, not_textable, daily_limit,
 * number_daily_limit; null = send it), as SQL over the messages already there: the count and the insert are
 * one statement, so the caps hold under simultaneous submissions. Counted: the last 24 hours' confirmation
 * texts that were not cancelled (held back, or stopped by an opt-out).
 */
function heldBack(env: Env, number: string, untextable: UntextableReason | null, now: Date): SQL {
  if (untextable) return sql`${untextable}`;
  const limits = confirmationTextLimits(env);
  const since = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const recent = sql`${messages.channel} = 'text' and ${messages.origin} = 'confirmation' and ${messages.status} <> 'cancelled' and ${messages.createdAt} > ${since}`;
  const toNumber = sql`${messages.inquiryId} in (select ${inquiries.id} from ${inquiries} where ${inArray(inquiries.phoneDigits, phoneDigitForms(number))})`;
  return sql`case when (select count(*) from ${messages} where ${recent}) >= ${limits.perDay} then 'daily_limit'
    when (select count(*) from ${messages} where ${recent} and ${toNumber}) >= ${limits.perNumberPerDay} then 'number_daily_limit' end`;
}

/**
 * What the visitor gets right after sending the form (docs/messaging.md): their consent to texts, if they gave it,
 * in the ledger and on the timeline; a confirmation by e-mail; and, with that consent, one by text (in
 * texting hours). Each confirmation says what happens next, from which number, and the reference, and
 * holds nothing about health or a study. The statements join the inquiry's own batch (worker/record/newInquiry.ts),
 * so the consent is stored with the inquiry or not at all, and the visitor waits for one round trip, not two.
 * What needs the Worker (hashing the number, asking whether it takes texts) is done first.
 */
export async function confirmationStatements(
  env: Env,
  inquiry: Omit<NewInquiry, "id">,
  smsConsent: SmsConsent,
  now = new Date(),
): Promise<(db: DrizzleD1Database, inquiryId: SQL) => BatchItem<"sqlite">[]> {
  const at = now.toISOString();
  const language = inquiry.language ?? "en";
  const number = addressOf(inquiry, "text");
  // Messaging is off without MESSAGING_KEY (docs/messaging.md): the yes cannot be keyed, so it is not recorded, and
  // no text goes without it. The message itself is stored all the same.
  const keyed = messagingKey(env) !== undefined;
  if (smsConsent && number && !keyed) log.warn("text_consent_not_recorded", { code: "messaging_key_missing" });
  const consentHash = smsConsent && number && keyed ? await addressHash(env, "text", number) : null;
  const texting = smsConsent && number && twilioConfig(env) ? await untextableReason(env, number) : undefined;
  return (db, inquiryId) => {
    const statements: BatchItem<"sqlite">[] = [];
    if (smsConsent && consentHash) {
      statements.push(
        recordConsent(db, {
          channel: "text",
          addressHash: consentHash,
          action: "granted",
          source: "contact_form",
          statement: smsConsent.version,
          language,
          page: localizedPath("/contact", language),
          inquiryId,
          at,
        }),
        appendEvent(db, inquiryId, at, { type: "consent", actorId: null, channel: "text", consentAction: "granted" }),
      );
    }
    if (emailConfig(env) && addressOf(inquiry, "email")) {
      const body = outboundTexts.confirmationEmail
        .map((paragraph) => outboundText(language, paragraph, { reference: REFERENCE }))
        .join("\n\n");
      statements.push(
        ...appendMessage(
          db,
          inquiryId,
          at,
          {
            direction: "out",
            channel: "email",
            origin: "confirmation",
            status: "queued",
            subject: outboundText(language, outboundTexts.confirmationSubject),
            body: sql`replace(${body}, ${REFERENCE}, ${inquiryId})` as unknown as string,
            sendAfter: at,
          },
          null,
        ),
      );
    }
    if (number && texting !== undefined) {
      // Anyone can file the form with any number: a text only to the countries and within the caps set
      // (docs/messaging.md "Confirmation texts"); one held back stays on the timeline as cancelled, with why.
      const held = heldBack(env, number, texting, now);
      statements.push(
        ...appendMessage(
          db,
          inquiryId,
          at,
          {
            direction: "out",
            channel: "text",
            origin: "confirmation",
            // SQL in place of values: appendMessage writes each into its INSERT ... SELECT as given.
            status: sql`case when ${held} is null then 'queued' else 'cancelled' end` as unknown as "queued",
            failureReason: held as unknown as string,
            statusAt: sql`case when ${held} is null then null else ${at} end` as unknown as string,
            body: outboundSms(language, outboundTexts.confirmationText),
            sendAfter: nextTextingTime(now).toISOString(),
          },
          null,
        ),
      );
    }
    return statements;
  };
}
