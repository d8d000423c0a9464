import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { auditLog } from "../../db/schema";
import { insertWhere } from "../../db/insertWhere";
import { recordAudit } from "../../audit/record";
import { adminLink, sendStaffEmail } from "../../notify/staffEmail";
import { log } from "../../observability/log";
import { importFileKey } from "./settings";

type Finished = {
  id: number;
  actor_id: number;
  dry_run: number;
  rows: number;
  created: number;
  merged: number;
  flagged: number;
  refused: number;
};

/**
 * What follows an import's last step, safe to repeat (a step killed after writing comes again): the file leaves
 * R2, and a real run is written in the audit log once.
 */
export async function finishImport(env: Env, importId: number): Promise<void> {
  await env.SHEETS.delete(importFileKey(importId));
  const job = await env.DB.prepare(
    "SELECT id, actor_id, dry_run, rows, created, merged, flagged, refused FROM volunteer_imports WHERE id = ?1 AND status = 'done'",
  )
    .bind(importId)
    .first<Finished>();
  if (!job || job.dry_run === 1) return;
  // Once, whichever copy of the last step gets here (the condition is in the insert itself).
  const db = drizzle(env.DB);
  await db.run(
    insertWhere(
      db,
      auditLog,
      {
        action: "registry_imported",
        actorId: job.actor_id,
        targetType: "registry_import",
        targetId: String(importId),
        detail: JSON.stringify({ rows: job.rows, created: job.created, merged: job.merged, flagged: job.flagged, refused: job.refused }),
        at: new Date().toISOString(),
      },
      sql`not exists (select 1 from ${auditLog} where ${auditLog.action} = 'registry_imported' and ${auditLog.targetType} = 'registry_import' and ${auditLog.targetId} = ${String(importId)})`,
    ),
  );
}

/** Why an import stopped before the end of its file. */
export type ImportFailure = "step_failed" | "row_too_long" | "no_progress" | "stalled";

const FAILURE_WORDS: Record<ImportFailure, string> = {
  step_failed: "a step failed every retry",
  row_too_long: "a row there is longer than 4 MB (often a quotation mark that never closes); fix that line in the file first",
  no_progress: "the file could not be read past that line",
  stalled: "its steps stopped moving",
};

/**
 * An import that stops before the end of its file (a step that failed every retry, a row it cannot read): it is
 * marked failed where it was, its file leaves R2, a real run's rows so far are in the audit log, and the team hears
 * of it (numbers only). Rows written before stay; importing the same file again merges them.
 */
export async function failImport(env: Env, importId: number, now = new Date(), failure: ImportFailure = "step_failed"): Promise<void> {
  const failed = await env.DB.prepare(
    `UPDATE volunteer_imports SET status = 'failed', failure = ?3, file_key = NULL, updated_at = ?2, finished_at = ?2
     WHERE id = ?1 AND status = 'running' RETURNING next_line, dry_run, actor_id, rows, created, merged, flagged, refused`,
  )
    .bind(importId, now.toISOString(), failure)
    .first<{ next_line: number; dry_run: number } & Omit<Finished, "id" | "dry_run">>();
  await env.SHEETS.delete(importFileKey(importId));
  if (!failed) return;
  log.error("import_failed", { importId, code: failure });
  if (failed.dry_run === 0)
    await recordAudit(drizzle(env.DB), {
      action: "registry_imported",
      actorId: failed.actor_id,
      targetType: "registry_import",
      targetId: importId,
      detail: {
        rows: failed.rows,
        created: failed.created,
        merged: failed.merged,
        flagged: failed.flagged,
        refused: failed.refused,
        failed: true,
      },
    });
  const what = failed.dry_run === 1 ? "check of a list" : "import of a list";
  await sendStaffEmail(
    env,
    `Registry import #${importId} stopped`,
    `The ${what} (#${importId}) stopped at line ${failed.next_line}: ${FAILURE_WORDS[failure]}. Rows before that line are done; importing the same file again continues without adding anyone twice. If it stops again, tell whoever runs the site.\n\n${adminLink(env, "/admin/registry/import")}`,
  );
}

/** Hours after which the daily purge fails an import whose steps stopped moving (readiness names it after ten minutes). */
export const STALLED_IMPORT_HOURS = 6;

/** Days an import's lines and preview are kept after it ends: long enough to read its report, no longer. */
export const IMPORT_DETAIL_DAYS = 7;

/**
 * The retention purge's part (worker/jobs/retention.ts): imports stalled for hours are failed; the lines (a check's hold numbers, addresses and names)
 * and the preview of imports that ended more than IMPORT_DETAIL_DAYS ago; their counts stay. Answers the imports purged.
 */
export async function purgeImportDetails(env: Env, now = new Date()): Promise<number> {
  // An import whose steps stopped moving hours ago (its message lost) is failed, so its file and lines go too.
  const stalled = await env.DB.prepare("SELECT id FROM volunteer_imports WHERE status = 'running' AND updated_at < ?1")
    .bind(new Date(now.getTime() - STALLED_IMPORT_HOURS * 3_600_000).toISOString())
    .all<{ id: number }>();
  for (const { id } of stalled.results) await failImport(env, id, now, "stalled");
  const before = new Date(now.getTime() - IMPORT_DETAIL_DAYS * 86_400_000).toISOString();
  const ended = "SELECT id FROM volunteer_imports WHERE status <> 'running' AND finished_at < ?1";
  const [, purged] = await env.DB.batch([
    env.DB.prepare(`DELETE FROM volunteer_import_lines WHERE import_id IN (${ended})`).bind(before),
    env.DB.prepare(`UPDATE volunteer_imports SET preview = NULL WHERE preview IS NOT NULL AND id IN (${ended})`).bind(before),
  ]);
  return purged!.meta.changes;
}
