import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Language } from "../../contract/language";
import type { MessageChannel } from "../../contract/messaging";
import { siteOrigin } from "../config";
import { errorClassOf } from "../observability/log";
import { twilioConfig } from "./config";
import { recordConsent } from "./consent";
import { sendPersonEmail } from "./email/outbound";
import { addressHash } from "./keys";
import { OPTED_OUT_CODES, SmsSendError, twilioSender } from "./sms/twilio";
import { untextableReason } from "./sms/textableNumber";

/** A claim older than this that never reported back is given up ("unconfirmed"), never sent again. */
export const MESSAGE_CLAIM_TIMEOUT_MS = 2 * 60 * 1000;
/** A send the provider could not take now is tried again this much later... */
export const RETRY_DELAY_MS = 5 * 60 * 1000;
/** ...until the message is this old: then it fails, and staff see it. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

export type SendOutcome = "sent" | "failed" | "cancelled" | "deferred" | "taken";
/** How texts reach the provider: `fetch` in production, a fake Twilio API in tests. */
export type OutboxDeps = { fetcher?: typeof fetch };

/** One message as it goes: the words, where to, and (for an e-mail) what it belongs to. */
export type Outgoing = {
  channel: MessageChannel;
  to: string;
  subject: string;
  body: string;
  language: Language;
  /** The inquiry an e-mail's replies go back to; null for the registry's own e-mails. */
  inquiryId: number | null;
  automatic: boolean;
  calendar?: string;
  /** For a text: seconds Twilio may hold it before dropping it (campaigns). */
  validitySeconds?: number;
};

/** Hands a message to Twilio or Email Service; the provider's id of it. Both outboxes send through here. */
export async function deliver(env: Env, message: Outgoing, deps: OutboxDeps = {}): Promise<string> {
  if (message.channel === "text") {
    // The last guard, whatever the caller checked: a premium, toll-free or Caribbean number never gets a text.
    const untextable = await untextableReason(env, message.to);
    if (untextable) throw new SmsSendError(untextable, false);
    return (
      await twilioSender(
        twilioConfig(env)!,
        deps.fetcher,
      )({
        to: message.to,
        body: message.body,
        statusCallback: `${siteOrigin(env)}/api/sms/status`,
        validitySeconds: message.validitySeconds,
      })
    ).providerId;
  }
  return sendPersonEmail(env, {
    to: message.to,
    subject: message.subject,
    body: message.body,
    language: message.language,
    inquiryId: message.inquiryId,
    addressHash: await addressHash(env, "email", message.to),
    automatic: message.automatic,
    calendar: message.calendar,
  });
}

/**
 * What a failed send becomes (docs/messaging.md): Email Service's refusals and Twilio's busy or unreachable
 * moments are tried again later until the message is a day old; anything else fails. A number Twilio knows
 * opted out (21610) is recorded as an opt-out in the ledger.
 */
export async function afterFailure(
  env: Env,
  db: DrizzleD1Database,
  message: { createdAt: string; inquiryId: number | null },
  to: string,
  error: unknown,
  now: Date,
): Promise<{ outcome: "deferred" | "failed"; reason: string; changes: Record<string, string | null> }> {
  const at = now.toISOString();
  const reason = error instanceof SmsSendError ? error.reason : `email:${errorClassOf(error)}`;
  const retry = error instanceof SmsSendError ? error.retry : true;
  if (error instanceof SmsSendError && OPTED_OUT_CODES.has(Number(reason.split(":")[1])))
    await recordConsent(db, {
      channel: "text",
      addressHash: await addressHash(env, "text", to),
      action: "revoked",
      source: "provider",
      statement: reason,
      language: null,
      inquiryId: message.inquiryId,
      at,
    });
  if (retry && now.getTime() - new Date(message.createdAt).getTime() < GIVE_UP_AFTER_MS)
    return {
      outcome: "deferred",
      reason,
      changes: {
        status: "queued",
        claimedAt: null,
        failureReason: reason,
        sendAfter: new Date(now.getTime() + RETRY_DELAY_MS).toISOString(),
      },
    };
  return { outcome: "failed", reason, changes: { status: "failed", failureReason: reason, statusAt: at } };
}
