import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { composeProblem, withStopLine, type ComposeInput, type ComposeProblem, type ChannelBlock } from "../../contract/messaging";
import { renderTemplate } from "../../contract/messageTemplates";
import { messageValues } from "../../contract/textBudget";
import { nextTextingTime } from "../../contract/quietHours";
import { SMS_SEGMENT_BUDGET, smsSegments } from "../../contract/smsSegments";
import { admins, inquiries } from "../db/schema";
import { contactAttempt } from "../record/pipeline";
import { appendMessage } from "../record/timeline";
import { channelState } from "./channels";
import { readTemplate, templateText } from "./templates/store";
import { outboundTexts } from "../texts/outboundTexts";
import { outboundSms, outboundText } from "../texts/translate";

export type ComposeResult =
  | { ok: true; messageId: number; sendAfter: string }
  | { ok: false; status: 404 | 409 | 410 | 422; code: "not_found" | "erased" | "conflict" | ChannelBlock | ComposeProblem };

/**
 * Staff write to the person from the inquiry (docs/messaging.md): the channel must be open to them (consent, no
 * opt-out), the words an approved template in the person's language or, once they replied, free text.
 * The message is queued with its timeline event and counts as a contact attempt ("sent") in the same
 * batch; a text composed outside texting hours waits for the next allowed minute. The caller sends it.
 */
export async function composeMessage(
  env: Env,
  db: DrizzleD1Database,
  inquiryId: number,
  actorId: number,
  input: ComposeInput,
  now = new Date(),
): Promise<ComposeResult> {
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  if (!inquiry) return { ok: false, status: 404, code: "not_found" };
  if (inquiry.erasedAt) return { ok: false, status: 410, code: "erased" };
  const state = await channelState(env, db, inquiry, input.channel);
  if (!state.available) return { ok: false, status: 409, code: state.reason };
  const template = input.templateId == null ? undefined : await readTemplate(db, input.templateId);
  const replied = inquiry.repliedAt !== null;
  const problem = composeProblem(
    input,
    // A visit's templates are sent by the site with the visit's details, never from the composer.
    template
      ? {
          approved: template.approvedAt !== null && template.purpose === "general",
          active: template.active,
          firstContact: template.firstContact,
        }
      : null,
    replied,
  );
  if (problem) return { ok: false, status: 422, code: problem };

  const language = inquiry.language ?? "en";
  const coordinator = await db.select({ name: admins.displayName }).from(admins).where(eq(admins.id, actorId)).get();
  let body: string;
  let subject: string;
  if (template) {
    const words = templateText(template, language);
    // A text names the clinic by its short name ("Frontera Research"), an e-mail by its full name.
    const values = messageValues(input.channel, coordinator?.name);
    body = renderTemplate(words.body, values);
    subject = renderTemplate(words.subject, values);
  } else {
    body = input.text!.trim();
    subject = outboundText(language, outboundTexts.staffSubject);
  }
  if (input.channel === "text") {
    body = withStopLine(body, outboundSms(language, outboundTexts.stopLine));
    // Every text fits in three parts as carriers count them (issue #37); the composer shows the count as staff type.
    if (smsSegments(body).segments > SMS_SEGMENT_BUDGET) return { ok: false, status: 422, code: "too_many_segments" };
  }

  const at = now.toISOString();
  const sendAfter = (input.channel === "text" ? nextTextingTime(now, inquiry.phone) : now).toISOString();
  const statements = contactAttempt(
    db,
    inquiry,
    { type: "contact_attempt", channel: input.channel, outcome: "sent" },
    actorId,
    now,
    (step) => [
      ...appendMessage(
        db,
        inquiryId,
        at,
        {
          direction: "out",
          channel: input.channel,
          origin: "staff",
          status: "queued",
          body,
          subject: input.channel === "email" ? subject : null,
          templateId: template?.id ?? null,
          templateVersion: template?.version ?? null,
          actorId,
          sendAfter,
        },
        actorId,
        {},
        step,
      ),
    ],
  );
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const messageId = (results[0] as { messageId: number }[])[0]?.messageId;
  if (messageId === undefined) {
    const current = await db.select({ erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, inquiryId)).get();
    return current?.erasedAt ? { ok: false, status: 410, code: "erased" } : { ok: false, status: 409, code: "conflict" };
  }
  return { ok: true, messageId, sendAfter };
}
