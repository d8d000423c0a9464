import { Hono } from "hono";
import { twilioSignature } from "../../worker/messaging/sms/signature.ts";

/** A text the stand-in took, as the Worker sent it. */
export type StandInText = {
  sid: string;
  to: string;
  body: string;
  messagingServiceSid: string;
  statusCallback: string | null;
  /** ValidityPeriod in seconds, when the Worker set one (campaigns). */
  validityPeriod: number | null;
  at: string;
};

export type StandInOptions = {
  accountSid: string;
  authToken: string;
  /** Called with each accepted text (the local server writes it to the console and a file). */
  onText?: (text: StandInText) => void;
  /** How status callbacks reach the Worker; none are sent without it. */
  deliver?: (url: string, init: RequestInit) => Promise<unknown>;
};

/**
 * Numbers that behave like Twilio's documented failures. Twilio's own magic test numbers (+1 500 555 …) are
 * personal-communication numbers the Worker never texts (worker/messaging/sms/textableNumber.ts), so the stand-in
 * uses ordinary numbers of the fictional 555-01xx range for the same errors.
 */
export const STAND_IN_FAILURES: Record<string, { status: number; code: number; message: string }> = {
  // "The 'To' phone number is not a valid phone number."
  "+17605550181": { status: 400, code: 21211, message: "The 'To' number +17605550181 is not a valid phone number." },
  // "Attempt to send to unsubscribed recipient": the number replied STOP to Twilio itself.
  "+17605550184": { status: 400, code: 21610, message: "Attempt to send to unsubscribed recipient" },
};
/** A number whose texts are accepted and then not delivered (status callback "undelivered", 30003). */
export const STAND_IN_UNDELIVERED = "+17605550189";

const randomHex = (bytes: number) =>
  [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A fake of the part of Twilio's Programmable Messaging API the Worker uses, to the documented shapes:
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth (account SID, auth token),
 * form fields To, Body, MessagingServiceSid, StatusCallback, ValidityPeriod (1–36,000 s); a 201 with the message resource (`sid`,
 * `status: "accepted"`); errors as `{ code, message, more_info, status }`; then signed status callbacks
 * ("sent", then "delivered" or "undelivered") to StatusCallback.
 * https://www.twilio.com/docs/messaging/api/message-resource
 */
export function twilioStandIn(options: StandInOptions) {
  const texts: StandInText[] = [];
  const error = (status: number, code: number, message: string) =>
    new Response(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }), {
      status,
      headers: { "Content-Type": "application/json" },
    });

  const app = new Hono().post("/2010-04-01/Accounts/:account/Messages.json", async (c) => {
    const expected = `Basic ${btoa(`${options.accountSid}:${options.authToken}`)}`;
    if (c.req.header("Authorization") !== expected || c.req.param("account") !== options.accountSid)
      return error(401, 20003, "Authenticate");
    if (!(c.req.header("Content-Type") ?? "").startsWith("application/x-www-form-urlencoded"))
      return error(400, 21000, "Form-encoded body expected");
    const form = new URLSearchParams(await c.req.text());
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    const messagingServiceSid = form.get("MessagingServiceSid") ?? "";
    if (!/^\+[1-9][0-9]{7,14}$/.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!/^MG[0-9a-f]{32}$/.test(messagingServiceSid)) return error(400, 21701, "The Messaging Service Sid is invalid.");
    if (!body) return error(400, 21602, "Message body is required.");
    if (body.length > 1600) return error(400, 21617, "The concatenated message body exceeds the 1600 character limit.");
    const validity = form.get("ValidityPeriod");
    if (validity !== null && !(/^[0-9]{1,5}$/.test(validity) && Number(validity) >= 1 && Number(validity) <= 36_000))
      return error(400, 90007, "Invalid validity period value");
    const failure = STAND_IN_FAILURES[to];
    if (failure) return error(failure.status, failure.code, failure.message);
    const text: StandInText = {
      sid: `SM${randomHex(16)}`,
      to,
      body,
      messagingServiceSid,
      statusCallback: form.get("StatusCallback"),
      validityPeriod: validity === null ? null : Number(validity),
      at: new Date().toISOString(),
    };
    texts.push(text);
    options.onText?.(text);
    if (text.statusCallback && options.deliver) void sendCallbacks(text);
    return c.json(
      {
        sid: text.sid,
        account_sid: options.accountSid,
        to,
        body,
        status: "accepted",
        messaging_service_sid: messagingServiceSid,
        num_segments: "1",
      },
      201,
    );
  });

  async function sendCallbacks(text: StandInText) {
    const final: Record<string, string> =
      text.to === STAND_IN_UNDELIVERED ? { MessageStatus: "undelivered", ErrorCode: "30003" } : { MessageStatus: "delivered" };
    for (const update of [{ MessageStatus: "sent" }, final]) {
      const params = new URLSearchParams({
        AccountSid: options.accountSid,
        MessageSid: text.sid,
        MessagingServiceSid: text.messagingServiceSid,
        To: text.to,
        ...update,
      });
      const signature = await twilioSignature(options.authToken, text.statusCallback!, params);
      await options.deliver!(text.statusCallback!, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Twilio-Signature": signature },
        body: params,
      }).catch(() => undefined);
    }
  }

  return { app, texts };
}
