import type { DrizzleD1Database } from "drizzle-orm/d1";
import { isClosedStatus } from "../../contract/inquiryStatus";
import type { ChannelState, MessageChannel, MessagingStateDto } from "../../contract/messaging";
import { toE164 } from "../../contract/phone";
import type { inquiries } from "../db/schema";
import { emailConfig, twilioConfig } from "./config";
import { untextableReason } from "./sms/textableNumber";
import { consentOf } from "./consent";
import { addressHashes } from "./keys";

type Inquiry = Pick<
  typeof inquiries.$inferSelect,
  "status" | "phone" | "email" | "consent" | "language" | "repliedAt" | "unreadSince" | "erasedAt"
>;

/** The number or address a channel writes to, if the inquiry has a usable one. */
export function addressOf(inquiry: Pick<Inquiry, "phone" | "email">, channel: MessageChannel): string | null {
  if (channel === "text") return toE164(inquiry.phone);
  return /^[^\s@]+@[^\s@]+$/.test(inquiry.email) ? inquiry.email.trim().toLowerCase() : null;
}

/**
 * Whether staff may write to the person on a channel now (docs/messaging.md): configured, an address (for a text,
 * in a country the site texts), and their
 * consent as the ledger has it last. An e-mail address given with the contact form's consent (before the
 * ledger existed) counts as consent to e-mail until the person unsubscribes.
 */
export async function channelState(env: Env, db: DrizzleD1Database, inquiry: Inquiry, channel: MessageChannel): Promise<ChannelState> {
  if (inquiry.erasedAt || isClosedStatus(inquiry.status)) return { available: false, reason: "closed" };
  const configured = channel === "text" ? twilioConfig(env) : emailConfig(env);
  if (!configured) return { available: false, reason: "not_configured" };
  const address = addressOf(inquiry, channel);
  if (!address) return { available: false, reason: "no_address" };
  // Every text, not only the form's confirmation: only numbers the numbering data calls textable (sms/textableNumber.ts).
  const untextable = channel === "text" ? await untextableReason(env, address) : null;
  if (untextable) return { available: false, reason: untextable };
  const consent = await consentOf(db, channel, await addressHashes(env, channel, address));
  if (consent === "revoked") return { available: false, reason: "opted_out" };
  if (consent === "paused") return { available: false, reason: "paused" };
  if (consent === "granted" || (channel === "email" && consent === null && inquiry.consent)) return { available: true };
  return { available: false, reason: "no_consent" };
}

export async function messagingState(env: Env, db: DrizzleD1Database, inquiry: Inquiry): Promise<MessagingStateDto> {
  const [text, email] = await Promise.all([channelState(env, db, inquiry, "text"), channelState(env, db, inquiry, "email")]);
  return {
    channels: { text, email },
    replied: inquiry.repliedAt !== null,
    unread: inquiry.unreadSince !== null,
    language: inquiry.language ?? "en",
  };
}
