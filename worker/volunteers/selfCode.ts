import { and, eq, isNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { displayPhone } from "../../contract/phone";
import type { RegistryCodeChannel } from "../../contract/registryMe";
import { volunteers } from "../db/schema";
import { consentOf } from "../messaging/consent";
import { deliver } from "../messaging/delivery";
import { addressHashes, registryCodeHash, registrySession } from "../messaging/keys";
import { emailConfig, twilioConfig } from "../messaging/config";
import { untextableReason } from "../messaging/sms/textableNumber";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundSms, outboundText } from "../texts/translate";

type Row = typeof volunteers.$inferSelect;

/** A code lapses this long after it is sent; a new one may be asked for after a minute. */
export const SELF_CODE_MINUTES = 10;
const RESEND_AFTER_MS = 60_000;
/** Wrong codes allowed before the code stops working (a new one must be asked for). */
const MOST_TRIES = 5;
/** How long a proven session lasts on the page. */
const SESSION_MS = 30 * 60_000;

/** "(•••) •••-0199" and "r•••@example.com": enough to know where the code goes, not enough to learn the number. */
export function masked(channel: RegistryCodeChannel, address: string): string {
  if (channel === "text") return displayPhone(address).replace(/\d(?=.*\d{4}$)/g, "•");
  const [name = "", domain = ""] = address.split("@");
  return `${name.slice(0, 1)}•••@${domain}`;
}

/**
 * Where a code may go for this person: their number by text when the site may text it (configured, a number that
 * can get texts, no opt-out or pause in the ledger), their address by e-mail when e-mail is set up and they did
 * not unsubscribe. Empty: the page says to call.
 */
export async function codeChannels(env: Env, db: DrizzleD1Database, row: Row): Promise<{ channel: RegistryCodeChannel; masked: string }[]> {
  const channels: { channel: RegistryCodeChannel; masked: string }[] = [];
  if (row.phone && twilioConfig(env) && !(await untextableReason(env, row.phone))) {
    const word = await consentOf(db, "text", await addressHashes(env, "text", row.phone));
    if (word !== "revoked" && word !== "paused") channels.push({ channel: "text", masked: masked("text", row.phone) });
  }
  if (row.email && emailConfig(env) && (await consentOf(db, "email", await addressHashes(env, "email", row.email))) !== "revoked")
    channels.push({ channel: "email", masked: masked("email", row.email) });
  return channels;
}

export type SendCodeOutcome = { ok: true; sentTo: string } | { ok: false; problem: "too_soon" | "no_channel" };

/**
 * Sends a new six-digit code to the number or address on file (a one-time message the person asked for, sent at
 * once). Only its keyed hash is kept, with its expiry; a new code replaces the old one and resets the tries.
 */
export async function sendSelfCode(
  env: Env,
  db: DrizzleD1Database,
  row: Row,
  channel: RegistryCodeChannel,
  now = new Date(),
): Promise<SendCodeOutcome> {
  const offered = (await codeChannels(env, db, row)).find((option) => option.channel === channel);
  const to = channel === "text" ? row.phone : row.email;
  if (!offered || !to) return { ok: false, problem: "no_channel" };
  if (row.selfCodeSentAt && now.getTime() - Date.parse(row.selfCodeSentAt) < RESEND_AFTER_MS) return { ok: false, problem: "too_soon" };
  const code = String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, "0");
  const at = now.toISOString();
  const [claimed] = await db
    .update(volunteers)
    .set({
      selfCodeHash: await registryCodeHash(env, row.reference, code),
      selfCodeExpiresAt: new Date(now.getTime() + SELF_CODE_MINUTES * 60_000).toISOString(),
      selfCodeTries: 0,
      selfCodeSentAt: at,
    })
    .where(and(eq(volunteers.id, row.id), isNull(volunteers.erasedAt)))
    .returning({ id: volunteers.id });
  if (!claimed) return { ok: false, problem: "no_channel" };
  const values = { code, minutes: SELF_CODE_MINUTES };
  const words =
    channel === "text"
      ? { subject: "", body: outboundSms(row.language, outboundTexts.registryCodeText, values) }
      : {
          subject: outboundText(row.language, outboundTexts.registryCodeSubject),
          body: outboundTexts.registryCodeEmail.map((paragraph) => outboundText(row.language, paragraph, values)).join("\n\n"),
        };
  await deliver(env, { channel, to, ...words, language: row.language, inquiryId: null, automatic: true });
  return { ok: true, sentTo: offered.masked };
}

export type CheckCodeOutcome = { ok: true; session: string } | { ok: false; problem: "wrong_code" | "expired_code" | "too_many" };

/**
 * Checks the code the person typed: right, and still within its minutes and its tries, it proves the person holds
 * the number or address on file; the answer is a session for the page (30 minutes). Wrong, it counts a try.
 */
export async function checkSelfCode(env: Env, db: DrizzleD1Database, row: Row, typed: string, now = new Date()): Promise<CheckCodeOutcome> {
  if (!row.selfCodeHash || !row.selfCodeExpiresAt || row.selfCodeExpiresAt <= now.toISOString())
    return { ok: false, problem: "expired_code" };
  if (row.selfCodeTries >= MOST_TRIES) return { ok: false, problem: "too_many" };
  const code = typed.replace(/\D/g, "");
  if (code.length === 6 && (await registryCodeHash(env, row.reference, code)) === row.selfCodeHash) {
    // Used once: the same code does not open the page again.
    await db.update(volunteers).set({ selfCodeHash: null, selfCodeExpiresAt: null }).where(eq(volunteers.id, row.id));
    return { ok: true, session: await registrySession(env, row.reference, now.getTime() + SESSION_MS) };
  }
  await db
    .update(volunteers)
    .set({ selfCodeTries: row.selfCodeTries + 1 })
    .where(eq(volunteers.id, row.id));
  return { ok: false, problem: row.selfCodeTries + 1 >= MOST_TRIES ? "too_many" : "wrong_code" };
}
