import type { MessageChannel } from "../../contract/messaging";
import { messagingKey } from "./config";

/**
 * Keyed hashes and signed tokens of messaging (docs/messaging.md), all under MESSAGING_KEY with a purpose prefix
 * so that one kind of value can never stand for another.
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

async function sign(env: Env, purpose: string, value: string): Promise<Uint8Array> {
  const secret = messagingKey(env);
  if (!secret) throw new Error("MESSAGING_KEY is not configured");
  return new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(`${purpose}:${value}`)));
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Constant-time comparison of two strings of the same alphabet. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The ledger's key for a number (E.164) or an address (lower case): the same input, the same hash. */
export async function addressHash(env: Env, channel: MessageChannel, address: string): Promise<string> {
  const normalized = channel === "email" ? address.trim().toLowerCase() : address;
  return hex(await sign(env, `address:${channel}`, normalized)).slice(0, 40);
}

/**
 * The local part of the address replies to an inquiry's e-mails come back to: "reply+<id>-<signature>".
 * Lower case only, as mail systems may change the case of a local part.
 */
export async function replyLocalPart(env: Env, inquiryId: number): Promise<string> {
  return `reply+${inquiryId}-${hex(await sign(env, "reply", String(inquiryId))).slice(0, 20)}`;
}

/** The inquiry a reply address belongs to, or null when its signature does not hold (a made-up address). */
export async function inquiryOfReplyAddress(env: Env, address: string): Promise<number | null> {
  const match = /^reply\+([1-9][0-9]{0,9})-([0-9a-f]{20})@/i.exec(address.trim());
  if (!match) return null;
  const id = Number(match[1]);
  const expected = (await replyLocalPart(env, id)).split("-")[1]!;
  return sameText(expected, match[2]!.toLowerCase()) ? id : null;
}

/** The token of an unsubscribe link: the address's hash, the language and the inquiry it came with, signed. */
export async function unsubscribeToken(env: Env, hash: string, language: "en" | "es", inquiryId: number): Promise<string> {
  const payload = `${hash}.${language}.${inquiryId}`;
  return `${payload}.${hex(await sign(env, "unsubscribe", payload)).slice(0, 32)}`;
}

export type UnsubscribeToken = { hash: string; language: "en" | "es"; inquiryId: number };

/** What an unsubscribe token stands for, or null when it was not made here. */
export async function readUnsubscribeToken(env: Env, token: string): Promise<UnsubscribeToken | null> {
  const match = /^([0-9a-f]{40})\.(en|es)\.([1-9][0-9]{0,9})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  const payload = `${match[1]}.${match[2]}.${match[3]}`;
  const expected = hex(await sign(env, "unsubscribe", payload)).slice(0, 32);
  return sameText(expected, match[4]!) ? { hash: match[1]!, language: match[2] as "en" | "es", inquiryId: Number(match[3]) } : null;
}

/** The token of a text's link to a visit's calendar file: the visit's calendar uid, signed. */
export async function visitCalendarToken(env: Env, uid: string): Promise<string> {
  return `${uid}.${hex(await sign(env, "visit-calendar", uid)).slice(0, 32)}`;
}

/** The calendar uid a visit link stands for, or null when the link was not made here. */
export async function readVisitCalendarToken(env: Env, token: string): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.([0-9a-f]{32})$/.exec(token);
  if (!match) return null;
  const expected = hex(await sign(env, "visit-calendar", match[1]!)).slice(0, 32);
  return sameText(expected, match[2]!) ? match[1]! : null;
}

/** SHA-256 of a value (a webhook's signature), for the replay table. */
export async function digest(value: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value))));
}
