import { msg } from "@lingui/core/macro";
import type { ActionFunctionArgs } from "react-router";
import { localTimeToInstant } from "../../../../contract/businessTime";
import { needsReasonCode, type ClosingReason } from "../../../../contract/closingReasons";
import type { ContactChannel, ContactOutcome, EventInput } from "../../../../contract/inquiryEvents";
import { isClosedStatus, type InquiryStatus } from "../../../../contract/inquiryStatus";
import type { MessageChannel } from "../../../../contract/messaging";
import type { BookingWarning, BookVisitInput, VisitChange, VisitResultDto } from "../../../../contract/visits";
import { appendInquiryEvent, fetchInquiry } from "../../../api/inbox";
import { eraseInquiry } from "../../../api/inquiries";
import { chooseReplyOwner, decidePausedTexts, markRepliesRead, sendMessage } from "../../../api/messages";
import { ApiError } from "../../../api/http";
import { keepPrescreenAnswers } from "../../../api/prescreen";
import { bookVisit, changeVisit, rescheduleVisit } from "../../../api/visits";
import { problem, readSubmission, refused, text, unknownIntent, type StaffData } from "../staffActions";
import type { InquiryAnswer } from "./inquiryAnswer";
import { nextRead } from "./inquiryReads";

/** The values of the visit form (booking, or moving a visit). */
export type VisitFormValues = Omit<BookVisitInput, "confirm">;

/** An appended event's answer: the inquiry as it now is, and its new entry. */
async function event(id: number, intent: string, input: EventInput, from?: InquiryStatus): Promise<InquiryAnswer> {
  const readAt = nextRead();
  const { inquiry, eventIds } = await appendInquiryEvent(id, input);
  const closed = input.type === "status" && isClosedStatus(input.status) && from !== undefined && !isClosedStatus(from);
  // A status change can open or close ways to write to the person; the list's row changes with any event.
  const changed: StaffData[] = input.type === "status" ? ["queue", `composer:${id}`] : ["queue"];
  return { intent, changed, inquiry, readAt, eventId: eventIds[0], ...(closed ? { reopenAs: from } : {}) };
}

/**
 * A visit's change: its visits and the list's row are read again; the inquiry (status, next step, timeline) is
 * read by the action itself, into its answer.
 */
function visitChanged(
  id: number,
  intent: string,
  result: VisitResultDto,
  what: "booked" | "moved" | "changed",
  before = "",
): InquiryAnswer {
  return { intent, changed: ["queue", `visits:${id}`], visit: { result, what, before } };
}

/** The visit form's refusal: the warnings to accept, or the fields to fix, or what went wrong. */
function visitRefused(intent: string, visitForm: "book" | number, failure: unknown): InquiryAnswer {
  if (failure instanceof ApiError && failure.code === "needs_confirmation") {
    return { intent, changed: [], visitForm, warnings: (failure.fields.warnings ?? []) as BookingWarning[] };
  }
  if (failure instanceof ApiError && Object.keys(failure.fields).length > 0)
    return { intent, changed: [], visitForm, fields: failure.fields };
  return { ...refused(intent, failure), visitForm };
}

const isDay = (value: string) => /^\d{4}-\d\d-\d\d$/.test(value);

/**
 * Every change to an inquiry, from its page: events (a contact attempt, the next step, the
 * status, the owner, a note), a message to the person, a reply's owner, visits, the pre-screen answers, reading
 * replies, erasing. Each calls the same JSON API as before and answers what it changed.
 */
export async function action({ request, params }: ActionFunctionArgs): Promise<InquiryAnswer> {
  const id = Number(params.id);
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  const answer = await change(id, intent, fields);
  if (!PAGE_INTENTS.has(intent) || answer.inquiry || answer.erased) return answer;
  // The page shows its fetcher's last answer: one that did not change the inquiry's words (a visit, a refusal)
  // carries the inquiry as it now is too, read here instead of by the loader afterwards.
  const readAt = nextRead();
  try {
    return { ...answer, inquiry: await fetchInquiry(id), readAt };
  } catch (failure) {
    // The change is done (or refused) and says so; the page keeps the inquiry it shows rather than trade it for
    // an error page because this read failed.
    if (failure instanceof Response) throw failure;
    return answer;
  }
}

/** The changes made on the inquiry's page (through its one fetcher), as opposed to the queue's and the cards' own. */
const PAGE_INTENTS = new Set([
  "attempt",
  "texts-paused",
  "next-step",
  "clear-next-step",
  "status",
  "unreachable",
  "assign",
  "note",
  "send",
  "reply-owner",
  "book-visit",
  "move-visit",
  "visit-state",
  "erase",
]);

