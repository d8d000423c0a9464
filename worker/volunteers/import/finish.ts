import { drizzle } from "drizzle-orm/d1";
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
  const recorded = await env.DB.prepare(
    "SELECT 1 FROM audit_log WHERE action = 'registry_imported' AND target_type = 'registry_import' AND target_id = ?1",
  )
    .bind(String(importId))
    .first();
  if (recorded) return;
  await recordAudit(drizzle(env.DB), {
    action: "registry_imported",
    actorId: job.actor_id,
    targetType: "registry_import",
    targetId: importId,
    detail: { rows: job.rows, created: job.created, merged: job.merged, flagged: job.flagged, refused: job.refused },
  });
}

/**
 * A step that failed every retry (the step queue's dead-letter queue): the import stops as failed where it was,
 * its file leaves R2, and the team hears of it (numbers only). Rows written before stay; importing the same file
 * again merges them, so it is the way to finish.
 */
export async function failImport(env: Env, importId: number, now = new Date()): Promise<void> {
  const failed = await env.DB.prepare(
    "UPDATE volunteer_imports SET status = 'failed', failure = 'step_failed', file_key = NULL, updated_at = ?2, finished_at = ?2 WHERE id = ?1 AND status = 'running' RETURNING next_line, dry_run",
  )
    .bind(importId, now.toISOString())
    .first<{ next_line: number; dry_run: number }>();
  await env.SHEETS.delete(importFileKey(importId));
  if (!failed) return;
  log.error("import_failed", { importId, code: "dead_letter" });
  const what = failed.dry_run === 1 ? "check of a list" : "import of a list";
  await sendStaffEmail(
    env,
    `Registry import #${importId} stopped`,
    `The ${what} (#${importId}) stopped at line ${failed.next_line}: a step failed every retry. Rows before that line are done; importing the same file again continues without adding anyone twice. If it stops again, tell whoever runs the site.\n\n${adminLink(env, "/admin/registry/import")}`,
  );
}

/** Days an import's lines and preview are kept after it ends: long enough to read its report, no longer. */
export const IMPORT_DETAIL_DAYS = 7;

/**
 * The retention purge's part (worker/jobs/retention.ts): the lines (a check's hold numbers, addresses and names)
 * and the preview of imports that ended more than IMPORT_DETAIL_DAYS ago; their counts stay. Answers the imports purged.
 */
export async function purgeImportDetails(env: Env, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IMPORT_DETAIL_DAYS * 86_400_000).toISOString();
  const ended = "SELECT id FROM volunteer_imports WHERE status <> 'running' AND finished_at < ?1";
  const [, purged] = await env.DB.batch([
    env.DB.prepare(`DELETE FROM volunteer_import_lines WHERE import_id IN (${ended})`).bind(before),
    env.DB.prepare(`UPDATE volunteer_imports SET preview = NULL WHERE preview IS NOT NULL AND id IN (${ended})`).bind(before),
  ]);
  return purged!.meta.changes;
}
