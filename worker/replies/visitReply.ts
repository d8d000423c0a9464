import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { toE164 } from "../../contract/phone";
import { visitReplyOf, type VisitReply } from "../../contract/visits";
import { inquiries, visits } from "../db/schema";
import { appendEvent, appendMessage, commit, updateInquiry } from "../record/timeline";
import { channelState } from "../messaging/channels";
import { incomingMessage, recordReply, type Reply } from "../messaging/inbound";
import { outboundTexts } from "../texts/outboundTexts";
import { MONTHLY_LIMIT, reachedTextCap } from "../messaging/textCap";
import { outboundText } from "../texts/translate";
import { upcomingVisitOf } from "../visits/store";
import { visitWhen } from "../calendar/visitWords";

type Inquiry = typeof inquiries.$inferSelect;
type Statements = BatchItem<"sqlite">[];

/** What a visit reply did: the answer a text gets back at once, the staff e-mails and queued messages it owes. */
export type VisitReplyResult = { kind: VisitReply; answer: string | null; notificationIds: number[]; messageIds: number[] };

/**
 * A reply to a visit's invitation or reminder (docs/visits.md): "1", "SÍ", "SI", "CONFIRMO", "CONFIRMAR" (or
 * "YES", "CONFIRM") confirm the inquiry's next visit; "2", "CAMBIAR", "CHANGE" ask to move it: the
 * inquiry is due now with the next step "reschedule". Both are answered in the person's language, by
 * text at once or by e-mail through the outbox. Anything else, or a person with no visit to come, is an
 * ordinary reply (null: the caller records it as one).
 */
export async function visitReply(
  env: Env,
  db: DrizzleD1Database,
  inquiry: Inquiry,
  reply: Reply,
  now = new Date(),
): Promise<VisitReplyResult | null> {
  const kind = visitReplyOf(reply.body);
  if (!kind) return null;
  const visit = await upcomingVisitOf(db, inquiry.id, now);
  if (!visit) return null;
  const at = now.toISOString();
  const language = inquiry.language ?? "en";
  const answerOnText = reply.channel === "text";
  // A text names the clinic by its short name; an e-mail by its full name.
  const answerText = outboundText(
    language,
    kind === "confirm" ? outboundTexts.visitConfirmedReply : outboundTexts.visitChangeReply,
    kind === "confirm" ? visitWhen(visit.startAt, language) : {},
    answerOnText ? "text" : "email",
  );
  // An answer by text counts toward the number's monthly limit like any text (worker/messaging/textCap.ts): over
  // it, the visit is still confirmed (or the team still told), but no text goes back, and the timeline says why.
  const number = answerOnText ? toE164(inquiry.phone) : null;
  const capped = number ? await reachedTextCap(db, number, now) : false;
  let notificationIds: number[] = [];
  const statements: Statements = [];

  if (kind === "confirm") {
    // Answered by the site: the words are kept, nothing is left unread.
    statements.push(
      ...appendMessage(db, inquiry.id, at, incomingMessage(reply, at), null),
      updateInquiry(db, inquiry.id, { repliedAt: sql`coalesce(${inquiries.repliedAt}, ${at})` }),
      db
        .update(visits)
        .set({ state: "confirmed", confirmedAt: at, updatedAt: at })
        .where(and(eq(visits.id, visit.id), eq(visits.state, "booked"))),
      appendEvent(
        db,
        inquiry.id,
        at,
        { type: "visit", actorId: null, visitId: visit.id, visitAction: "confirmed" },
        {
          also: sql`exists (select 1 from ${visits} where ${visits.id} = ${visit.id} and ${visits.confirmedAt} = ${at})`,
        },
      ),
    );
  } else {
    // A person to call back: unread, the team told, due now.
    const recorded = await recordReply(db, inquiry, reply, now);
    notificationIds = recorded.notificationId === null ? [] : [recorded.notificationId];
    statements.push(
      appendEvent(db, inquiry.id, at, {
        type: "visit",
        actorId: null,
        visitId: visit.id,
        visitAction: "change_requested",
        nextStepAt: at,
        nextStepKind: "reschedule",
      }),
      updateInquiry(db, inquiry.id, { nextStepAt: at, nextStepKind: "reschedule" }),
    );
  }
  let queuedEmail = false;
  if (answerOnText) {
    // Twilio sends this answer with its reply to the webhook (unless the number had its texts for the month).
    statements.push(
      ...appendMessage(
        db,
        inquiry.id,
        at,
        capped
          ? {
              direction: "out",
              channel: "text",
              origin: "visit_reply",
              status: "cancelled",
              failureReason: MONTHLY_LIMIT,
              body: answerText,
              statusAt: at,
              visitId: visit.id,
            }
          : {
              direction: "out",
              channel: "text",
              origin: "visit_reply",
              status: "sent",
              body: answerText,
              sentAt: at,
              statusAt: at,
              visitId: visit.id,
            },
        null,
      ),
    );
  } else if ((await channelState(env, db, inquiry, "email")).available) {
    queuedEmail = true;
    statements.push(
      ...appendMessage(
        db,
        inquiry.id,
        at,
        {
          direction: "out",
          channel: "email",
          origin: "visit_reply",
          status: "queued",
          subject: outboundText(language, kind === "confirm" ? outboundTexts.visitConfirmedSubject : outboundTexts.staffSubject),
          body: answerText,
          sendAfter: at,
        },
        null,
      ),
    );
  }
  const { messageIds } = await commit(db, statements);
  return {
    kind,
    answer: answerOnText && !capped ? answerText : null,
    notificationIds,
    messageIds: queuedEmail ? messageIds.slice(-1) : [],
  };
}