async function change(id: number, intent: string, fields: Record<string, unknown>): Promise<InquiryAnswer> {
  const from = (text(fields, "from") || undefined) as InquiryStatus | undefined;
  try {
    switch (intent) {
      case "attempt": {
        // The button pressed names the channel and the result ("phone:no_answer").
        const [channel, outcome] = text(fields, "outcome").split(":") as [ContactChannel, ContactOutcome];
        const note = text(fields, "note");
        return await event(id, intent, { type: "contact_attempt", channel, outcome, ...(note.trim() ? { text: note } : {}) });
      }
      case "next-step": {
        const day = text(fields, "day");
        const time = text(fields, "time");
        if (!isDay(day) || !/^\d\d:\d\d$/.test(time)) return problem(intent, msg`Choose a day and a time.`);
        // The day and time are the clinic's (Pacific time), whatever the computer's clock says.
        return await event(id, intent, { type: "next_step", at: new Date(localTimeToInstant(day, time)).toISOString() });
      }
      case "clear-next-step":
        return await event(id, intent, { type: "next_step", at: null });
      case "status":
      case "unreachable": {
        const status = text(fields, "status") as InquiryStatus;
        const reasonCode = text(fields, "reasonCode") as ClosingReason | "";
        const note = text(fields, "reason");
        if (needsReasonCode(status) && !reasonCode) return problem(intent, msg`Choose a reason.`);
        return await event(
          id,
          intent,
          { type: "status", status, ...(reasonCode ? { reasonCode } : {}), ...(note.trim() ? { reason: note } : {}) },
          from,
        );
      }
      case "assign": {
        const staffId = text(fields, "staffId");
        return await event(id, intent, { type: "assign", staffId: staffId ? Number(staffId) : null });
      }
      case "note": {
        const note = text(fields, "text");
        if (!note.trim()) return problem(intent, msg`Write the note first.`);
        return await event(id, intent, { type: "note", text: note });
      }
      case "send": {
        const channel = text(fields, "channel") as MessageChannel;
        const templateId = text(fields, "templateId");
        const words = text(fields, "text");
        if (!templateId && !words.trim()) return problem(intent, msg`Choose a template or write a message (not both).`);
        const readAt = nextRead();
        const sent = await sendMessage(id, templateId ? { channel, templateId: Number(templateId) } : { channel, text: words });
        const entry = sent.inquiry.events.find((item) => item.message?.id === sent.messageId);
        // What the composer may offer changes with each message (docs/messaging.md); so does the row.
        return { intent, changed: ["queue", `composer:${id}`], inquiry: sent.inquiry, readAt, eventId: entry?.id };
      }
      case "reply-owner": {
        const messageId = Number(text(fields, "messageId"));
        const readAt = nextRead();
        const { inquiry } = await chooseReplyOwner(id, { messageId });
        const entry = inquiry.events.find((item) => item.message?.id === messageId);
        return { intent, changed: ["queue", `composer:${id}`], inquiry, readAt, eventId: entry?.id };
      }
      case "texts-paused": {
        const decision = text(fields, "decision");
        if (decision !== "opt_out" && decision !== "resume") throw unknownIntent(intent);
        const readAt = nextRead();
        const { inquiry } = await decidePausedTexts(id, { decision });
        return { intent, changed: ["queue", `composer:${id}`], inquiry, readAt, eventId: inquiry.events.at(-1)?.id };
      }
      case "book-visit": {
        const values = fields.values as VisitFormValues;
        const confirm = (fields.confirm ?? []) as BookingWarning[];
        if (!isDay(values.date)) return { intent, changed: [], visitForm: "book", fields: { date: ["invalid_date"] } };
        try {
          return visitChanged(id, intent, await bookVisit(id, { ...values, confirm }), "booked");
        } catch (failure) {
          return visitRefused(intent, "book", failure);
        }
      }
      case "move-visit": {
        const visitId = Number(fields.visitId);
        const { studyId: _study, type: _type, ...when } = fields.values as VisitFormValues;
        const confirm = (fields.confirm ?? []) as BookingWarning[];
        if (!isDay(when.date)) return { intent, changed: [], visitForm: visitId, fields: { date: ["invalid_date"] } };
        try {
          return visitChanged(id, intent, await rescheduleVisit(visitId, { ...when, confirm }), "moved");
        } catch (failure) {
          return visitRefused(intent, visitId, failure);
        }
      }
      case "visit-state": {
        const change = (
          text(fields, "state") === "cancelled" ? { state: "cancelled", by: text(fields, "by") } : { state: text(fields, "state") }
        ) as VisitChange;
        return visitChanged(id, intent, await changeVisit(Number(text(fields, "visitId")), change), "changed", text(fields, "startAt"));
      }
      case "keep-prescreen": {
        const prescreen = await keepPrescreenAnswers(id, text(fields, "kept") === "true");
        return { intent, changed: [], prescreen };
      }
      case "read":
        // Opening an inquiry with unread replies reads them: it leaves "Unread replies".
        await markRepliesRead(id);
        return { intent, changed: ["queue"] };
      case "erase":
        await eraseInquiry(id);
        return { intent, changed: ["queue"], erased: true };
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}
