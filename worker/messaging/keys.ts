import type { MessageChannel } from "../../contract/messaging";
import { messagingKeys } from "./config";

/**
 * Keyed hashes and signed tokens of messaging (docs/messaging.md), all under MESSAGING_KEY with a purpose prefix
 * so that one kind of value can never stand for another. New values are made with the current key; a
 * signature is accepted under the current key or any in MESSAGING_KEY_PREVIOUS, and the ledger is looked up
 * under the hashes of every one of them (docs/operations.md section 8), so a rotation forgets nothing.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The keys accepted now, the current one first; throws when messaging has none. */
function accepted(env: Env): string[] {
  const secrets = messagingKeys(env);
  if (secrets.length === 0) throw new Error("MESSAGING_KEY is not configured");
  return secrets;
}

async function signWith(secret: string, purpose: string, value: string, length: number): Promise<string> {
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${purpose}:${value}`)));
  return hex(mac).slice(0, length);
}

/** Which key a secret is, without revealing it: the fingerprint worker/messaging/keyOrder.ts keeps. */
export const keyFingerprint = (secret: string) => signWith(secret, "key-fingerprint", "messaging", 16);

/** Made with the current key. */
const sign = (env: Env, purpose: string, value: string, length: number) => signWith(accepted(env)[0]!, purpose, value, length);

/** Whether `signature` is the one of `value` under the current key or any earlier one still accepted. */
async function signedByAny(env: Env, purpose: string, value: string, signature: string): Promise<boolean> {
  let valid = false;
  // Every key is tried (no early return), so the time taken does not tell which one matched.
  for (const secret of accepted(env)) valid = sameText(await signWith(secret, purpose, value, signature.length), signature) || valid;
  return valid;
}

/** Constant-time comparison of two strings of the same alphabet. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

const normalized = (channel: MessageChannel, address: string) => (channel === "email" ? address.trim().toLowerCase() : address);

/**
 * The ledger's key for a number (E.164) or an address (lower case) under the current key: the same input,
 * the same hash. What is recorded is recorded under this one.
 */
export async function addressHash(env: Env, channel: MessageChannel, address: string): Promise<string> {
  return sign(env, `address:${channel}`, normalized(channel, address), 40);
}

/** The hashes of a number or address under every accepted key, the current one first: what a look-up must cover. */
export async function addressHashes(env: Env, channel: MessageChannel, address: string): Promise<string[]> {
  const hashes = await Promise.all(accepted(env).map((secret) => signWith(secret, `address:${channel}`, normalized(channel, address), 40)));
  return [...new Set(hashes)];
}

/**
 * The hashes of many numbers or addresses under every accepted key (an import's rows): signed together, each key
 * imported once. Keyed by the address as given.
 */
export async function addressHashesOf(env: Env, channel: MessageChannel, addresses: readonly string[]): Promise<Map<string, string[]>> {
  const { hashes } = await addressHashesByKey(env, channel, addresses);
  return new Map([...hashes].map(([address, each]) => [address, [...new Set(each)]]));
}

/**
 * The same, with each hash's key: `keys` are the accepted keys' fingerprints (the current one first), and each
 * address's hashes are in that order, one per key.
 */
export async function addressHashesByKey(
  env: Env,
  channel: MessageChannel,
  addresses: readonly string[],
): Promise<{ keys: string[]; hashes: Map<string, string[]> }> {
  const secrets = accepted(env);
  const unique = [...new Set(addresses)];
  const [keys, hashes] = await Promise.all([
    Promise.all(secrets.map(keyFingerprint)),
    Promise.all(
      unique.map((address) =>
        Promise.all(secrets.map((secret) => signWith(secret, `address:${channel}`, normalized(channel, address), 40))),
      ),
    ),
  ]);
  return { keys, hashes: new Map(unique.map((address, i) => [address, hashes[i]!])) };
}

/**
 * The local part of the address replies to an inquiry's e-mails come back to: "reply+<id>-<signature>".
 * Lower case only, as mail systems may change the case of a local part.
 */
export async function replyLocalPart(env: Env, inquiryId: number): Promise<string> {
  return `reply+${inquiryId}-${await sign(env, "reply", String(inquiryId), 20)}`;
}

/** The inquiry a reply address belongs to, or null when its signature does not hold (a made-up address). */
export async function inquiryOfReplyAddress(env: Env, address: string): Promise<number | null> {
  const match = /^reply\+([1-9][0-9]{0,9})-([0-9a-f]{20})@/i.exec(address.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return (await signedByAny(env, "reply", String(id), match[2]!.toLowerCase())) ? id : null;
}

/** The token of an unsubscribe link: the address's hash, the language and the inquiry it came with (0: a registry e-mail), signed. */
export async function unsubscribeToken(env: Env, hash: string, language: "en" | "es", inquiryId: number): Promise<string> {
  const payload = `${hash}.${language}.${inquiryId}`;
  return `${payload}.${await sign(env, "unsubscribe", payload, 32)}`;
}

export type UnsubscribeToken = { hash: string; language: "en" | "es"; inquiryId: number };

/** What an unsubscribe token stands for, or null when it was not made here. */
export async function readUnsubscribeToken(env: Env, token: string): Promise<UnsubscribeToken | null> {
  const match = /^([0-9a-f]{40})\.(en|es)\.(0|[1-9][0-9]{0,9})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  const payload = `${match[1]}.${match[2]}.${match[3]}`;
  if (!(await signedByAny(env, "unsubscribe", payload, match[4]!))) return null;
  return { hash: match[1]!, language: match[2] as "en" | "es", inquiryId: Number(match[3]) };
}

/** The token of a text's link to a visit's calendar file: the visit's calendar uid, signed. */
export async function visitCalendarToken(env: Env, uid: string): Promise<string> {
  return `${uid}.${await sign(env, "visit-calendar", uid, 32)}`;
}

/** The calendar uid a visit link stands for, or null when the link was not made here. */
export async function readVisitCalendarToken(env: Env, token: string): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  return (await signedByAny(env, "visit-calendar", match[1]!, match[2]!)) ? match[1]! : null;
}

/** The token of a registry person's own link (`/registry/me?t=`): their random reference, signed. */
export async function registryToken(env: Env, reference: string): Promise<string> {
  return `${reference}.${await sign(env, "registry", reference, 32)}`;
}

/** The reference a registry link stands for, or null when the link was not made here. */
export async function readRegistryToken(env: Env, token: string): Promise<string | null> {
  const match = /^(R-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  return (await signedByAny(env, "registry", match[1]!, match[2]!)) ? match[1]! : null;
}

/** SHA-256 of a value (a webhook's signature), for the replay table. */
export async function digest(value: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value))));
}

/**
 * A proof that the person behind a registry link also received the code sent to the number or address on file
 * (docs/registry.md, "The person's own page"): their reference and an expiry, signed. Carried in the page's forms,
 * never in a URL.
 */
export async function registrySession(env: Env, reference: string, expiresAt: number): Promise<string> {
  return `${reference}.${expiresAt}.${await sign(env, "registry-session", `${reference}.${expiresAt}`, 32)}`;
}

/** The reference a registry session stands for while it lasts, or null (expired, cut short or not made here). */
export async function readRegistrySession(env: Env, session: string, now = Date.now()): Promise<string | null> {
  const match = /^(R-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4})\.(\d{13})\.([0-9a-f]{32})$/.exec(session);
  if (!match || Number(match[2]) <= now) return null;
  return (await signedByAny(env, "registry-session", `${match[1]}.${match[2]}`, match[3]!)) ? match[1]! : null;
}

/** What is kept of a code sent to a registry person: a keyed hash, never the code. */
export function registryCodeHash(env: Env, reference: string, code: string): Promise<string> {
  return sign(env, "registry-code", `${reference}.${code}`, 64);
}
