import {
  REFUSED_LINES_SHOWN,
  type ImportLinesDto,
  type ImportOutcome,
  type ImportRefusal,
  type ImportReportDto,
  type ImportStatus,
} from "../../../contract/volunteerImport";

type ImportRow = {
  id: number;
  dry_run: number;
  status: ImportStatus;
  encoding: "utf-8" | "windows-1252";
  file_bytes: number;
  next_offset: number;
  rows: number;
  created: number;
  merged: number;
  flagged: number;
  refused: number;
  refusals: string;
  preview: string | null;
};

/** An import as far as it has gone (what the admin's screen polls), or null when there is none with that id. */
export async function readImport(db: D1Database, importId: number): Promise<ImportReportDto | null> {
  const job = await db
    .prepare(
      `SELECT id, dry_run, status, encoding, file_bytes, next_offset, rows, created, merged, flagged, refused, refusals, preview
       FROM volunteer_imports WHERE id = ?1`,
    )
    .bind(importId)
    .first<ImportRow>();
  if (!job) return null;
  // The first refused lines of each reason, once the run is over (its lines no longer change).
  const refusedLines =
    job.status === "running"
      ? []
      : (
          await db
            .prepare(
              `SELECT line, reason FROM (
                 SELECT line, reason, row_number() OVER (PARTITION BY reason ORDER BY line) AS n
                 FROM volunteer_import_lines WHERE import_id = ?1 AND outcome = 'refused'
               ) WHERE n <= ?2 ORDER BY line`,
            )
            .bind(importId, REFUSED_LINES_SHOWN)
            .all<{ line: number; reason: ImportRefusal }>()
        ).results;
  return {
    importId: job.id,
    dryRun: job.dry_run === 1,
    status: job.status,
    encoding: job.encoding,
    progress: { read: job.status === "done" ? job.file_bytes : job.next_offset, total: job.file_bytes },
    rows: job.rows,
    created: job.created,
    merged: job.merged,
    flagged: job.flagged,
    refused: job.refused,
    refusals: JSON.parse(job.refusals) as ImportReportDto["refusals"],
    refusedLines,
    preview: job.preview ? (JSON.parse(job.preview) as Record<string, string>[]) : [],
  };
}

/** Lines of one outcome per page. */
export const LINES_PAGE = 1_000;

/** One page of an import's lines of one outcome, after line `after`. */
export async function importLines(db: D1Database, importId: number, outcome: ImportOutcome, after: number): Promise<ImportLinesDto> {
  const { results } = await db
    .prepare("SELECT line, reason FROM volunteer_import_lines WHERE import_id = ?1 AND outcome = ?2 AND line > ?3 ORDER BY line LIMIT ?4")
    .bind(importId, outcome, after, LINES_PAGE + 1)
    .all<{ line: number; reason: ImportRefusal | null }>();
  const lines = results.slice(0, LINES_PAGE);
  return { lines, next: results.length > LINES_PAGE ? lines.at(-1)!.line : null };
}
