import type { ImportRefusal } from "../../../contract/volunteerImport";
import { csvRows } from "../../../contract/csvRead";
import { registryConsentMonths } from "../../config";
import { enqueueStep, type ImportStep } from "../../queues/steps";
import { readRow, type VolunteerCandidate } from "../readRow";
import { planStep } from "./plan";
import { importFileKey, STEP_BYTES, STEP_ROWS, type ImportSettings } from "./settings";
import { failImport, finishImport } from "./finish";
import { stepStatements, type StepEnd, type StepStart } from "./write";

type ImportRow = {
  id: number;
  actor_id: number;
  dry_run: number;
  status: string;
  settings: string;
  file_bytes: number;
  encoding: "utf-8" | "windows-1252";
  next_offset: number;
  next_line: number;
  refusals: string;
  preview: string | null;
};

/** Test hooks: a kill injected at a point of the step, as production's CPU limit or a crash would stop it. */
export type StepHooks = { killAt?: "before_write" | "after_write" };
export type StepOutcome = "stepped" | "finished" | "already_done" | "gone";

/**
 * One bounded step of an import (worker/queues/steps.ts): reads the next piece of the file from R2 (STEP_BYTES, at
 * most STEP_ROWS rows, ending at a row's end), decides its rows, and writes the outcome, the people and the import's
 * new position in one batch that holds only while no other copy of this step got there first. Then it enqueues the
 * next step, or (the last) finishes. A copy delivered after its step was written only makes sure the next one is
 * on its way: nothing is counted twice.
 */
export async function runImportStep(env: Env, message: ImportStep, hooks: StepHooks = {}, now = new Date()): Promise<StepOutcome> {
  const db = env.DB;
  const job = await db
    .prepare(
      "SELECT id, actor_id, dry_run, status, settings, file_bytes, encoding, next_offset, next_line, refusals, preview FROM volunteer_imports WHERE id = ?1",
    )
    .bind(message.importId)
    .first<ImportRow>();
  if (!job || job.status === "failed") return "gone";
  if (job.status === "done") {
    await finishImport(env, job.id);
    return "already_done";
  }
  // This step was written before (its message came again after a crash): the next one may never have been sent.
  if (job.next_offset !== message.offset) {
    if (job.next_offset > message.offset) await enqueueStep(env, { ...message, offset: job.next_offset });
    return "stepped";
  }
  const settings = JSON.parse(job.settings) as ImportSettings;
  const piece = await readPiece(env, job, settings);
  if (piece === "row_too_long") {
    // The same bytes come every time (a stray quote that never closes, say): stop now rather than retry.
    await failImport(env, job.id, now, "row_too_long");
    return "gone";
  }
  const { read, nextOffset, final } = piece;
  // Never a step that would send itself again at the same place (it would run forever).
  if (!final && nextOffset <= job.next_offset) {
    await failImport(env, job.id, now, "no_progress");
    return "gone";
  }

  const consentMonths = registryConsentMonths(env);
  const refused: { line: number; reason: ImportRefusal }[] = [];
  const readable: { line: number; candidate: VolunteerCandidate }[] = [];
  let rows = 0;
  read.rows.forEach((cells, index) => {
    const line = job.next_line + index;
    if ((settings.header && line === 1) || !cells.some((cell) => cell.trim() !== "")) return;
    rows += 1;
    const row = readRow(cells, settings.mapping, { basis: settings.basis, language: settings.language, consentMonths, now });
    if (row.ok) readable.push({ line, candidate: row.candidate });
    else refused.push({ line, reason: row.reason });
  });
  const dryRun = job.dry_run === 1;
  const plan = await planStep(env, job.id, dryRun, readable, refused);
  const refusals = JSON.parse(job.refusals) as Partial<Record<ImportRefusal, number>>;
  for (const { reason } of plan.refused) refusals[reason] = (refusals[reason] ?? 0) + 1;
  const start: StepStart = {
    importId: job.id,
    offset: job.next_offset,
    token: crypto.randomUUID(),
    actorId: job.actor_id,
    dryRun,
    at: now.toISOString(),
  };
  const end: StepEnd = {
    nextOffset,
    nextLine: job.next_line + read.rows.length,
    rows,
    refusals,
    preview: job.preview === null && readable.length > 0 ? JSON.stringify(previewOf(readable)) : null,
    final,
  };
  if (hooks.killAt === "before_write") throw new Error("killed before writing (test)");
  const [claimed] = await db.batch(stepStatements(db, start, end, plan));
  if (hooks.killAt === "after_write") throw new Error("killed after writing (test)");
  // Another copy of this step moved the import first: it sends the next step.
  if (!claimed?.meta.changes) return "stepped";
  if (final) {
    await finishImport(env, job.id);
    return "finished";
  }
  await enqueueStep(env, { ...message, offset: nextOffset });
  return "stepped";
}

/** The longest row a step reads (the piece grows up to this for a row longer than STEP_BYTES). */
export const MAX_ROW_BYTES = 4 * 1024 * 1024;

/**
 * The next piece of the file: STEP_BYTES from where the import stands, at most STEP_ROWS rows, ending at a row's end.
 * A row longer than the piece gets a piece twice as long, up to MAX_ROW_BYTES. `final` when the file's end is read.
 */
async function readPiece(env: Env, job: ImportRow, settings: ImportSettings) {
  for (let length = STEP_BYTES; length <= MAX_ROW_BYTES; length *= 2) {
    const object = await env.SHEETS.get(importFileKey(job.id), { range: { offset: job.next_offset, length } });
    if (!object) throw new Error("import_file_missing");
    const bytes = new Uint8Array(await object.arrayBuffer());
    const lastPiece = job.next_offset + bytes.length >= job.file_bytes;
    // Decoded with the file's encoding; a UTF-8 character cut at the piece's end falls in the row left for the next step.
    let text = new TextDecoder(job.encoding, { fatal: false, ignoreBOM: true }).decode(bytes);
    const bom = job.next_offset === 0 && text.startsWith("\uFEFF") ? 1 : 0;
    text = text.slice(bom);
    const read = csvRows(text, settings.delimiter, { final: lastPiece, limit: STEP_ROWS });
    if (read.rows.length === 0 && !lastPiece) continue;
    // Where the next step starts, in bytes: a UTF-8 character may take several (the byte-order mark three).
    const used = job.encoding === "utf-8" ? new TextEncoder().encode(text.slice(0, read.end)).length + bom * 3 : read.end;
    // The last piece ends the import once it gives fewer rows than a step takes: what is left (a lone quote) is no row.
    const final = lastPiece && (read.end === text.length || read.rows.length < STEP_ROWS);
    return { read, nextOffset: job.next_offset + used, final };
  }
  return "row_too_long" as const;
}

/** The first rows as read with the mapping (at most five, from the step that reads them first). */
function previewOf(readable: { line: number; candidate: VolunteerCandidate }[]): Record<string, string>[] {
  return readable.slice(0, 5).map(({ line, candidate }) => ({
    line: String(line),
    name: candidate.name,
    phone: candidate.phone ?? "",
    email: candidate.email ?? "",
    language: candidate.language,
    birthYear: candidate.birthYear === null ? "" : String(candidate.birthYear),
    zip: candidate.zip ?? "",
    topics: candidate.topics.join(", "),
    consent: `${candidate.consentAt.slice(0, 10)} (${candidate.consentHow})`,
  }));
}
