import { and, eq, inArray } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import PostalMime from "postal-mime";
import { inquiries, messages } from "../db/schema";
import { emailKeyOf } from "../record/searchText";
import { deliverAfterAnswer } from "../notify/outbox";
import { errorClassOf, log } from "../observability/log";
import { messagingKey } from "../messaging/config";
import { INBOUND_TEXT_LIMIT, recordReply } from "../messaging/inbound";
import { sendSoon } from "../messaging/outbox";
import { visitReply } from "./visitReply";
import { inquiryOfReplyAddress } from "../messaging/keys";

/** Bigger messages are refused before parsing (a reply needs no more; attachments are not kept anyway). */
export const MAX_INBOUND_EMAIL_BYTES = 5 * 1024 * 1024;

const ATTRIBUTION = /^(On|El) .+(wrote|escribió):$/i;

/**
 * The person's own words of a reply, written above, below or between quotes: quoted lines ("> …"), the lines
 * that introduce them ("On … wrote:" / "El … escribió:", also as two lines where a mail program wrapped it) and
 * everything below "-----Original Message-----" are ours. When nothing else is left, the text as it came.
 */
export function ownWords(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const own: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (/^-{2,}\s*(Original Message|Mensaje original)/i.test(trimmed)) break;
    if (/^\s*>/.test(line) || ATTRIBUTION.test(trimmed)) continue;
    if (own.length > 0 && /(wrote|escribió):$/i.test(trimmed) && ATTRIBUTION.test(`${own.at(-1)!.trim()} ${trimmed}`)) {
      own.pop();
      continue;
    }
    own.push(line);
  }
  const words = own
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return words || text.trim();
}

/** HTML without its blockquotes (an HTML e-mail's quoted history), quotes within quotes too, in one pass. */
function withoutQuotes(html: string): string {
  let kept = "";
  let depth = 0;
  let from = 0;
  for (const tag of html.matchAll(/<(\/?)blockquote\b[^<>]*>/gi)) {
    if (depth === 0) kept += html.slice(from, tag.index);
    depth = tag[1] ? Math.max(depth - 1, 0) : depth + 1;
    from = tag.index + tag[0].length;
  }
  return depth === 0 ? kept + html.slice(from) : kept;
}

/**
 * The text of an HTML-only e-mail, roughly: scripts, styles, quoted history and tags out, entities for the common
 * characters. No pattern scans the same characters twice, so hostile markup ("<<<<…") costs linear time.
 */
function htmlToText(html: string): string {
  return withoutQuotes(html.replace(/<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ""))
    .replace(/<br\s*\/?>|<\/p>|<\/div>/gi, "\n")
    .replace(/<[^<>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** An e-mail's Message-ID as stored: with the inquiry's number, as one e-mail sent to two inquiries' addresses is a reply on each. */
const storedId = (inquiryId: number, messageId: string) => `${inquiryId}/${messageId}`;

/** Whether the inquiry holds this e-mail already (replies stored before issue #34 kept the bare Message-ID). */
async function receivedBefore(db: DrizzleD1Database, inquiryId: number, messageId: string): Promise<boolean> {
  const stored = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.channel, "email"),
        eq(messages.inquiryId, inquiryId),
        inArray(messages.providerId, [storedId(inquiryId, messageId), messageId]),
      ),
    )
    .get();
  return stored !== undefined;
}

/**
 * The Worker's email() handler (docs/messaging.md): Email Routing hands it replies sent to the per-inquiry address
 * `reply+<id>-<signature>@MESSAGES_REPLY_DOMAIN`. A made-up or altered address, or one of an erased
 * inquiry, is rejected (the sender's server gets the bounce). The words land on the inquiry's timeline;
 * attachments are counted and dropped; a sender other than the inquiry's address is flagged for staff.
 */
export async function receiveEmail(message: ForwardableEmailMessage, env: Env, ctx: ExecutionContext): Promise<void> {
  const inquiryId = messagingKey(env) ? await inquiryOfReplyAddress(env, message.to) : null;
  if (inquiryId === null) {
    log.warn("email_rejected", { code: "unknown_address" });
    return message.setReject("Unknown address");
  }
  if (message.rawSize > MAX_INBOUND_EMAIL_BYTES) {
    log.warn("email_rejected", { code: "too_large", inquiryId });
    return message.setReject("Message too large");
  }
  const db = drizzle(env.DB);
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  if (!inquiry || inquiry.erasedAt) {
    log.warn("email_rejected", { code: "erased", inquiryId });
    return message.setReject("This address no longer receives messages");
  }
  const parsed = await PostalMime.parse(message.raw).catch((error: unknown) => {
    // Nested beyond the parser's limits, or not MIME at all: nothing to keep, and the sender hears so.
    log.warn("email_rejected", { code: "unreadable", inquiryId, errorClass: errorClassOf(error) });
    return null;
  });
  if (!parsed) return message.setReject("Message could not be read");
  // The same e-mail delivered twice (a retry) is kept once per inquiry.
  const messageId = parsed.messageId && parsed.messageId.length <= 500 ? parsed.messageId : null;
  if (messageId && (await receivedBefore(db, inquiryId, messageId))) return;
  const reply = {
    channel: "email",
    body: ownWords(parsed.text ?? htmlToText(parsed.html ?? "")).slice(0, INBOUND_TEXT_LIMIT),
    subject: parsed.subject ?? null,
    providerId: messageId && storedId(inquiryId, messageId),
    attachmentsDropped: parsed.attachments.length,
    fromOtherAddress: emailKeyOf(message.from) !== emailKeyOf(inquiry.email),
  } as const;
  // "1"/"SÍ" or "2"/"CAMBIAR" to a visit's invitation or reminder (docs/visits.md), from the person's own address.
  const visit = reply.fromOtherAddress ? null : await visitReply(env, db, inquiry, reply);
  if (visit) sendSoon(env, ctx, visit.messageIds);
  const notificationId = visit ? (visit.notificationIds[0] ?? null) : (await recordReply(db, inquiry, reply)).notificationId;
  log.info("email_received", { inquiryId, count: parsed.attachments.length });
  if (notificationId !== null) deliverAfterAnswer(env, ctx, [notificationId], "reply_email_failed");
}
