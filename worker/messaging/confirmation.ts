import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import { localizedPath } from "../../contract/sitePaths";
import type { Language } from "../../contract/language";
import { nextTextingTime } from "../../contract/quietHours";
import { appendEvent, appendMessage } from "../inquiries/timeline";
import { addressOf } from "./channels";
import { emailConfig, twilioConfig } from "./config";
import { recordConsent } from "./consent";
import { addressHash } from "./keys";
import { outboundTexts } from "./texts/outboundTexts";
import { outboundText } from "./texts/translate";

type NewInquiry = { id: number; email: string; phone: string; language: Language | null };
type SmsConsent = { version: string } | null;

/**
 * What the visitor gets right after sending the form (docs/messaging.md): their consent to texts, if they gave it,
 * in the ledger and on the timeline; a confirmation by e-mail; and, with that consent, one by text (in
 * texting hours). Each confirmation says what happens next, from which number, and the reference, and
 * holds nothing about health or a study. Returns the ids of the messages to send.
 */
export async function confirmInquiry(
  env: Env,
  db: DrizzleD1Database,
  inquiry: NewInquiry,
  smsConsent: SmsConsent,
  now = new Date(),
): Promise<number[]> {
  const at = now.toISOString();
  const language = inquiry.language ?? "en";
  const reference = String(inquiry.id);
  const statements: BatchItem<"sqlite">[] = [];
  const number = addressOf(inquiry, "text");
  if (smsConsent && number) {
    statements.push(
      recordConsent(db, {
        channel: "text",
        addressHash: await addressHash(env, "text", number),
        action: "granted",
        source: "contact_form",
        statement: smsConsent.version,
        language,
        page: localizedPath("/contact", language),
        inquiryId: inquiry.id,
        at,
      }),
      appendEvent(db, inquiry.id, at, { type: "consent", actorId: null, channel: "text", consentAction: "granted" }),
    );
  }
  if (emailConfig(env) && addressOf(inquiry, "email")) {
    const body = outboundTexts.confirmationEmail.map((paragraph) => outboundText(language, paragraph, { reference })).join("\n\n");
    statements.push(
      ...appendMessage(
        db,
        inquiry.id,
        at,
        {
          direction: "out",
          channel: "email",
          origin: "confirmation",
          status: "queued",
          subject: outboundText(language, outboundTexts.confirmationSubject),
          body,
          sendAfter: at,
        },
        null,
      ),
    );
  }
  if (smsConsent && number && twilioConfig(env)) {
    statements.push(
      ...appendMessage(
        db,
        inquiry.id,
        at,
        {
          direction: "out",
          channel: "text",
          origin: "confirmation",
          status: "queued",
          body: outboundText(language, outboundTexts.confirmationText, { reference }),
          sendAfter: nextTextingTime(now).toISOString(),
        },
        null,
      ),
    );
  }
  if (statements.length === 0) return [];
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return results.flatMap((result) =>
    Array.isArray(result)
      ? result.flatMap((row) =>
          row && typeof (row as { messageId?: unknown }).messageId === "number" ? [(row as { messageId: number }).messageId] : [],
        )
      : [],
  );
}
