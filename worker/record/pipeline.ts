import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { businessMinutesBetween } from "../../contract/businessTime";
import type { ClosingReason } from "../../contract/closingReasons";
import { nextStepAfterAttempt, type NextStepKind } from "../../contract/followUp";
import type { EventInput } from "../../contract/inquiryEvents";
import { isClosedStatus, transitionProblem, type InquiryStatus } from "../../contract/inquiryStatus";
import { admins, inquiries } from "../db/schema";
import { appendEvent, commit, updateInquiry } from "./timeline";

type Inquiry = typeof inquiries.$inferSelect;
type Statements = BatchItem<"sqlite">[];

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
const problemText = {
  invalid_transition: "The inquiry already has that status.",
  reason_required: "Closing as not eligible, not interested or unreachable needs one of that status's reasons.",
} as const;

/**
 * Appends one staff action to an inquiry's timeline and updates the row's current state with it, in one
 * D1 batch (all or nothing). The rules of docs/pipeline.md live here, in contract/inquiryStatus.ts and in
 * contract/followUp.ts. The row is read first only to choose what to write; every write re-checks, in its
 * own statement, that the inquiry is still live and still in the status the choice was made from.
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

  let statements: Statements;
  switch (input.type) {
    case "note":
      statements = [appendEvent(db, inquiryId, at, { type: "note", actorId, text: input.text })];
      break;
    case "contact_attempt":
      statements = contactAttempt(db, inquiry, input, actorId, now);
      break;
    case "status": {
      const problem = transitionProblem(inquiry.status, input.status, input.reasonCode);
      if (problem) return { ok: false, status: problem === "reason_required" ? 400 : 409, code: problem, message: problemText[problem] };
      statements = statusChange(
        db,
        inquiry,
        input.status,
        { reasonCode: input.reasonCode ?? null, note: input.reason || null },
        actorId,
        at,
      );
      break;
    }
    case "assign": {
      if (input.staffId !== null) {
        const staff = await db
          .select({ id: admins.id })
          .from(admins)
          .where(and(eq(admins.id, input.staffId), eq(admins.active, true)))
          .get();
        if (!staff) return { ok: false, status: 400, code: "unknown_staff", message: "No active staff account has that id." };
      }
      if (inquiry.assigneeId === input.staffId) return { ok: true, eventIds: [] };
      statements = [
        appendEvent(db, inquiryId, at, { type: "assign", actorId, assigneeId: input.staffId }),
        updateInquiry(db, inquiryId, { assigneeId: input.staffId }),
      ];
      break;
    }
    case "next_step": {
      if (isClosedStatus(inquiry.status))
        return { ok: false, status: 409, code: "invalid_transition", message: "A closed inquiry has no next step." };
      const step = input.at
        ? { nextStepAt: new Date(input.at).toISOString(), nextStepKind: "custom" as const }
        : { nextStepAt: null, nextStepKind: null };
      statements = [
        appendEvent(db, inquiryId, at, { type: "next_step", actorId, text: input.text || null, ...step }, { whenStatus: inquiry.status }),
        updateInquiry(db, inquiryId, step, { whenStatus: inquiry.status }),
      ];
      break;
    }
  }
  const { eventIds } = await commit(db, statements);
  if (eventIds.length > 0) return { ok: true, eventIds };
  // Nothing was written: the inquiry was erased, or its status changed, between the read and the batch.
  const current = await db.select({ erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  return !current ? NOT_FOUND : current.erasedAt ? ERASED : CHANGED;
}

/** The next step an attempt sets, for the event that records it. */
export type AttemptStep = { nextStepAt: string | null; nextStepKind: NextStepKind | null };

/**
 * A call, text, e-mail or visit: the attempt, the counters and the next step by the cadence; the first
 * attempt stops the response clock and moves a new inquiry to "contacting"; the caller becomes the owner
 * when there is none. A message sent from the composer is its own timeline event (`attemptEvent`), so it
 * is not recorded twice.
 */
export function contactAttempt(
  db: DrizzleD1Database,
  inquiry: Inquiry,
  input: Extract<EventInput, { type: "contact_attempt" }>,
  actorId: number,
  now: Date,
  attemptEvent?: (step: AttemptStep) => Statements,
): Statements {
  const at = now.toISOString();
  const id = inquiry.id;
  const next = isClosedStatus(inquiry.status)
    ? null
    : nextStepAfterAttempt({
        outcome: input.outcome,
        at: now,
        attemptCount: inquiry.attemptCount + 1,
        firstAttemptAt: new Date(inquiry.firstContactAt ?? at),
      });
  const step: AttemptStep = { nextStepAt: next?.at ?? null, nextStepKind: next?.kind ?? null };
  const statements: Statements = [
    ...(attemptEvent
      ? attemptEvent(step)
      : [
          appendEvent(db, id, at, {
            type: "contact_attempt",
            actorId,
            channel: input.channel,
            outcome: input.outcome,
            text: input.text || null,
            ...step,
          }),
        ]),
    updateInquiry(db, id, {
      attemptCount: sql`${inquiries.attemptCount} + 1`,
      lastAttemptAt: at,
      lastAttemptChannel: input.channel,
      lastAttemptOutcome: input.outcome,
      // A closed inquiry keeps no next step.
      ...(isClosedStatus(inquiry.status) ? {} : { nextStepAt: next?.at ?? null, nextStepKind: next?.kind ?? null }),
    }),
    // The response clock stops at the first attempt: keep its time and its business minutes.
    updateInquiry(
      db,
      id,
      { firstContactAt: at, firstResponseMinutes: businessMinutesBetween(new Date(inquiry.createdAt), now) },
      { also: isNull(inquiries.firstContactAt) },
    ),
    // Whoever tries first owns it (unless someone already does, even since the read).
    appendEvent(db, id, at, { type: "assign", actorId, assigneeId: actorId }, { also: isNull(inquiries.assigneeId) }),
    updateInquiry(db, id, { assigneeId: actorId }, { also: isNull(inquiries.assigneeId) }),
  ];
  // The first attempt on a new inquiry moves it to "contacting" (only if it is still new).
  if (inquiry.status === "new")
    statements.push(...statusChange(db, inquiry, "contacting", { reasonCode: null, note: null }, actorId, at, false));
  return statements;
}

/**
 * A status change event and the row's new status, both only if the inquiry is still in its old status
 * (and `also` holds). Closing records the reason and clears the next step; reopening clears the old reason.
 */
export function statusChange(
  db: DrizzleD1Database,
  inquiry: Inquiry,
  to: InquiryStatus,
  reason: { reasonCode: ClosingReason | null; note: string | null },
  actorId: number,
  at: string,
  clearsNextStep = true,
  also?: SQL,
): Statements {
  const from = inquiry.status;
  const closing = isClosedStatus(to);
  const guard = { whenStatus: from, also };
  return [
    appendEvent(
      db,
      inquiry.id,
      at,
      { type: "status", actorId, fromStatus: from, toStatus: to, reasonCode: reason.reasonCode, reason: reason.note },
      guard,
    ),
    updateInquiry(
      db,
      inquiry.id,
      {
        status: to,
        closedAt: closing ? at : null,
        closedReason: closing ? reason.reasonCode : null,
        ...(closing || clearsNextStep ? { nextStepAt: null, nextStepKind: null } : {}),
      },
      guard,
    ),
  ];
}
