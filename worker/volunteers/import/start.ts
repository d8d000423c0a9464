import { decodeCsv, delimiterOf } from "../../../contract/csvRead";
import type { z } from "../../../contract/zod";
import type { importOptionsSchema } from "../../../contract/volunteerImport";
import { enqueueStep } from "../../queues/steps";
import { importFileKey, type ImportSettings } from "./settings";

export type ValidImportOptions = z.output<typeof importOptionsSchema>;

/**
 * Starts a check or an import (docs/registry.md): the file goes to R2, the import's row holds its settings, and the
 * first step goes on the step queue; the request answers at once with the import's id. The encoding and the field
 * separator are read here, once, from the whole file (native decoding, no parsing).
 */
export async function startImport(
  env: Env,
  bytes: Uint8Array,
  options: ValidImportOptions,
  actorId: number,
  now = new Date(),
): Promise<number> {
  const db = env.DB;
  const { text, encoding } = decodeCsv(bytes);
  const settings: ImportSettings = {
    mapping: options.mapping,
    ...(options.basis ? { basis: options.basis } : {}),
    language: options.language,
    header: options.header,
    delimiter: delimiterOf(text.slice(0, 64 * 1024).replace(/^\uFEFF/, "")),
  };
  const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO volunteer_imports (actor_id, file_digest, dry_run, status, settings, file_bytes, encoding, rows, created, merged, flagged, refused, at, updated_at)
       VALUES (?1, ?2, ?3, 'running', ?4, ?5, ?6, 0, 0, 0, 0, 0, ?7, ?7) RETURNING id`,
    )
    .bind(actorId, digest, options.dryRun ? 1 : 0, JSON.stringify(settings), bytes.length, encoding, at)
    .first<{ id: number }>();
  const importId = row!.id;
  try {
    await env.SHEETS.put(importFileKey(importId), bytes, { httpMetadata: { contentType: "text/csv" } });
    await db.prepare("UPDATE volunteer_imports SET file_key = ?2 WHERE id = ?1").bind(importId, importFileKey(importId)).run();
    await enqueueStep(env, { kind: "import_step", importId, offset: 0 });
  } catch (error) {
    // Never a row that says "running" with nothing to run it: the admin sees the failure and sends the file again.
    await db
      .prepare("UPDATE volunteer_imports SET status = 'failed', failure = 'start_failed', file_key = NULL WHERE id = ?1")
      .bind(importId)
      .run();
    await env.SHEETS.delete(importFileKey(importId));
    throw error;
  }
  return importId;
}
