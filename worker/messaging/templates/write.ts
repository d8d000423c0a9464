import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { TemplateInput } from "../../../contract/messageTemplates";
import { messageTemplates } from "../../db/schema";
import { templateColumns } from "./store";

/**
 * Changes to message templates (docs/messaging.md), as /api/message-templates makes them. Changing the words of an
 * approved template withdraws its approval (the board approved those words, not the new ones) and bumps its
 * version. Each answers null when no template has the id.
 */
export async function createTemplate(db: DrizzleD1Database, input: TemplateInput): Promise<number> {
  const [row] = await db.insert(messageTemplates).values(templateColumns(input)).returning({ id: messageTemplates.id });
  return row!.id;
}

export async function changeTemplateWords(db: DrizzleD1Database, id: number, input: TemplateInput): Promise<{ version: number } | null> {
  const columns = templateColumns(input);
  const t = messageTemplates;
  const sameWords = sql`${t.bodyEn} = ${columns.bodyEn} and ${t.bodyEs} = ${columns.bodyEs} and ${t.subjectEn} = ${columns.subjectEn}
    and ${t.subjectEs} = ${columns.subjectEs} and ${t.firstContact} = ${columns.firstContact ? 1 : 0} and ${t.purpose} = ${columns.purpose}`;
  const [changed] = await db
    .update(t)
    .set({
      ...columns,
      updatedAt: new Date().toISOString(),
      version: sql`case when ${sameWords} then ${t.version} else ${t.version} + 1 end`,
      irbReference: sql`case when ${sameWords} then ${t.irbReference} else null end`,
      irbApprovedOn: sql`case when ${sameWords} then ${t.irbApprovedOn} else null end`,
      approvedBy: sql`case when ${sameWords} then ${t.approvedBy} else null end`,
      approvedAt: sql`case when ${sameWords} then ${t.approvedAt} else null end`,
    })
    .where(eq(t.id, id))
    .returning({ version: t.version });
  return changed ?? null;
}

/** Archived (false) or back in use (true). */
export async function setTemplateActive(db: DrizzleD1Database, id: number, active: boolean): Promise<boolean> {
  const [changed] = await db
    .update(messageTemplates)
    .set({ active, updatedAt: new Date().toISOString() })
    .where(eq(messageTemplates.id, id))
    .returning({ id: messageTemplates.id });
  return changed !== undefined;
}

/** The board's approval of the words of `version`; null when the words changed since (or no such template). */
export async function approveTemplate(
  db: DrizzleD1Database,
  id: number,
  approval: { version: number; irbReference: string; irbApprovedOn: string },
  adminId: number,
): Promise<{ version: number } | null> {
  const [changed] = await db
    .update(messageTemplates)
    .set({
      irbReference: approval.irbReference,
      irbApprovedOn: approval.irbApprovedOn,
      approvedBy: adminId,
      approvedAt: new Date().toISOString(),
    })
    .where(and(eq(messageTemplates.id, id), eq(messageTemplates.version, approval.version)))
    .returning({ version: messageTemplates.version });
  return changed ?? null;
}
