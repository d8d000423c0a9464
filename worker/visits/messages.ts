import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { SQL } from "drizzle-orm";
import type { Language } from "../../contract/language";
import type { MessageChannel, MessageOrigin } from "../../contract/messaging";
import { renderTemplate, type TemplatePurpose } from "../../contract/messageTemplates";
import { hasOwnReplyWords, messageValues, visitTextBody } from "../../contract/textBudget";
import { nextTextingTime } from "../../contract/quietHours";
import { siteOrigin } from "../config";
import type { inquiries } from "../db/schema";
import type { NewMessage } from "../record/timeline";
import { channelState } from "../messaging/channels";
import { visitCalendarToken } from "../messaging/keys";
import { approvedTemplateFor, templateText } from "../messaging/templates/store";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundSms, outboundText } from "../texts/translate";
import type { Visit } from "./store";
import { visitPlaceText, visitWhen } from "../calendar/visitWords";

type Inquiry = typeof inquiries.$inferSelect;
export type VisitMessagePurpose = Exclude<TemplatePurpose, "general" | "campaign_invitation">;
/** Why a visit message did not go on a channel: the channel's block, or no approved template for it. */
export type NotSent = { channel: MessageChannel; reason: string };

const ORIGIN: Record<VisitMessagePurpose, MessageOrigin> = {
  visit_invitation: "visit_invitation",
  visit_update: "visit_update",
  visit_cancelled: "visit_update",
  visit_reminder: "visit_reminder",
};

/** The calendar file behind the link texts carried before issue #37 (served by /api/visits/calendar, still). */
export async function calendarLink(env: Env, uid: string): Promise<string> {
  return `${siteOrigin(env)}/api/visits/calendar?t=${await visitCalendarToken(env, uid)}`;
}

/**
 * A visit's message to the person on one channel (docs/visits.md), from the approved template of its purpose,
 * in their language, with the date and time written out and the place. A text says the clinic's short name and
 * its street, ends with what to reply and the STOP line (contract/textBudget.ts, visitTextBody) and fits three
 * segments; the e-mail says the full name and address, what to reply and to bring, how to get there, and gets
 * the calendar file attached when it goes (made from the visit as it is then). The person's consent on the
 * channel is read here and again right before it is sent.
 */
export async function visitMessage(
  env: Env,
  db: DrizzleD1Database,
  inquiry: Inquiry,
  visit: Pick<Visit, "uid" | "startAt" | "place" | "placeDetail">,
  purpose: VisitMessagePurpose,
  channel: MessageChannel,
  now: Date,
  refs: { visitId: number | SQL; reminderId?: number | SQL; staffName?: string | null },
): Promise<{ ok: true; message: NewMessage } | { ok: false; reason: string }> {
  const state = await channelState(env, db, inquiry, channel);
  if (!state.available) return { ok: false, reason: state.reason };
  const template = await approvedTemplateFor(db, purpose);
  if (!template) return { ok: false, reason: "no_approved_template" };
  const language: Language = inquiry.language ?? "en";
  const values = {
    ...messageValues(channel, refs.staffName),
    place: visitPlaceText(visit, language, channel),
    ...visitWhen(visit.startAt, language),
  };
  const words = templateText(template, language);
  let body: string;
  if (channel === "text") {
    body = visitTextBody(words.body, values, purpose, {
      stop: outboundSms(language, outboundTexts.stopLine),
      visitReply: outboundSms(language, outboundTexts.visitReplyText),
    });
  } else {
    const extra = [];
    // Templates approved before the site wrote these lines itself say what to reply and bring in their own words.
    if (purpose !== "visit_cancelled" && !hasOwnReplyWords(words.body)) {
      extra.push(outboundText(language, outboundTexts.visitReplyEmail));
      if (visit.place !== "phone") extra.push(outboundText(language, outboundTexts.visitWhatToBring));
    }
    if (visit.place === "clinic" && purpose !== "visit_cancelled") extra.push(outboundText(language, outboundTexts.visitDirections));
    if (purpose === "visit_cancelled") extra.push(outboundText(language, outboundTexts.visitCalendarRemoved));
    else if (purpose !== "visit_reminder") extra.push(outboundText(language, outboundTexts.visitCalendarAttached));
    // "10:00 a.m." before a template's full stop would end in "a.m.."
    body = [renderTemplate(words.body, values).replace(/([ap]\. ?m)\.\./g, "$1."), ...extra].join("\n\n");
  }
  return {
    ok: true,
    message: {
      direction: "out",
      channel,
      origin: ORIGIN[purpose],
      status: "queued",
      body,
      subject: renderTemplate(words.subject, values),
      templateId: template.id,
      templateVersion: template.version,
      sendAfter: (channel === "text" ? nextTextingTime(now, inquiry.phone) : now).toISOString(),
      visitId: refs.visitId as number,
      reminderId: (refs.reminderId ?? null) as number | null,
    },
  };
}
