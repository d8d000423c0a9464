import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { businessMinutesBetween } from "../../contract/businessTime";
import type { EventInput } from "../../contract/inquiryEvents";
import { isClosedStatus, transitionProblem, type InquiryStatus } from "../../contract/inquiryStatus";
import { admins, inquiries } from "../db/schema";
import { appendEvent, commit, updateInquiry } from "./timeline";

type Inquiry = typeof inquiries.$inferSelect;

export type PipelineProblem = {
  ok: false;
  status: 400 | 404 | 409 | 410;
  code: "not_found" | "erased" | "invalid_transition" | "reason_required" | "unknown_staff" | "conflict";
  message: string;
};
export type PipelineResult = { ok: true; eventIds: number[] } | PipelineProblem;

const NOT_FOUND: PipelineProblem = { ok: false, status: 404, code: "not_found", message: "No inquiry has that id." };
const ERASED: PipelineProblem = {
  ok: false,
  status: 410,
  code: "erased",
  message: "This inquiry's personal data was erased; it can no longer change.",
};
const CHANGED: PipelineProblem = {
  ok: false,
  status: 409,
  code: "conflict",
  message: "Someone else changed this inquiry at the same moment. Reload it and try again.",
};

/**
 * Appends one staff action to an inquiry's timeline and updates the row's current state with it, in one
 * D1 batch (all or nothing). The rules of DESIGN §7 live here and in contract/inquiryStatus.ts. The row
 * is read first only to choose what to write; every write re-checks, in its own statement, that the
 * inquiry is still live and still in the status the choice was made from.
 */
export async function applyEvent(
  db: DrizzleD1Database,
  inquiryId: number,
  actorId: number,
  input: EventInput,
  now = new Date(),
): Promise<PipelineResult> {
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  if (!inquiry) return NOT_FOUND;
  if (inquiry.erasedAt) return ERASED;
  const at = now.toISOString();

  let statements: BatchItem<"sqlite">[];
  switch (input.type) {
    case "note":
      statements = [appendEvent(db, inquiryId, at, { type: "note", actorId, text: input.text })];
      break;
    case "contact_attempt":
      statements = [
        appendEvent(db, inquiryId, at, { type: "contact_attempt", actorId, channel: input.channel, outcome: input.outcome, text: input.text || null }),
        // The response clock stops at the first attempt: keep its time and its business minutes.
        updateInquiry(
          db,
          inquiryId,
          { firstContactAt: at, firstResponseMinutes: businessMinutesBetween(new Date(inquiry.createdAt), now) },
          { also: isNull(inquiries.firstContactAt) },
        ),
        // The first attempt on a new inquiry moves it to "contacting" (only if it is still new).
        ...statusChange(db, inquiry, "contacting", null, actorId, at).filter(() => inquiry.status === "new"),
      ];
      break;
    case "status": {
      const problem = transitionProblem(inquiry.status, input.status, input.reason);
      if (problem) return { ok: false, status: problem === "reason_required" ? 400 : 409, code: problem, message: problemText[problem] };
      statements = statusChange(db, inquiry, input.status, input.reason || null, actorId, at);
      break;
    }
    case "assign": {
      if (input.staffId !== null) {
        const staff = await db.select({ id: admins.id }).from(admins).where(and(eq(admins.id, input.staffId), eq(admins.active, true))).get();
        if (!staff) return { ok: false, status: 400, code: "unknown_staff", message: "No active staff account has that id." };
      }
      if (inquiry.assigneeId === input.staffId) return { ok: true, eventIds: [] };
      statements = [
        appendEvent(db, inquiryId, at, { type: "assign", actorId, assigneeId: input.staffId }),
        updateInquiry(db, inquiryId, { assigneeId: input.staffId }),
      ];
      break;
    }
  }
  const { eventIds } = await commit(db, statements);
  if (eventIds.length > 0) return { ok: true, eventIds };
  // Nothing was written: the inquiry was erased, or its status changed, between the read and the batch.
  const now2 = await db.select({ erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  return !now2 ? NOT_FOUND : now2.erasedAt ? ERASED : CHANGED;
}

const problemText = {
  invalid_transition: "The inquiry already has that status.",
  reason_required: "Closing an inquiry needs a reason (except 'resolved').",
} as const;

/** A status change event and the row's new status, both only if the inquiry is still in its old status. */
function statusChange(
  db: DrizzleD1Database,
  inquiry: Inquiry,
  to: InquiryStatus,
  reason: string | null,
  actorId: number,
  at: string,
): BatchItem<"sqlite">[] {
  const from = inquiry.status;
  return [
    appendEvent(db, inquiry.id, at, { type: "status", actorId, fromStatus: from, toStatus: to, reason }, from),
    updateInquiry(db, inquiry.id, { status: to, closedAt: isClosedStatus(to) ? at : null }, { whenStatus: from }),
  ];
}
