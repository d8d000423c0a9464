/**
 * Messaging's settings (wrangler.toml vars and secrets; docs/messaging.md). Without them the channel is
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

/**
 * Every key still accepted, the current one first: while MESSAGING_KEY rotates, the earlier ones sit in
 * MESSAGING_KEY_PREVIOUS (comma-separated, newest first; docs/operations.md section 8). What is made, is
 * made with the first; what is checked or looked up, under each. Empty when messaging has no key.
 */
export function messagingKeys(env: Env): string[] {
  const current = messagingKey(env);
  if (!current) return [];
  const previous = (secret(env, "MESSAGING_KEY_PREVIOUS") ?? "").split(",").map((key) => key.trim());
  return [...new Set([current, ...previous.filter((key) => key.length > 0)])];
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

/** What the public form may cost in texts (wrangler.toml [vars]; docs/messaging.md "Confirmation texts"). */
export type ConfirmationTextLimits = { countryCodes: string[]; perDay: number; perNumberPerDay: number };

function wholeNumber(env: Env, name: string, fallback: number): number {
  const value = Number(secret(env, name) ?? Number.NaN);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function confirmationTextLimits(env: Env): ConfirmationTextLimits {
  return {
    countryCodes: (secret(env, "TEXT_COUNTRY_CODES") ?? "1").split(/[\s,]+/).filter((code) => /^[1-9][0-9]{0,2}$/.test(code)),
    perDay: wholeNumber(env, "CONFIRMATION_TEXTS_PER_DAY", 200),
    perNumberPerDay: wholeNumber(env, "CONFIRMATION_TEXTS_PER_NUMBER", 3),
  };
}
