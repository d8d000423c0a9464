import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { UnsubscribedDto } from "../../../contract/messaging";
import { Hono } from "hono";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { discardBody, limitBody } from "../../http/guards";
import { appendEvent, commit } from "../../record/timeline";
import { consentOf, recordConsent } from "../../messaging/consent";
import { inquiries } from "../../db/schema";
import { addressOf } from "../../messaging/channels";
import { addressHashes, readUnsubscribeToken } from "../../messaging/keys";
import { messagingKey } from "../../messaging/config";
import { log } from "../../observability/log";

/**
 * POST /api/messages/unsubscribe?t=<token>: stops e-mails to the address the signed token stands for.
 * Mail programs post here for "one-click unsubscribe" (RFC 8058, body `List-Unsubscribe=One-Click`); the
 * site's /unsubscribe page posts here when the person presses its button. A GET never unsubscribes (link
 * scanners open links). No sign-in: the token is the proof, and it holds no address.
 */
export const unsubscribeRoutes = new Hono<AppEnv>().post("/unsubscribe", limitBody(1024), async (c) => {
  await discardBody(c);
  const token = c.req.query("t") ?? "";
  const read = messagingKey(c.env) ? await readUnsubscribeToken(c.env, token) : null;
  if (!read) return jsonError(c, 400, "invalid_token", "This unsubscribe link is not valid.");
  const db = drizzle(c.env.DB);
  // The link holds the address's hash under the key it was made with (perhaps one MESSAGING_KEY_PREVIOUS
  // holds now). While the inquiry still has that address, the opt-out is checked under every accepted key
  // and recorded under the current one; otherwise (erased, or the address changed) under the link's hash.
  // 0: a registry e-mail, which belongs to no inquiry (its link's hash is the address's).
  const inquiryId = read.inquiryId === 0 ? null : read.inquiryId;
  const inquiry =
    inquiryId === null
      ? undefined
      : await db.select({ phone: inquiries.phone, email: inquiries.email }).from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  const address = inquiry ? addressOf(inquiry, "email") : null;
  const known = address ? await addressHashes(c.env, "email", address) : [];
  const hashes = known.includes(read.hash) ? known : [read.hash];
  if ((await consentOf(db, "email", hashes)) !== "revoked") {
    const at = new Date().toISOString();
    await commit(db, [
      recordConsent(db, {
        channel: "email",
        addressHash: hashes[0]!,
        action: "revoked",
        source: "unsubscribe_link",
        statement: null,
        language: read.language,
        inquiryId,
        at,
      }),
      // On the inquiry's timeline too, unless it was erased (then the ledger alone keeps the opt-out).
      ...(inquiryId === null
        ? []
        : [appendEvent(db, inquiryId, at, { type: "consent", actorId: null, channel: "email", consentAction: "revoked" })]),
    ]);
    log.info("email_unsubscribed", inquiryId === null ? { code: "registry" } : { inquiryId });
  }
  return c.json({ unsubscribed: true, language: read.language } satisfies UnsubscribedDto);
});
