/**
 * The studies a new database starts with, read the way the Worker reads them: every migration applied to an
 * in-memory SQLite database (Node's own), then the published versions. The build renders the study pages
 * with them for the page text check, and `npm run content:check` reads their words.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Language } from "../../contract/language.ts";
import type { PublishedStudiesDto } from "../../contract/studies.ts";
import { questionnaireSchema } from "../../contract/prescreenSchemas.ts";
import { questionnaireFields, studyTextFields } from "../../contract/studyTextCheck.ts";
import { publicStudyOf, type PublishedStudyRow } from "../../worker/studies/publicStudy.ts";

function migratedDatabase(dir = "migrations"): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort())
    for (const statement of readFileSync(join(dir, file), "utf8").split("--> statement-breakpoint"))
      if (statement.trim()) db.exec(statement);
  return db;
}

export function seedStudies(language: Language): PublishedStudiesDto {
  const db = migratedDatabase();
  const rows = db
    .prepare(
      `SELECT s.code, s.slug, s.nct, s.category, s.image, s.featured, s.recruitment, s.status_confirmed_on AS statusConfirmedOn, s.closed_at AS closedAt,
              v.design, ${language === "es" ? "v.text_es" : "v.text_en"} AS text, s.registry, v.id AS versionId, v.questionnaire
         FROM studies s JOIN study_versions v ON v.id = s.published_version_id AND v.approved_at IS NOT NULL
        ORDER BY s.recruitment DESC, s.id`,
    )
    .all() as (Omit<PublishedStudyRow, "featured"> & { featured: number })[];
  const [content] = db.prepare("SELECT version FROM site_content WHERE id = 1").all() as { version: number }[];
  return {
    version: content?.version ?? 0,
    language,
    studies: rows.map((row) => publicStudyOf({ ...row, featured: row.featured === 1 }, language)),
  };
}

/** Each seeded study's patient text in both languages, field by field (for the content check). */
export function seedStudyTexts(): { code: string; field: string; en: string; es: string }[] {
  const [en, es] = [seedStudies("en"), seedStudies("es")];
  return en.studies.flatMap((study) => {
    const spanish = new Map(studyTextFields(es.studies.find((other) => other.code === study.code)!.text).map((f) => [f.field, f.text]));
    return studyTextFields(study.text).map(({ field, text }) => ({ code: study.code, field, en: text, es: spanish.get(field) ?? "" }));
  });
}

/**
 * The pre-screening questions of every seeded version (drafts too: the board reads them before approving),
 * field by field in both languages, for the content check.
 */
export function seedQuestionnaireTexts(): { code: string; field: string; en: string; es: string }[] {
  const db = migratedDatabase();
  const rows = db
    .prepare(
      `SELECT s.code, v.number, v.questionnaire FROM study_versions v JOIN studies s ON s.id = v.study_id
        WHERE v.questionnaire IS NOT NULL ORDER BY s.id, v.number`,
    )
    .all() as { code: string; number: number; questionnaire: string }[];
  return rows.flatMap(({ code, number, questionnaire }) => {
    const parsed = questionnaireSchema.parse(JSON.parse(questionnaire));
    const spanish = questionnaireFields(parsed, "es");
    return questionnaireFields(parsed, "en").map(({ field, text }, index) => ({
      code: `${code} v${number}`,
      field,
      en: text,
      es: spanish[index]!.text,
    }));
  });
}
