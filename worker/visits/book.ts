import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { firstContactTermsIn } from "../../contract/textRules/firstContact";
import { isClosedStatus } from "../../contract/inquiryStatus";
import type { MessageChannel } from "../../contract/messaging";
import { isUpcoming, type BookVisitInput, type RescheduleVisitInput } from "../../contract/visits";
import { inquiries, studies, visits } from "../db/schema";
import { insertWhere } from "../db/insertWhere";
import { statusChange } from "../record/pipeline";
import { appendEvent, appendMessage, commit, updateInquiry } from "../record/timeline";
import { visitMessage, type NotSent, type VisitMessagePurpose } from "./messages";
import { CHANGED, CLOSED, ERASED, INQUIRY_NOT_FOUND, NOT_UPCOMING, VISIT_NOT_FOUND, type VisitProblem } from "./problems";
import { reminderInserts, supersedeVisitMessages } from "./reminderPlan";
import { readVisit, visitRef, type Visit } from "./store";
import { checkWhen, type CheckedWhen } from "./when";

type Inquiry = typeof inquiries.$inferSelect;
type Statements = BatchItem<"sqlite">[];
export type VisitWritten = { ok: true; visitId: number; messageIds: number[]; messages: { sent: MessageChannel[]; notSent: NotSent[] } };

/** A visit's message on every channel the person may be written on, as statements guarded by `guard`. */
export async function visitMessageStatements(
  env: Env,
  db: DrizzleD1Database,
  inquiry: Inquiry,
  visit: Pick<Visit, "uid" | "startAt" | "place" | "placeDetail">,
  purpose: VisitMessagePurpose,
  context: { visitId: number | SQL; guard?: SQL; actorId: number | null; staffName: string | null; now: Date },
): Promise<{ statements: Statements; sent: MessageChannel[]; notSent: NotSent[] }> {
  const statements: Statements = [];
  const sent: MessageChannel[] = [];
  const notSent: NotSent[] = [];
  for (const channel of ["email", "text"] as const) {
    const made = await visitMessage(env, db, inquiry, visit, purpose, channel, context.now, {
      visitId: context.visitId,
      staffName: context.staffName,
    });
    if (!made.ok) {
      notSent.push({ channel, reason: made.reason });
      continue;
    }
    statements.push(
      ...appendMessage(
        db,
        inquiry.id,
        context.now.toISOString(),
        made.message,
        context.actorId,
        context.guard ? { also: context.guard } : {},
      ),
    );
    sent.push(channel);
  }
  return { statements, sent, notSent };
}

/** Where, when and with whom a booked (or moved) visit is, as the form gave it and checkWhen read it. */
const bookedSlot = (when: CheckedWhen, input: BookVisitInput | RescheduleVisitInput) => ({
  startAt: when.start.toISOString(),
  durationMinutes: input.durationMinutes,
  place: input.place,
  placeDetail: input.place === "other" ? input.placeDetail || null : null,
  staffId: input.staffId,
  state: "booked" as const,
});

/** The inquiry's next step once a visit is booked: record its outcome when it ends. */
const outcomeStep = (when: CheckedWhen) => ({ nextStepAt: when.end.toISOString(), nextStepKind: "visit_outcome" as const });

/** A new visit's messages hang on the visit being written (`made`) and name it by `ref` until it has an id. */
const madeBy = (ref: SQL, made: SQL, actorId: number, when: CheckedWhen) => ({
  visitId: ref,
  guard: made,
  actorId,
  staffName: when.staffName,
});

/**
 * The place staff wrote goes into every text about the visit, which anyone holding the phone may read: like a
 * first contact, it may not name a condition, a place of care or a study (contract/visits.ts checks the words;
 * here also the codes and NCT ids of the site's own studies, however they are written).
 */
async function placeProblem(db: DrizzleD1Database, input: Pick<BookVisitInput, "place" | "placeDetail">): Promise<VisitProblem | null> {
  if (input.place !== "other" || !input.placeDetail) return null;
  const rows = await db.select({ code: studies.code, nct: studies.nct }).from(studies).all();
  const names = rows.flatMap((row) => (row.nct ? [row.code, row.nct] : [row.code]));
  if (firstContactTermsIn(input.placeDetail, names).length === 0) return null;
  return {
    ok: false,
    status: 400,
    code: "validation_failed",
    message: "The place is sent to the person's phone: it may not name a health condition, a place of care or a study.",
    fields: { placeDetail: ["place_health_terms"] },
  };
}

async function openInquiry(db: DrizzleD1Database, id: number): Promise<Inquiry | VisitProblem> {
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, id)).get();
  if (!inquiry) return INQUIRY_NOT_FOUND;
  if (inquiry.erasedAt) return ERASED;
  if (isClosedStatus(inquiry.status)) return CLOSED;
  return inquiry;
}

/**
 * Books a visit on an inquiry (docs/visits.md), in one batch: the visit, its "booked" event, the inquiry moved
 * to "scheduled" with the next step "record the outcome" at the visit's end, its reminders, and the
 * invitation on every channel the person agreed to.
 */
