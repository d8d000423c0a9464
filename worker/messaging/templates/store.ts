import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { Language } from "../../../contract/language";
import type { TemplateDto, TemplateInput, TemplatePurpose } from "../../../contract/messageTemplates";
import { admins, messageTemplates } from "../../db/schema";

type TemplateRow = typeof messageTemplates.$inferSelect;

export function templateDto(row: TemplateRow, approverName: string | null): TemplateDto {
  return {
    id: row.id,
    name: row.name,
    firstContact: row.firstContact,
    purpose: row.purpose,
    body: { en: row.bodyEn, es: row.bodyEs },
    subject: { en: row.subjectEn, es: row.subjectEs },
    version: row.version,
    active: row.active,
    approval:
      row.irbReference && row.irbApprovedOn && row.approvedAt
        ? { irbReference: row.irbReference, irbApprovedOn: row.irbApprovedOn, approvedBy: approverName ?? "", approvedAt: row.approvedAt }
        : null,
    updatedAt: row.updatedAt,
  };
}

/** Every template (admins manage them), or only those staff may send: general, approved and not archived. */
export async function listTemplates(db: DrizzleD1Database, only: "all" | "sendable" = "all"): Promise<TemplateDto[]> {
  const rows = await db
    .select({ template: messageTemplates, approver: admins.displayName })
    .from(messageTemplates)
    .leftJoin(admins, eq(admins.id, messageTemplates.approvedBy))
    .where(
      only === "sendable"
        ? and(eq(messageTemplates.purpose, "general"), eq(messageTemplates.active, true), isNotNull(messageTemplates.approvedAt))
        : undefined,
    )
    .orderBy(asc(messageTemplates.name), asc(messageTemplates.id))
    .all();
  return rows.map(({ template, approver }) => templateDto(template, approver));
}

export function readTemplate(db: DrizzleD1Database, id: number) {
  return db.select().from(messageTemplates).where(eq(messageTemplates.id, id)).get();
}

/** The columns a template's words live in. */
export function templateColumns(input: TemplateInput) {
  return {
    name: input.name,
    firstContact: input.firstContact,
    purpose: input.purpose ?? "general",
    bodyEn: input.body.en,
    bodyEs: input.body.es,
    subjectEn: input.subject.en,
    subjectEs: input.subject.es,
  };
}

export function templateText(row: TemplateRow, language: Language) {
  return language === "es" ? { body: row.bodyEs, subject: row.subjectEs } : { body: row.bodyEn, subject: row.subjectEn };
}

/** The template a visit message is sent from: the newest active, approved one of its purpose, or none. */
export function approvedTemplateFor(db: DrizzleD1Database, purpose: Exclude<TemplatePurpose, "general">) {
  return db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.purpose, purpose), eq(messageTemplates.active, true), isNotNull(messageTemplates.approvedAt)))
    .orderBy(desc(messageTemplates.id))
    .limit(1)
    .get();
}
