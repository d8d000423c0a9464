import type { TwilioConfig } from "../config";

/** A text handed to the provider: its id there, and where it stands. */
export type SmsSent = { providerId: string };

/**
 * A send the provider refused or could not take. `reason` is kept on the message ("twilio:21610" is a
 * number that replied STOP to Twilio itself); `retry` says whether trying again later can help.
 */
export class SmsSendError extends Error {
  constructor(
    readonly reason: string,
    readonly retry: boolean,
  ) {
    super(reason);
    this.name = "SmsSendError";
  }
}

/** Twilio error codes that mean the number opted out at the carrier or Twilio: record it as an opt-out. */
export const OPTED_OUT_CODES = new Set([21610]);

/**
 * Sends texts through Twilio's Programmable Messaging REST API (docs/messaging.md: plain `fetch`, the `twilio`
 * package is built for Node): POST /2010-04-01/Accounts/{AccountSid}/Messages.json, HTTP Basic auth with
 * the account SID and auth token, form-encoded To, Body, MessagingServiceSid, StatusCallback and, for campaigns,
 * ValidityPeriod.
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
export function twilioSender(config: TwilioConfig, fetcher: typeof fetch = fetch) {
  return async function send(message: { to: string; body: string; statusCallback: string; validitySeconds?: number }): Promise<SmsSent> {
    const url = `${config.apiBase}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetcher(url, {
        method: "POST",
        headers: {
          Authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`,
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: new URLSearchParams({
          To: message.to,
          MessagingServiceSid: config.messagingServiceSid,
          Body: message.body,
          StatusCallback: message.statusCallback,
          // A campaign's text that waits longer than this in Twilio's queue is dropped (error 30036), not sent late.
          ...(message.validitySeconds ? { ValidityPeriod: String(message.validitySeconds) } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new SmsSendError("twilio:unreachable", true);
    }
    const answer = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown } | null;
    if (response.ok && typeof answer?.sid === "string") return { providerId: answer.sid };
    const code = typeof answer?.code === "number" ? answer.code : response.status;
    // Too many requests and Twilio's own failures pass; a refused message (400), bad credentials (401) do not.
    throw new SmsSendError(`twilio:${code}`, response.status === 429 || response.status >= 500);
  };
}
export type SmsSender = ReturnType<typeof twilioSender>;
