import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { siteOrigin } from "../../config";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody } from "../../http/guards";
import { twilioConfig } from "../../messaging/config";
import { claimProviderEvent, receivedBeforeEvents, releaseProviderEvent, type ProviderEventKind } from "../../messaging/sms/providerEvents";
import { applyDeliveryStatus } from "../../messaging/sms/deliveryStatus";
import { receiveText } from "../../replies/text";
import { isSignedByTwilio } from "../../messaging/sms/signature";
import { deliverAfterAnswer } from "../../notify/outbox";
import { log } from "../../observability/log";

type WebhookEnv = AppEnv & { Variables: AppEnv["Variables"] & { params: URLSearchParams } };

/**
 * Twilio's webhooks are accepted only when signed with the account's auth token over the URL Twilio was
 * given (the configured site origin, never the Host header) and the posted parameters, and from our account.
 */
const signedByTwilio = createMiddleware<WebhookEnv>(async (c, next) => {
  const config = twilioConfig(c.env);
  if (!config) return jsonError(c, 404, "not_found", "Text messaging is not configured.");
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type))
    return jsonError(c, 415, "unsupported_media_type", "Twilio posts form-encoded bodies.");
  const params = new URLSearchParams(await c.req.text());
  const url = `${siteOrigin(c.env)}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
  if (
    params.get("AccountSid") !== config.accountSid ||
    !(await isSignedByTwilio(config.authToken, c.req.header("X-Twilio-Signature"), url, params))
  ) {
    log.warn("sms_webhook_refused", { route: c.req.routePath, code: "invalid_signature" });
    return jsonError(c, 403, "invalid_signature", "The request is not signed by the text provider.");
  }
  c.set("params", params);
  await next();
});

/**
 * Applies a provider event once (docs/messaging.md): it is known by what identifies it at Twilio (AccountSid,
 * MessageSid and, for a status, the status), never by how its signature is spelled. A known event (a retry or a
 * replay, even years later) is answered `known` and changes nothing. When applying throws, the key is let go so that
 * Twilio's retry gets in.
 */
async function once(c: Context<WebhookEnv>, kind: ProviderEventKind, key: string[], known: () => Response, apply: () => Promise<Response>) {
  const db = drizzle(c.env.DB);
  const keyHash = await claimProviderEvent(db, kind, [c.get("params").get("AccountSid") ?? "", ...key]);
  if (keyHash === null) {
    log.info("sms_webhook_known", { route: c.req.routePath, code: kind });
    return known();
  }
  try {
    return await apply();
  } catch (error) {
    await releaseProviderEvent(db, keyHash);
    throw error;
  }
}

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** TwiML: a text back to the sender, or nothing. */
function twiml(c: Context, answer: string | null) {
  c.header("Content-Type", "text/xml; charset=utf-8");
  return c.body(`<?xml version="1.0" encoding="UTF-8"?><Response>${answer ? `<Message>${xmlEscape(answer)}</Message>` : ""}</Response>`);
}

/** /api/sms: the text provider's webhooks (docs/messaging.md). */
export const smsRoutes = new Hono<WebhookEnv>()
  .use(limitBody(64 * 1024), signedByTwilio)
  // A text to the clinic's number: a keyword, a reply on an open inquiry, or a new inquiry.
  .post("/inbound", async (c) => {
    const params = c.get("params");
    const from = params.get("From") ?? "";
    const providerId = params.get("MessageSid") ?? "";
    if (!/^\+[1-9][0-9]{7,14}$/.test(from) || !/^[A-Z]{2}[0-9a-f]{32}$/.test(providerId)) {
      return jsonError(c, 400, "bad_request", "From must be an E.164 number and MessageSid a Twilio id.");
    }
    const body = (params.get("Body") ?? "").slice(0, 5000);
    const media = Math.min(Number(params.get("NumMedia") ?? 0) || 0, 10);
    const nothing = () => twiml(c, null);
    return once(c, "inbound_text", [providerId], nothing, async () => {
      const db = drizzle(c.env.DB);
      if (await receivedBeforeEvents(db, providerId, c.req.header("X-Twilio-Signature")!)) return nothing();
      const result = await receiveText(c.env, db, { from, body, providerId, media });
      log.info("sms_received", { code: result.kind });
      deliverAfterAnswer(c.env, c.executionCtx, result.notificationIds, "reply_email_failed");
      return twiml(c, result.answer);
    });
  })
  // Where a text we sent stands: sent, delivered, undelivered or failed.
  .post("/status", async (c) => {
    const params = c.get("params");
    const providerId = params.get("MessageSid") ?? "";
    const status = params.get("MessageStatus") ?? "";
    if (!/^[A-Z]{2}[0-9a-f]{32}$/.test(providerId) || !/^[a-z_]{1,20}$/.test(status))
      return jsonError(c, 400, "bad_request", "MessageSid and MessageStatus are required.");
    const errorCode = params.get("ErrorCode");
    const done = () => c.body(null, 204);
    return once(c, "text_status", [providerId, status], done, async () => {
      await applyDeliveryStatus(c.env, drizzle(c.env.DB), {
        providerId,
        status,
        errorCode: errorCode && /^[0-9]{1,6}$/.test(errorCode) ? errorCode : null,
      });
      return done();
    });
  });
