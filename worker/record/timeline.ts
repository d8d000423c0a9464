import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { alias } from "drizzle-orm/sqlite-core";
import type { ContactChannel, ContactOutcome, EventType, InquiryEventDto, VisitAction } from "../../contract/inquiryEvents";
import type { ClosingReason } from "../../contract/closingReasons";
import type { NextStepKind } from "../../contract/followUp";
import type { InquiryStatus } from "../../contract/inquiryStatus";
import type { ConsentAction, MessageDto } from "../../contract/messaging";
import { admins, inquiries, inquiryEvents, messages, messageTemplates, visitReminders, visits } from "../db/schema";

/**
 * The one owner of an inquiry's timeline (docs/pipeline.md): every write to `inquiry_events`, and every staff
 * write to the inquiry row, is built here, and each carries its "not erased" condition inside the same
 * statement. A write that loses a race with an erasure changes nothing and reports it, instead of storing
 * text after the person's data is gone (migrations/0007 adds triggers that refuse it in any case).
 */

export type NewEvent = {
  type: Exclude<EventType, "created" | "erased">;
  actorId: number | null;
  text?: string | null;
  channel?: ContactChannel | null;
  outcome?: ContactOutcome | null;
  fromStatus?: InquiryStatus | null;
  toStatus?: InquiryStatus | null;
  reason?: string | null;
  reasonCode?: ClosingReason | null;
  assigneeId?: number | null;
  nextStepAt?: string | null;
  nextStepKind?: NextStepKind | null;
  messageId?: number | SQL | null;
  consentAction?: ConsentAction | null;
  visitId?: number | SQL | null;
  visitAction?: VisitAction | null;
};

/** Extra conditions a write needs besides "not erased": the status it was chosen in, or any other. */
export type WriteGuard = { whenStatus?: InquiryStatus; also?: SQL };

/** The guard every write carries: the inquiry is there, not erased, and what `guard` adds still holds. */
function live(inquiryId: number | SQL, guard: WriteGuard = {}): SQL {
  const stillIn = guard.whenStatus ? sql` and ${inquiries.status} = ${guard.whenStatus}` : sql``;
  const also = guard.also ? sql` and ${guard.also}` : sql``;
  return sql`exists (select 1 from ${inquiries} where ${inquiries.id} = ${inquiryId} and ${inquiries.erasedAt} is null${stillIn}${also})`;
}

/** Appends one event if the inquiry is live (and `guard` holds); the batch result holds its id, or nothing. */
export function appendEvent(db: DrizzleD1Database, inquiryId: number | SQL, at: string, event: NewEvent, guard: WriteGuard = {}) {
  const values: Record<string, unknown> = { ...event, inquiryId, at };
  // INSERT ... SELECT <one value per column, in the table's order> WHERE <the inquiry is live>.
  const columns = Object.keys(getTableColumns(inquiryEvents)).map((key) => sql`${key === "id" ? null : (values[key] ?? null)}`);
  return db
    .insert(inquiryEvents)
    .select(sql`select ${sql.join(columns, sql`, `)} where ${live(inquiryId, guard)}`)
    .returning({ id: inquiryEvents.id });
}

export type NewMessage = Omit<typeof messages.$inferInsert, "id" | "inquiryId" | "createdAt">;

/**
 * Stores a message to or from the person if the inquiry is live (and `guard` holds), with its "message"
 * event right after it (the event refers to it by `last_insert_rowid()`, so the two must stay together).
 */
export function appendMessage(
  db: DrizzleD1Database,
  inquiryId: number | SQL,
  at: string,
  message: NewMessage,
  actorId: number | null,
  guard: WriteGuard = {},
  event: Pick<NewEvent, "nextStepAt" | "nextStepKind"> = {},
) {
  const values: Record<string, unknown> = { ...message, inquiryId, createdAt: at };
  const columns = Object.entries(getTableColumns(messages)).map(([key, column]) =>
    key === "id" ? sql`null` : sql`${values[key] ?? (column.hasDefault && !column.notNull ? null : (column.default ?? null))}`,
  );
  return [
    db
      .insert(messages)
      .select(sql`select ${sql.join(columns, sql`, `)} where ${live(inquiryId, guard)}`)
      .returning({ messageId: messages.id }),
    appendEvent(
      db,
      inquiryId,
      at,
      { ...event, type: "message", actorId, channel: message.channel, messageId: sql`last_insert_rowid()` },
      guard,
    ),
  ] as const;
}

