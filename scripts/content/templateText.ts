/**
 * The message templates a new database starts with (migrations: the visit messages, and any template a
 * migration adds), read as the Worker reads them: every migration applied to an in-memory SQLite database.
 * Every template is recruitment material (docs/content.md); a first contact and every visit message reach a
 * phone anyone may read, so they are also checked as first contacts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { CatalogMessage } from "./catalogText.ts";

/** The source a first-contact template's words are listed with (content.config.ts, firstContactSources). */
export const FIRST_CONTACT_TEMPLATE = "migrations (first-contact or visit template";
/** A campaign's study invitation: a first contact's rule, but it may say "a study" in general (contract/textRules/firstContact.ts). */
export const INVITATION_TEMPLATE = "migrations (study invitation template";

type TemplateRow = {
  name: string;
  firstContact: number;
  purpose: string;
  bodyEn: string;
  bodyEs: string;
  subjectEn: string;
  subjectEs: string;
};

/** Each active seeded template's body and subject, in both languages, as catalog messages. */
export function seedTemplateTexts(dir = "migrations"): CatalogMessage[] {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort())
    for (const statement of readFileSync(join(dir, file), "utf8").split("--> statement-breakpoint"))
      if (statement.trim()) db.exec(statement);
  const columns = (db.prepare("PRAGMA table_info(message_templates)").all() as { name: string }[]).map((c) => c.name);
  const purpose = columns.includes("purpose") ? "purpose" : "'general'";
  const rows = db
    .prepare(
      `SELECT name, first_contact AS firstContact, ${purpose} AS purpose, body_en AS bodyEn, body_es AS bodyEs,
              subject_en AS subjectEn, subject_es AS subjectEs
         FROM message_templates WHERE active = 1 ORDER BY id`,
    )
    .all() as TemplateRow[];
  return rows.flatMap((row) => {
    const kind =
      row.purpose === "campaign_invitation"
        ? INVITATION_TEMPLATE
        : row.firstContact === 1 || row.purpose !== "general"
          ? FIRST_CONTACT_TEMPLATE
          : "migrations (template";
    return [
      { id: `template "${row.name}" body`, en: row.bodyEn, es: row.bodyEs, sources: [`${kind} "${row.name}", body)`] },
      { id: `template "${row.name}" subject`, en: row.subjectEn, es: row.subjectEs, sources: [`${kind} "${row.name}", subject)`] },
    ];
  });
}
