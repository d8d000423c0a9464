import {
  composeInputSchema,
  pauseDecisionInputSchema,
  replyOwnerInputSchema,
  type ChannelBlock,
  type ComposeProblem,
  type ComposerDto,
} from "../../../contract/messaging";
import type { InquiryActionDto, SentMessageDto } from "../../../contract/inbox";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { recordAudit } from "../../audit/record";
import { requireStaff } from "../../auth/guards";
import { inquiries } from "../../db/schema";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { updateInquiry } from "../../record/timeline";
import { messagingState } from "../../messaging/channels";
import { composeMessage } from "../../messaging/compose";
import { chooseReplyOwner } from "../../messaging/inbound";
import { decidePausedTexts } from "../../messaging/sms/possibleOptOut";
import { sendSoon } from "../../messaging/outbox";
import { listTemplates } from "../../messaging/templates/store";
import { outboundTexts } from "../../texts/outboundTexts";
import { outboundText } from "../../texts/translate";
import { currentInquiry } from "./currentInquiry";
import { inquiryIdParam } from "./params";

const CHANNEL_BLOCK_TEXT = {
  no_consent: "The person did not agree to messages on this channel.",
  opted_out: "The person opted out of messages on this channel.",
  no_address: "The inquiry has no usable number or address for this channel.",
  country_not_allowed: "This site does not text numbers of that country (TEXT_COUNTRY_CODES).",
  paused: "Texts to this number are paused: a reply may ask to stop. Decide on the inquiry before texting again.",
  not_textable: "This number cannot get texts: toll-free, premium-rate, unassigned, or outside the US and its territories.",
  not_configured: "This channel is not set up on this site.",
  closed: "The inquiry is closed.",
} as const satisfies Record<ChannelBlock, string>;
const COMPOSE_TEXT = {
  template_not_approved: "Only active templates the ethics board approved can be sent.",
  first_contact_only: "Until the person replies, only a first-contact template can be sent.",
  free_text_needs_reply: "Free text is allowed once the person has replied.",
  too_many_segments: "A text may go out in at most three parts (with the stop line): shorten it, or send it by e-mail.",
  template_or_text: "Send a template or a text, not both and not neither.",
} as const satisfies Record<ComposeProblem, string>;

/**
 * /api/inquiries/:id/messages, /read, /reply-owner and /texts-paused: writing to the person from the inquiry, reading
 * their replies, saying whose a reply is, deciding on texts a possible opt-out paused (docs/messaging.md).
 */
export const messageRoutes = new Hono<AppEnv>()
  .get("/:id/messages", requireStaff, inquiryIdParam, async (c) => {
    const db = drizzle(c.env.DB);
    const inquiry = await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, c.get("inquiryId")))
      .get();
    if (!inquiry) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    if (inquiry.erasedAt) return jsonError(c, 410, "erased", "This inquiry's personal data was erased.");
    const [state, templates] = await Promise.all([messagingState(c.env, db, inquiry), listTemplates(db, "sendable")]);
    return c.json({ state, templates, stopLine: outboundText(state.language, outboundTexts.stopLine) } satisfies ComposerDto);
  })
  .post("/:id/messages", requireStaff, inquiryIdParam, requireJsonBody, limitBody(8 * 1024), validJson(composeInputSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const id = c.get("inquiryId");
    const result = await composeMessage(c.env, db, id, c.get("session").adminId, c.req.valid("json"));
    if (!result.ok) {
      const { code } = result;
      if (code === "not_found") return jsonError(c, 404, "not_found", "No inquiry has that id.");
      if (code === "erased") return jsonError(c, 410, "erased", "This inquiry's personal data was erased; it can no longer change.");
      if (code === "conflict")
        return jsonError(c, 409, "conflict", "Someone else changed this inquiry at the same moment. Reload it and try again.");
      if (code in CHANNEL_BLOCK_TEXT) {
        const reason = code as keyof typeof CHANNEL_BLOCK_TEXT;
        return jsonError(c, 409, "channel_unavailable", CHANNEL_BLOCK_TEXT[reason], { channel: [reason] });
      }
      const problem = code as keyof typeof COMPOSE_TEXT;
      return jsonError(c, 422, problem, COMPOSE_TEXT[problem]);
    }
    if (result.sendAfter <= new Date().toISOString()) sendSoon(c.env, c.executionCtx, [result.messageId]);
    const { problem, inquiry } = await currentInquiry(c, db, id);
    if (problem) return problem;
    return c.json({ messageId: result.messageId, sendAfter: result.sendAfter, inquiry } satisfies SentMessageDto, 201);
  })
  // The replies are read: the inquiry leaves "Unread replies".
  .post("/:id/read", requireStaff, inquiryIdParam, async (c) => {
    const db = drizzle(c.env.DB);
    const [changed] = await updateInquiry(db, c.get("inquiryId"), { unreadSince: null }).returning({ id: inquiries.id });
    if (!changed) {
      const row = await db
        .select({ erasedAt: inquiries.erasedAt })
        .from(inquiries)
        .where(eq(inquiries.id, c.get("inquiryId")))
        .get();
      return row
        ? jsonError(c, 410, "erased", "This inquiry's personal data was erased.")
        : jsonError(c, 404, "not_found", "No inquiry has that id.");
    }
    return c.body(null, 204);
  })
  // "This reply belongs to this inquiry": a text more than one open inquiry could own is given to this one.
  .post("/:id/reply-owner", requireStaff, inquiryIdParam, requireJsonBody, limitBody(1024), validJson(replyOwnerInputSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const id = c.get("inquiryId");
    const { messageId } = c.req.valid("json");
    const result = await chooseReplyOwner(db, id, messageId);
    if (!result.ok) {
      if (result.code === "not_found") return jsonError(c, 404, "not_found", "This inquiry has no reply with that id.");
      if (result.code === "erased") return jsonError(c, 410, "erased", "This inquiry's personal data was erased.");
      return jsonError(c, 409, "conflict", "This reply is not waiting for staff to say whose it is. Reload the inquiry.");
    }
    await recordAudit(db, {
      action: "reply_owner_chosen",
      actorId: c.get("session").adminId,
      targetType: "inquiry",
      targetId: id,
      detail: { messageId, copies: result.copies },
    });
    const { problem, inquiry } = await currentInquiry(c, db, id);
    return problem ?? c.json({ eventIds: [], inquiry } satisfies InquiryActionDto);
  })
  // Staff's decision on texts a possible opt-out paused: it was an opt-out, or texts may go on.
  .post(
    "/:id/texts-paused",
    requireStaff,
    inquiryIdParam,
    requireJsonBody,
    limitBody(256),
    validJson(pauseDecisionInputSchema),
    async (c) => {
      const db = drizzle(c.env.DB);
      const id = c.get("inquiryId");
      const { decision } = c.req.valid("json");
      const result = await decidePausedTexts(c.env, db, id, decision, c.get("session").adminId);
      if (!result.ok) {
        if (result.code === "not_found") return jsonError(c, 404, "not_found", "No inquiry has that id.");
        if (result.code === "erased") return jsonError(c, 410, "erased", "This inquiry's personal data was erased.");
        return jsonError(c, 409, "conflict", "Texts to this number are not paused any more. Reload the inquiry.");
      }
      await recordAudit(db, {
        action: "texts_pause_decided",
        actorId: c.get("session").adminId,
        targetType: "inquiry",
        targetId: id,
        detail: { decision },
      });
      const { problem, inquiry } = await currentInquiry(c, db, id);
      return problem ?? c.json({ eventIds: [], inquiry } satisfies InquiryActionDto);
    },
  );
