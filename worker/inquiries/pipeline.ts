import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { businessMinutesBetween } from "../../contract/businessTime";
import type { EventInput } from "../../contract/inquiryEvents";
import { isClosedStatus, transitionProblem, type InquiryStatus } from "../../contract/inquiryStatus";
import { admins, inquiries, inquiryEvents } from "../db/schema";

type Inquiry = typeof inquiries.$inferSelect;

export type PipelineResult =
  | { ok: true; eventIds: number[] }
  | { ok: false; status: 400 | 404 | 409 | 410; code: "not_found" | "erased" | "invalid_transition" | "reason_required" | "unknown_staff"; message: string };

/**
 * Appends one staff action to an inquiry's timeline and updates the row's current state with it, in one
 * D1 batch (all or nothing). The rules of DESIGN §7 live here and in contract/inquiryStatus.ts.
 */
export async function applyEvent(
  db: DrizzleD1Database,
  inquiryId: number,
  actorId: number,
  input: EventInput,
  now = new Date(),
): Promise<PipelineResult> {
  const inquiry = await db.select().from(inquiries).where(eq(inquiries.id, inquiryId)).get();
  if (!inquiry) return { ok: false, status: 404, code: "not_found", message: "No inquiry has that id." };
  if (inquiry.erasedAt) return { ok: false, status: 410, code: "erased", message: "This inquiry's personal data was erased; it can no longer change." };
  const at = now.toISOString();
  const event = { inquiryId, actorId, at };

  switch (input.type) {
    case "note":
      return run(db, [db.insert(inquiryEvents).values({ ...event, type: "note", text: input.text }).returning({ id: inquiryEvents.id })]);
    case "contact_attempt": {
      const statements: BatchItem<"sqlite">[] = [
        db
          .insert(inquiryEvents)
          .values({ ...event, type: "contact_attempt", channel: input.channel, outcome: input.outcome, text: input.text || null })
          .returning({ id: inquiryEvents.id }),
        // The response clock stops at the first attempt: keep its time and its business minutes.
        db
          .update(inquiries)
          .set({ firstContactAt: at, firstResponseMinutes: businessMinutesBetween(new Date(inquiry.createdAt), now) })
          .where(and(eq(inquiries.id, inquiryId), isNull(inquiries.firstContactAt))),
      ];
      // The first attempt on a new inquiry moves it to "contacting".
      if (inquiry.status === "new") statements.push(...statusChange(db, inquiry, "contacting", null, event));
      return run(db, statements);
    }
    case "status": {
      const problem = transitionProblem(inquiry.status, input.status, input.reason);
      if (problem) return { ok: false, status: problem === "reason_required" ? 400 : 409, code: problem, message: problemText[problem] };
      return run(db, statusChange(db, inquiry, input.status, input.reason || null, event));
    }
    case "assign": {
      if (input.staffId !== null) {
        const staff = await db.select({ id: admins.id }).from(admins).where(and(eq(admins.id, input.staffId), eq(admins.active, true))).get();
        if (!staff) return { ok: false, status: 400, code: "unknown_staff", message: "No active staff account has that id." };
      }
      if (inquiry.assigneeId === input.staffId) return { ok: true, eventIds: [] };
      return run(db, [
        db.insert(inquiryEvents).values({ ...event, type: "assign", assigneeId: input.staffId }).returning({ id: inquiryEvents.id }),
        db.update(inquiries).set({ assigneeId: input.staffId }).where(eq(inquiries.id, inquiryId)),
      ]);
    }
  }
}

const problemText = {
  invalid_transition: "The inquiry already has that status.",
  reason_required: "Closing an inquiry needs a reason (except 'resolved').",
} as const;

function statusChange(
  db: DrizzleD1Database,
  inquiry: Inquiry,
  to: InquiryStatus,
  reason: string | null,
  event: { inquiryId: number; actorId: number; at: string },
): BatchItem<"sqlite">[] {
  const closing = isClosedStatus(to);
  return [
    db
      .insert(inquiryEvents)
      .values({ ...event, type: "status", fromStatus: inquiry.status, toStatus: to, reason })
      .returning({ id: inquiryEvents.id }),
    db
      .update(inquiries)
      .set({ status: to, closedAt: closing ? event.at : null })
      .where(and(eq(inquiries.id, inquiry.id), isNull(inquiries.erasedAt))),
  ];
}

async function run(db: DrizzleD1Database, statements: BatchItem<"sqlite">[]): Promise<PipelineResult> {
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  // Event inserts return their ids; updates return D1 results.
  const eventIds = results.flatMap((result) => (Array.isArray(result) ? result.map((row) => (row as { id: number }).id) : []));
  return { ok: true, eventIds };
}