export async function bookVisit(
  env: Env,
  db: DrizzleD1Database,
  inquiryId: number,
  actorId: number,
  input: BookVisitInput,
  now = new Date(),
): Promise<VisitWritten | VisitProblem> {
  const inquiry = await openInquiry(db, inquiryId);
  if ("ok" in inquiry) return inquiry;
  const badPlace = await placeProblem(db, input);
  if (badPlace) return badPlace;
  const when = await checkWhen(db, input, now);
  if (!when.ok) return when;
  const at = now.toISOString();
  const uid = crypto.randomUUID();
  const ref = visitRef(uid, 0);
  const made = sql`exists ${ref}`;
  const visit = {
    inquiryId,
    studyId: input.studyId,
    type: input.type,
    ...bookedSlot(when, input),
    notes: input.notes || null,
    uid,
    sequence: 0,
    createdBy: actorId,
    createdAt: at,
    updatedAt: at,
  };
  const step = outcomeStep(when);
  const invitation = await visitMessageStatements(env, db, inquiry, visit, "visit_invitation", {
    ...madeBy(ref, made, actorId, when),
    now,
  });
  const statements: Statements = [
    insertWhere(
      db,
      visits,
      visit,
      sql`exists (select 1 from ${inquiries} where ${inquiries.id} = ${inquiryId} and ${inquiries.erasedAt} is null)`,
    ),
    ...(inquiry.status === "scheduled" ? [] : statusChange(db, inquiry, "scheduled", { reasonCode: null, note: null }, actorId, at, false)),
    appendEvent(db, inquiryId, at, { type: "visit", actorId, visitId: ref, visitAction: "booked", ...step }, { also: made }),
    updateInquiry(db, inquiryId, step, { also: made }),
    ...reminderInserts(db, ref, when.start, now, made),
    ...invitation.statements,
  ];
  return written(db, inquiryId, uid, 0, statements, invitation);
}

/**
 * Moves a booked or confirmed visit (docs/visits.md): the old one becomes "rescheduled", linked both ways to a
 * new one that keeps its calendar uid with the next sequence, so the person's calendar updates one entry;
 * the old reminders and queued messages are dropped, new ones planned, and the update sent.
 */
export async function rescheduleVisit(
  env: Env,
  db: DrizzleD1Database,
  visitId: number,
  actorId: number,
  input: RescheduleVisitInput,
  now = new Date(),
): Promise<VisitWritten | VisitProblem> {
  const old = await readVisit(db, visitId);
  if (!old) return VISIT_NOT_FOUND;
  const inquiry = await openInquiry(db, old.inquiryId);
  if ("ok" in inquiry) return inquiry;
  if (!isUpcoming(old.state)) return NOT_UPCOMING;
  const badPlace = await placeProblem(db, input);
  if (badPlace) return badPlace;
  const when = await checkWhen(db, input, now, old.uid);
  if (!when.ok) return when;
  const at = now.toISOString();
  const sequence = old.sequence + 1;
  const ref = visitRef(old.uid, sequence);
  const made = sql`exists ${ref}`;
  const visit = {
    inquiryId: old.inquiryId,
    studyId: old.studyId,
    type: old.type,
    ...bookedSlot(when, input),
    notes: input.notes === undefined ? old.notes : input.notes || null,
    uid: old.uid,
    sequence,
    rescheduledFrom: old.id,
    createdBy: actorId,
    createdAt: at,
    updatedAt: at,
  };
  const step = outcomeStep(when);
  const update = await visitMessageStatements(env, db, inquiry, visit, "visit_update", { ...madeBy(ref, made, actorId, when), now });
  const statements: Statements = [
    // The old visit is given up only if nobody changed it since it was read; everything else hangs on that.
    db
      .update(visits)
      .set({ state: "rescheduled", updatedAt: at })
      .where(and(eq(visits.id, old.id), eq(visits.state, old.state), isNull(visits.rescheduledTo))),
    insertWhere(
      db,
      visits,
      visit,
      sql`exists (select 1 from ${visits} where ${visits.id} = ${old.id} and ${visits.state} = 'rescheduled' and ${visits.rescheduledTo} is null)`,
    ),
    db
      .update(visits)
      .set({ rescheduledTo: sql`${ref}` })
      .where(and(eq(visits.id, old.id), isNull(visits.rescheduledTo), made)),
    ...supersedeVisitMessages(db, old.id, at),
    appendEvent(db, old.inquiryId, at, { type: "visit", actorId, visitId: ref, visitAction: "rescheduled", ...step }, { also: made }),
    updateInquiry(db, old.inquiryId, step, { also: made }),
    ...reminderInserts(db, ref, when.start, now, made),
    ...update.statements,
  ];
  return written(db, old.inquiryId, old.uid, sequence, statements, update);
}

async function written(
  db: DrizzleD1Database,
  inquiryId: number,
  uid: string,
  sequence: number,
  statements: Statements,
  messages: { sent: MessageChannel[]; notSent: NotSent[] },
): Promise<VisitWritten | VisitProblem> {
  const { eventIds, messageIds } = await commit(db, statements);
  const visit = await db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.uid, uid), eq(visits.sequence, sequence)))
    .get();
  if (visit && eventIds.length > 0)
    return { ok: true, visitId: visit.id, messageIds, messages: { sent: messages.sent, notSent: messages.notSent } };
  const current = await db.select({ erasedAt: inquiries.erasedAt }).from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  return current?.erasedAt ? ERASED : CHANGED;
}
