import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ExportFilterValues } from "../../../contract/inbox";
import type { Language } from "../../../contract/language";
import { businessMinutesBefore } from "../../../contract/businessTime";
import { responseTargetMinutes } from "../../config";
import { admins, inquiries, inquiryExports, partners } from "../../db/schema";
import { filterConditions } from "../listQuery";
import { enqueueStep, type ExportStep } from "../../queues/steps";
import { csvRow } from "../../export/csv";
import { exportRow } from "../../export/inquiriesCsv";
import { EXPORT_COLUMNS, exportLabels } from "../../export/labels";

/** Rows one step turns into CSV: each step well inside the CPU cap (bench: export). */
export const EXPORT_STEP_ROWS = 2_000;
/**
 * Where a part of an export waits in the private bucket (SHEETS) until the request streams it. Each attempt at a step
 * writes its own object (`attempt`), so two copies of one step never overwrite each other's rows.
 */
export const exportPartKey = (exportId: number, part: number, attempt: string) =>
  `exports/${exportId}/${String(part).padStart(5, "0")}-${attempt}.csv`;

export type ExportJob = { actorId: number; auditId: number; filters: ExportFilterValues; language: Language; at: Date };

/** Starts an export's steps: its row, then its first step on the step queue. */
export async function startExport(env: Env, job: ExportJob): Promise<number> {
  const db = drizzle(env.DB);
  const at = job.at.toISOString();
  const [row] = await db
    .insert(inquiryExports)
    .values({ actorId: job.actorId, auditId: job.auditId, filters: JSON.stringify(job.filters), language: job.language, at, updatedAt: at })
    .returning({ id: inquiryExports.id });
  await enqueueStep(env, { kind: "export_step", exportId: row!.id, part: 0 });
  return row!.id;
}

/**
 * One step of an export: the next EXPORT_STEP_ROWS inquiries of its filters (newest first, after the last step's
 * cursor) as CSV into R2 as part `message.part`, then the export's new position, written only if no other copy of
 * this step got there first (the part is the same bytes whichever copy writes it). Then the next step, unless the
 * rows ran out.
 */
export async function runExportStep(env: Env, message: ExportStep): Promise<"stepped" | "finished" | "gone"> {
  const db = drizzle(env.DB);
  const job = await db.select().from(inquiryExports).where(eq(inquiryExports.id, message.exportId)).get();
  if (!job || job.status !== "running" || job.filters === null) return "gone";
  if (job.parts !== message.part) {
    // This step was written before (its message came again): the next one may never have been sent.
    if (job.parts > message.part) await enqueueStep(env, { ...message, part: job.parts });
    return "stepped";
  }
  const at = new Date(job.at);
  const conditions = filterConditions(
    JSON.parse(job.filters) as ExportFilterValues,
    job.actorId,
    businessMinutesBefore(at, responseTargetMinutes(env)),
    at,
  );
  const cursor = job.cursorCreatedAt !== null && job.cursorId !== null ? { createdAt: job.cursorCreatedAt, id: job.cursorId } : null;
  const page = await db
    .select({ inquiry: inquiries, owner: admins.displayName, partnerName: partners.name, partnerKind: partners.kind })
    .from(inquiries)
    .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
    .leftJoin(partners, eq(partners.id, inquiries.partnerId))
    .where(
      and(
        ...conditions,
        cursor
          ? or(lt(inquiries.createdAt, cursor.createdAt), and(eq(inquiries.createdAt, cursor.createdAt), lt(inquiries.id, cursor.id)))
          : undefined,
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(EXPORT_STEP_ROWS)
    .all();
  const labels = await exportLabels(job.language);
  let chunk = "";
  for (const { inquiry, owner, partnerName, partnerKind } of page) {
    const cells = exportRow(inquiry, owner, partnerName && partnerKind ? { name: partnerName, kind: partnerKind } : null, labels);
    chunk += csvRow(EXPORT_COLUMNS.map((column) => cells[column]));
  }
  const key = exportPartKey(job.id, message.part, crypto.randomUUID());
  await env.SHEETS.put(key, chunk, {
    httpMetadata: { contentType: "text/csv; charset=utf-8" },
    customMetadata: { rows: String(page.length) },
  });
  const last = page.at(-1);
  const final = page.length < EXPORT_STEP_ROWS;
  const now = new Date().toISOString();
  const moved = await db
    .update(inquiryExports)
    .set({
      parts: message.part + 1,
      partKeys: sql`json_insert(${inquiryExports.partKeys}, '$[#]', ${key})`,
      rows: job.rows + page.length,
      cursorCreatedAt: last?.inquiry.createdAt ?? job.cursorCreatedAt,
      cursorId: last?.inquiry.id ?? job.cursorId,
      status: final ? "done" : "running",
      filters: final ? null : job.filters,
      updatedAt: now,
      finishedAt: final ? now : null,
    })
    .where(and(eq(inquiryExports.id, job.id), eq(inquiryExports.parts, message.part), eq(inquiryExports.status, "running")))
    .returning({ id: inquiryExports.id });
  if (moved.length === 0) {
    // Another copy of this step moved the export on first (its part is the one kept), or the export was stopped.
    await env.SHEETS.delete(key);
    return "stepped";
  }
  if (final) return "finished";
  await enqueueStep(env, { ...message, part: message.part + 1 });
  return "stepped";
}

/** An export's parts leave R2 (after the request streamed them, or when it ended without them). */
export async function deleteExportParts(env: Env, exportId: number): Promise<void> {
  let cursor: string | undefined;
  do {
    const listed = await env.SHEETS.list({ prefix: `exports/${exportId}/`, cursor });
    if (listed.objects.length > 0) await env.SHEETS.delete(listed.objects.map((object) => object.key));
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
}

/** Ends an export that will not be read to its end (the request went away, or a step failed every retry). */
export async function stopExport(env: Env, exportId: number, status: "failed" | "cancelled"): Promise<void> {
  const now = new Date().toISOString();
  await drizzle(env.DB)
    .update(inquiryExports)
    .set({ status, filters: null, updatedAt: now, finishedAt: now })
    .where(and(eq(inquiryExports.id, exportId), eq(inquiryExports.status, "running")));
  await deleteExportParts(env, exportId);
}

/**
 * The retention purge's part (worker/jobs/retention.ts): exports still running a day later are stopped (their
 * request is long gone), and any part left in R2 a day after it was written leaves (a request that ended without
 * cleaning up: the Worker stopped). Answers how many parts left.
 */
export async function purgeStaleExports(env: Env, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 86_400_000);
  const stale = await drizzle(env.DB)
    .select({ id: inquiryExports.id })
    .from(inquiryExports)
    .where(and(lt(inquiryExports.updatedAt, before.toISOString()), eq(inquiryExports.status, "running")))
    .all();
  for (const { id } of stale) await stopExport(env, id, "failed");
  let removed = 0;
  let cursor: string | undefined;
  do {
    const listed = await env.SHEETS.list({ prefix: "exports/", cursor });
    const old = listed.objects.filter((object) => object.uploaded < before).map((object) => object.key);
    if (old.length > 0) await env.SHEETS.delete(old);
    removed += old.length;
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return removed;
}
