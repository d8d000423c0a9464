/**
 * Messaging's settings (wrangler.toml vars and secrets; README "Messaging"). Without them the channel is
 * off and the composer says so: nothing is sent half-configured.
 */
export type TwilioConfig = { accountSid: string; authToken: string; messagingServiceSid: string; apiBase: string };

function secret(env: Env, name: string): string | undefined {
  const value = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : undefined;
}

/**
 * The key (`wrangler secret put MESSAGING_KEY`) behind the consent ledger's hashes of numbers and
 * addresses and the signed reply and unsubscribe links. Messaging is off without it.
 */
export function messagingKey(env: Env): string | undefined {
  return secret(env, "MESSAGING_KEY");
}

/** Twilio's Programmable Messaging, when the account, the Messaging Service and the auth token are set. */
export function twilioConfig(env: Env): TwilioConfig | undefined {
  const accountSid = secret(env, "TWILIO_ACCOUNT_SID");
  const authToken = secret(env, "TWILIO_AUTH_TOKEN");
  const messagingServiceSid = secret(env, "TWILIO_MESSAGING_SERVICE_SID");
  if (!accountSid || !authToken || !messagingServiceSid || !messagingKey(env)) return undefined;
  return {
    accountSid,
    authToken,
    messagingServiceSid,
    apiBase: (secret(env, "TWILIO_API_BASE") ?? "https://api.twilio.com").replace(/\/+$/, ""),
  };
}

/** The clinic's address e-mails to people come from, and the domain replies come back to (Email Routing). */
export function emailConfig(env: Env): { from: string; replyDomain: string } | undefined {
  const from = secret(env, "MESSAGES_FROM");
  const replyDomain = secret(env, "MESSAGES_REPLY_DOMAIN");
  if (!from || !replyDomain || !messagingKey(env)) return undefined;
  return { from, replyDomain: replyDomain.toLowerCase() };
}
