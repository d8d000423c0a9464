import { and, eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { NextStep } from "../../contract/followUp";
import { visitChangeAllowed, type VisitChange } from "../../contract/visits";
import { admins, inquiries, visits } from "../db/schema";
import { statusChange } from "../record/pipeline";
import { appendEvent, commit, updateInquiry } from "../record/timeline";
import { visitMessageStatements, type VisitWritten } from "./book";
import { CHANGED, ERASED, INQUIRY_NOT_FOUND, NOT_UPCOMING, VISIT_NOT_FOUND, type VisitProblem } from "./problems";
import { supersedeVisitMessages } from "./reminderPlan";
import { readVisit } from "./store";

type Statements = BatchItem<"sqlite">[];

/**
 * A visit confirmed, attended, missed or cancelled by staff (docs/visits.md), in one batch with its timeline
 * event. Attended: the next step is recording the screening outcome. Missed or cancelled: what it still
 * had to send is dropped, the inquiry goes back to "contacting" when no other visit is booked, and a
 * follow-up is due now (the coordinator offers a new time). A cancellation is sent to the person, with
 * the calendar file that takes it off their calendar.
 */
export async function changeVisit(
  env: Env,
  db: DrizzleD1Database,
  visitId: number,
  actorId: number,
  change: VisitChange,
  now = new Date(),
): Promise<VisitWritten | VisitProblem> {
  const visit = await readVisit(db, visitId);
  if (!visit) return VISIT_NOT_FOUND;
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, visit.inquiryId)).get();
  if (!inquiry) return INQUIRY_NOT_FOUND;
  if (inquiry.erasedAt) return ERASED;
  if (!visitChangeAllowed(visit.state, change.state, new Date(visit.startAt), now)) {
    return change.state === "attended" || change.state === "no_show"
      ? {
          ok: false,
          status: 409,
          code: "invalid_transition",
          message: "Whether the person came can be recorded once the visit's time has come.",
        }
      : NOT_UPCOMING;
  }
  const at = now.toISOString();
  const cancelling = change.state === "cancelled";
  // A cancellation changes the calendar entry: its SEQUENCE goes up (RFC 5545).
  const changedVisit = sql`exists (select 1 from ${visits} where ${visits.id} = ${visit.id} and ${visits.state} = ${change.state} and ${visits.updatedAt} = ${at})`;
  const statements: Statements = [
    db
      .update(visits)
      .set({
        state: change.state,
        updatedAt: at,
        ...(change.state === "confirmed" ? { confirmedAt: at } : {}),
        ...(cancelling ? { cancelledBy: change.by, sequence: sql`${visits.sequence} + 1` } : {}),
      })
      .where(and(eq(visits.id, visit.id), eq(visits.state, visit.state))),
    appendEvent(db, inquiry.id, at, { type: "visit", actorId, visitId: visit.id, visitAction: change.state }, { also: changedVisit }),
  ];
  let messages = { sent: [] as ("text" | "email")[], notSent: [] as { channel: "text" | "email"; reason: string }[] };
  if (change.state !== "confirmed") statements.push(...supersedeVisitMessages(db, visit.id, at));
  if (change.state === "attended") statements.push(nextStep(db, inquiry.id, { kind: "visit_outcome", at }, changedVisit));
  if (change.state === "no_show" || cancelling) {
    // Back to "contacting" when this was the inquiry's only visit still to come.
    const noOtherBooked = sql`not exists (select 1 from ${visits} where ${visits.inquiryId} = ${inquiry.id} and ${visits.id} <> ${visit.id} and ${visits.state} in ('booked', 'confirmed'))`;
    if (inquiry.status === "scheduled") {
      statements.push(
        ...statusChange(
          db,
          inquiry,
          "contacting",
          { reasonCode: null, note: null },
          actorId,
          at,
          false,
          sql`${changedVisit} and ${noOtherBooked}`,
        ),
      );
    }
    statements.push(nextStep(db, inquiry.id, { kind: "follow_up", at }, changedVisit));
  }
  if (cancelling) {
    const staff =
      visit.staffId === null ? null : await db.select({ name: admins.displayName }).from(admins).where(eq(admins.id, visit.staffId)).get();
    const cancellation = await visitMessageStatements(env, db, inquiry, visit, "visit_cancelled", {
      visitId: visit.id,
      guard: changedVisit,
      actorId,
      staffName: staff?.name ?? null,
      now,
    });
    statements.push(...cancellation.statements);
    messages = { sent: cancellation.sent, notSent: cancellation.notSent };
  }
  const { eventIds, messageIds } = await commit(db, statements);
  if (eventIds.length > 0) return { ok: true, visitId: visit.id, messageIds, messages };
  const current = await db.select({ erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, inquiry.id)).get();
  return current?.erasedAt ? ERASED : CHANGED;
}

function nextStep(db: DrizzleD1Database, inquiryId: number, step: NextStep, guard: SQL) {
  return updateInquiry(db, inquiryId, { nextStepAt: step.at, nextStepKind: step.kind }, { also: guard });
}