/** Changes the inquiry row if it is live (and still in `whenStatus`, and `also` holds). */
export function updateInquiry(
  db: DrizzleD1Database,
  inquiryId: number,
  changes: { [K in keyof typeof inquiries.$inferInsert]?: (typeof inquiries.$inferInsert)[K] | SQL },
  options: WriteGuard = {},
) {
  return db
    .update(inquiries)
    .set(changes)
    .where(
      and(
        eq(inquiries.id, inquiryId),
        isNull(inquiries.erasedAt),
        options.whenStatus ? eq(inquiries.status, options.whenStatus) : undefined,
        options.also,
      ),
    );
}

/** The "created" event of a new inquiry, in the batch that inserts it (worker/record/newInquiry.ts). */
export function createdEvent(db: DrizzleD1Database, at: string, inquiryId: SQL) {
  return db.insert(inquiryEvents).values({ inquiryId, at, type: "created" });
}

/**
 * What erasure does to a timeline, in the erasure's own batch after the row is marked erased: clear
 * everything staff typed and every message's words, cancel what was still to be sent and every visit still
 * to come, and add the "erased" event once.
 */
export function eraseTimeline(db: DrizzleD1Database, inquiryIds: SQL, at: string, actorId: number | null) {
  const values: Record<string, SQL> = { inquiryId: sql`i.id`, at: sql`${at}`, actorId: sql`${actorId}`, type: sql`'erased'` };
  const columns = Object.keys(getTableColumns(inquiryEvents)).map((key) => values[key] ?? sql`null`);
  return [
    // The words of every message, either direction, and anything still waiting to go out.
    db
      .update(messages)
      .set({ body: null, subject: null })
      .where(and(inArray(messages.inquiryId, inquiryIds), or(isNotNull(messages.body), isNotNull(messages.subject)))),
    // An incoming e-mail's Message-ID is the sender's own text (it can name their device); Twilio's ids are ours.
    db
      .update(messages)
      .set({ providerId: null })
      .where(
        and(
          inArray(messages.inquiryId, inquiryIds),
          eq(messages.direction, "in"),
          eq(messages.channel, "email"),
          isNotNull(messages.providerId),
        ),
      ),
    db
      .update(messages)
      .set({ status: "cancelled", failureReason: "erased", statusAt: at })
      .where(and(inArray(messages.inquiryId, inquiryIds), inArray(messages.status, ["queued"]))),
    // Visits: what staff typed goes, and a visit still to come is cancelled with its reminders.
    db
      .update(visitReminders)
      .set({ status: "skipped", reason: "erased", updatedAt: at })
      .where(
        and(
          eq(visitReminders.status, "pending"),
          inArray(visitReminders.visitId, db.select({ id: visits.id }).from(visits).where(inArray(visits.inquiryId, inquiryIds))),
        ),
      ),
    db
      .update(visits)
      .set({
        notes: null,
        placeDetail: null,
        cancelledBy: sql`case when ${visits.state} in ('booked', 'confirmed') then 'clinic' else ${visits.cancelledBy} end`,
        state: sql`case when ${visits.state} in ('booked', 'confirmed') then 'cancelled' else ${visits.state} end`,
        updatedAt: at,
      })
      .where(inArray(visits.inquiryId, inquiryIds)),
    db
      .update(inquiryEvents)
      .set({ text: null, reason: null })
      .where(and(inArray(inquiryEvents.inquiryId, inquiryIds), or(isNotNull(inquiryEvents.text), isNotNull(inquiryEvents.reason)))),
    db.insert(inquiryEvents).select(
      sql`select ${sql.join(columns, sql`, `)} from ${inquiries} i where i.id in ${inquiryIds}
        and not exists (select 1 from ${inquiryEvents} e where e.inquiry_id = i.id and e.type = 'erased')`,
    ),
  ];
}

