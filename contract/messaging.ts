/**
 * Messages to and from the people who wrote (docs/messaging.md): channels, what a message is on the timeline, the
 * consent ledger's vocabulary, and the composer's rules, shared by the staff screens and the Worker.
 */
import type { Language } from "./language";
import type { TemplateDto } from "./messageTemplates";
import { multilineText } from "./textPolicy";
import { z } from "./zod";

/** The channels the clinic can write on (a subset of the timeline's contact channels). */
export const MESSAGE_CHANNELS = ["text", "email"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const MESSAGE_DIRECTIONS = ["out", "in"] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];
/**
 * Outgoing: queued → sending → sent → delivered, or failed (with the provider's reason), or cancelled
 * (an opt-out arrived before it went out). Incoming: received.
 */
export const MESSAGE_STATUSES = ["queued", "sending", "sent", "delivered", "failed", "cancelled", "received"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/**
 * Who wrote it: staff in the composer, the site (the visitor's confirmation, keyword replies; a visit's
 * invitation, update, reminders and the answer to a "1"/"SÍ"), or the person.
 */
export const MESSAGE_ORIGINS = [
  "staff",
  "confirmation",
  "keyword_reply",
  "person",
  "visit_invitation",
  "visit_update",
  "visit_reminder",
  "visit_reply",
] as const;
export type MessageOrigin = (typeof MESSAGE_ORIGINS)[number];

/** How far each status is along the way: a late or replayed status callback never moves a message back. */
export const STATUS_RANK: Record<MessageStatus, number> = {
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  failed: 3,
  cancelled: 3,
  received: 3,
};

export type MessageDto = {
  id: number;
  direction: MessageDirection;
  channel: MessageChannel;
  origin: MessageOrigin;
  status: MessageStatus;
  /** What was written; null once the inquiry is erased. */
  body: string | null;
  subject: string | null;
  templateName: string | null;
  /**
   * Why a message failed or was cancelled: a code of ours or the provider's ("twilio:21610"). On a reply,
   * "other_inquiry": staff gave it to another inquiry with the same number, where its words are.
   */
  failureReason: string | null;
  /** A queued text waits for this instant (quiet hours). */
  sendAfter: string | null;
  /** Attachments of an incoming message, which are not kept. */
  attachmentsDropped: number;
  /** An incoming e-mail from an address other than the inquiry's. */
  fromOtherAddress: boolean;
  /** A text that more than one open inquiry with this number could own: staff say whose it is. */
  ownerUnclear: boolean;
};

/** "This reply belongs to this inquiry": the flagged reply (MessageDto.ownerUnclear) staff give to it. */
export const replyOwnerInputSchema = z.strictObject({
  messageId: z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" }),
});
export type ReplyOwnerInput = z.input<typeof replyOwnerInputSchema>;

/** Staff's answer to a possible opt-out that paused texts: it was one (texts stop), or it was not (they go on). */
export const PAUSE_DECISIONS = ["opt_out", "resume"] as const;
export type PauseDecision = (typeof PAUSE_DECISIONS)[number];
export const pauseDecisionInputSchema = z.strictObject({ decision: z.enum(PAUSE_DECISIONS, { error: "invalid" }) });
export type PauseDecisionInput = z.input<typeof pauseDecisionInputSchema>;

/** The answer to an unsubscribe link: e-mails stopped, and the language the link was made in. */
export type UnsubscribedDto = { unsubscribed: true; language: Language };

/** The consent ledger (docs/messaging.md): appended events per number or address and channel; the latest decides. */
/**
 * `paused`: a text that may ask to stop (contract/smsKeywords.ts) holds every text to the number, automated or
 * not, until staff decide (revoked or granted again, source `staff_decision`) or the person texts START.
 */
export const CONSENT_ACTIONS = ["granted", "revoked", "paused"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
/**
 * contact_form: the checkbox; keyword: STOP, START...; unsubscribe_link: the e-mail link; provider: the
 * carrier or Twilio reported an opt-out; person_texted: someone texted the clinic first (their texts may
 * be answered by text until they opt out); registry_form / registry_sheet: the list's own yes to texts (a sheet's
 * at once, the website's only with the YES); registry_reply: the YES to the list's confirmation text;
 * staff_decision: staff's answer to a paused number.
 */
export const CONSENT_SOURCES = [
  "contact_form",
  "registry_form",
  "registry_sheet",
  "keyword",
  "unsubscribe_link",
  "provider",
  "person_texted",
  "staff_decision",
  "registry_reply",
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Why staff cannot write on a channel: the composer says which. */
export const CHANNEL_BLOCKS = [
  "no_consent",
  "opted_out",
  "no_address",
  "country_not_allowed",
  "not_textable",
  "paused",
  "not_configured",
  "closed",
] as const;
export type ChannelBlock = (typeof CHANNEL_BLOCKS)[number];
export type ChannelState = { available: true } | { available: false; reason: ChannelBlock };

/** What the inquiry page needs to compose: where staff may write, and whether the person has written back. */
export type MessagingStateDto = {
  channels: Record<MessageChannel, ChannelState>;
  /** The person has replied: free text and templates that are not for a first contact are allowed. */
  replied: boolean;
  /** Replies nobody has read yet. */
  unread: boolean;
  language: Language;
};

/** Why a message cannot be sent as composed (beyond the channel's own block). */
export const COMPOSE_PROBLEMS = [
  "template_not_approved",
  "first_contact_only",
  "free_text_needs_reply",
  "template_or_text",
  "too_many_segments",
] as const;
export type ComposeProblem = (typeof COMPOSE_PROBLEMS)[number];

/**
 * The composer's rules (docs/messaging.md, docs/content.md): only approved templates; before the person has replied,
 * only a template made for a first contact (it names the clinic, the coordinator and the number, nothing
 * else); free text once they have replied.
 */
export function composeProblem(
  compose: { templateId?: number | null; text?: string | null },
  template: { approved: boolean; active: boolean; firstContact: boolean } | null,
  replied: boolean,
): ComposeProblem | null {
  const hasText = Boolean(compose.text?.trim());
  if ((compose.templateId == null) === !hasText) return "template_or_text";
  if (hasText) return replied ? null : "free_text_needs_reply";
  if (!template || !template.approved || !template.active) return "template_not_approved";
  if (!replied && !template.firstContact) return "first_contact_only";
  return null;
}

/** The longest message staff may write by hand (a text of this length goes out in several parts). */
export const FREE_TEXT_LIMIT = 1000;

export const composeInputSchema = z.strictObject({
  channel: z.enum(MESSAGE_CHANNELS, { error: "invalid" }),
  templateId: z.number({ error: "invalid" }).int({ error: "invalid" }).positive({ error: "invalid" }).optional(),
  text: multilineText(FREE_TEXT_LIMIT).optional(),
});
export type ComposeInput = z.input<typeof composeInputSchema>;

/** What the composer shows: where staff may write, and the templates they may choose. */
export type ComposerDto = {
  state: MessagingStateDto;
  templates: TemplateDto[];
  /** The line a text gets at its end, in the person's language, unless its words already say STOP. */
  stopLine: string;
};

/** When a message that was sent goes (texts wait for texting hours); with the inquiry, contract/inbox.ts SentMessageDto. */
export type ComposedDto = { messageId: number; sendAfter: string };

/** A text ends with how to stop texts (docs/content.md), unless its words already say so. */
export function withStopLine(body: string, stopLine: string): string {
  return /\b(STOP|PARAR)\b/.test(body) ? body : `${body}\n${stopLine}`;
}
