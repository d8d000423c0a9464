import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import PostalMime from "postal-mime";
import { inquiries, messages } from "../../db/schema";
import { emailKeyOf } from "../../inquiries/searchText";
import { deliver } from "../../notify/outbox";
import { errorClassOf, log } from "../../observability/log";
import { messagingKey } from "../config";
import { INBOUND_TEXT_LIMIT, recordReply } from "../inbound";
import { sendSoon } from "../outbox";
import { visitReply } from "../../visits/replies";
import { inquiryOfReplyAddress } from "../keys";

/** Bigger messages are refused before parsing (a reply needs no more; attachments are not kept anyway). */
export const MAX_INBOUND_EMAIL_BYTES = 5 * 1024 * 1024;

/** Up to where a reply's own words go: the quoted e-mail below "On … wrote:" / "El … escribió:" is ours. */
export function ownWords(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const cut = lines.findIndex(
    (line) =>
      /^\s*>/.test(line) ||
      /^(On|El) .+(wrote|escribió):\s*$/i.test(line.trim()) ||
      /^-{2,}\s*(Original Message|Mensaje original)/i.test(line.trim()),
  );
  return (cut === -1 ? lines : lines.slice(0, cut)).join("\n").trim();
}

/** The text of an HTML-only e-mail, roughly: tags out, entities for the common characters. */
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>|<\/p>|<\/div>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
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
  const parsed = await PostalMime.parse(message.raw);
  // The same e-mail delivered twice (a retry) is kept once.
  if (
    parsed.messageId &&
    (await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.channel, "email"), eq(messages.providerId, parsed.messageId)))
      .get())
  )
    return;
  const words = ownWords(parsed.text ?? htmlToText(parsed.html ?? "")) || (parsed.text ?? "").trim();
  const reply = {
    channel: "email",
    body: words.slice(0, INBOUND_TEXT_LIMIT),
    subject: parsed.subject ?? null,
    providerId: parsed.messageId ?? null,
    attachmentsDropped: parsed.attachments.length,
    fromOtherAddress: emailKeyOf(message.from) !== emailKeyOf(inquiry.email),
  } as const;
  // "1"/"SÍ" or "2"/"CAMBIAR" to a visit's invitation or reminder (docs/visits.md), from the person's own address.
  const visit = reply.fromOtherAddress ? null : await visitReply(env, db, inquiry, reply);
  if (visit) sendSoon(env, ctx, visit.messageIds);
  const notificationId = visit ? (visit.notificationIds[0] ?? null) : (await recordReply(db, inquiry, reply)).notificationId;
  log.info("email_received", { inquiryId, count: parsed.attachments.length });
  if (notificationId !== null) {
    ctx.waitUntil(
      deliver(env, notificationId).then(
        () => undefined,
        (error: unknown) => log.error("reply_email_failed", { code: "notification_deferred", errorClass: errorClassOf(error) }),
      ),
    );
  }
}