export type CommitResult = { eventIds: number[]; messageIds: number[] };

/** Runs the statements as one D1 batch (one transaction): the ids of the events and messages it appended. */
export async function commit(db: DrizzleD1Database, statements: BatchItem<"sqlite">[]): Promise<CommitResult> {
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const ids = (key: "id" | "messageId") =>
    results.flatMap((result) =>
      Array.isArray(result)
        ? result.flatMap((row) =>
            row && typeof (row as Record<string, unknown>)[key] === "number" ? [(row as Record<string, number>)[key]!] : [],
          )
        : [],
    );
  return { eventIds: ids("id"), messageIds: ids("messageId") };
}

/** The timeline, oldest first, with the names of the staff involved. */
export async function readTimeline(db: DrizzleD1Database, inquiryId: number): Promise<InquiryEventDto[]> {
  const actor = alias(admins, "actor");
  const assignee = alias(admins, "assignee");
  const rows = await db
    .select({
      event: inquiryEvents,
      actorName: actor.displayName,
      assigneeName: assignee.displayName,
      message: messages,
      templateName: messageTemplates.name,
      visit: { type: visits.type, startAt: visits.startAt, studyId: visits.studyId, cancelledBy: visits.cancelledBy },
    })
    .from(inquiryEvents)
    .leftJoin(actor, eq(actor.id, inquiryEvents.actorId))
    .leftJoin(assignee, eq(assignee.id, inquiryEvents.assigneeId))
    .leftJoin(messages, eq(messages.id, inquiryEvents.messageId))
    .leftJoin(messageTemplates, eq(messageTemplates.id, messages.templateId))
    .leftJoin(visits, eq(visits.id, inquiryEvents.visitId))
    .where(eq(inquiryEvents.inquiryId, inquiryId))
    .orderBy(asc(inquiryEvents.id))
    .limit(1000)
    .all();
  return rows.map(({ event, actorName, assigneeName, message, templateName, visit }) => ({
    id: event.id,
    at: event.at,
    type: event.type,
    actor: event.actorId === null ? null : { id: event.actorId, displayName: actorName ?? "" },
    text: event.text,
    channel: event.channel,
    outcome: event.outcome,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    reason: event.reason,
    reasonCode: event.reasonCode,
    assignee: event.assigneeId === null ? null : { id: event.assigneeId, displayName: assigneeName ?? "" },
    nextStep: event.nextStepAt && event.nextStepKind ? { kind: event.nextStepKind, at: event.nextStepAt } : null,
    message: message ? messageDto(message, templateName) : null,
    consentAction: event.consentAction,
    visit:
      event.visitId !== null && event.visitAction && visit?.type && visit.startAt
        ? {
            id: event.visitId,
            action: event.visitAction,
            type: visit.type,
            startAt: visit.startAt,
            studyId: visit.studyId,
            by:
              event.visitAction === "cancelled"
                ? visit.cancelledBy
                : event.visitAction === "confirmed" || event.visitAction === "change_requested"
                  ? event.actorId === null
                    ? "person"
                    : "clinic"
                  : null,
          }
        : null,
  }));
}

function messageDto(message: typeof messages.$inferSelect, templateName: string | null): MessageDto {
  return {
    id: message.id,
    direction: message.direction,
    channel: message.channel,
    origin: message.origin,
    status: message.status,
    body: message.body,
    subject: message.subject,
    templateName,
    failureReason: message.failureReason,
    sendAfter: message.status === "queued" ? message.sendAfter : null,
    attachmentsDropped: message.attachmentsDropped,
    fromOtherAddress: message.fromOtherAddress,
    ownerUnclear: message.ownerUnclear,
  };
}
