/**
 * The local, offline stand-in for texting (docs/messaging.md): `npm run serve` starts the Worker with
 * these made-up credentials and a fake of Twilio's API on the next port; `npm run sms` signs inbound
 * webhooks with the same token. None of them is a real account or secret.
 */
/** An identifier in Twilio's format (two letters, 32 hex digits) that no real account has: one digit repeated. */
export const madeUpTwilioSid = (prefix: "AC" | "MG", digit: string) => `${prefix}${digit.repeat(32)}`;

export const LOCAL_TWILIO = {
  accountSid: madeUpTwilioSid("AC", "0"),
  authToken: "local-only-twilio-auth-token",
  messagingServiceSid: madeUpTwilioSid("MG", "0"),
  /** The clinic's number as the stand-in says texts come from. */
  clinicNumber: "+17605550142",
} as const;

export const LOCAL_MESSAGING_KEY = "local-only-messaging-key";
export const LOCAL_MESSAGES_FROM = "research-team@example.com";
export const LOCAL_REPLY_DOMAIN = "reply.example.com";

/** Where the stand-in writes each text it "sends", one JSON object per line (as wrangler does for e-mail). */
export const LOCAL_SMS_LOG = ".wrangler/tmp/sms/sent.jsonl";

export function standInPort(workerPort: number): number {
  return workerPort + 1;
}
