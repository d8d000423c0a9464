import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import {
  IMPORT_MAX_BYTES,
  importLinesQuerySchema,
  importOptionsSchema,
  type ImportLinesDto,
  type ImportReportDto,
} from "../../../contract/volunteerImport";
import { requireRole, requireStaff } from "../../auth/guards";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { fieldErrors, limitBody } from "../../http/guards";
import { idParam } from "../../http/idParam";
import { importLines, readImport } from "../../volunteers/import/report";
import { startImport } from "../../volunteers/import/start";

/**
 * Importing the clinic's list (admins; docs/registry.md). A multipart form: `file` (the CSV as saved, UTF-8 or
 * Windows-1252) and `options` (JSON: the column mapping, the consent basis, the default language, `dryRun`).
 * The answer comes at once (202, the import's report as it starts); the rows are read in steps on the step
 * queue, and `GET /:id` tells how far it has gone. A dry run writes no one.
 */
export const importRoutes = new Hono<AppEnv>()
  .get("/:id", requireStaff, requireRole("admin"), idParam("import"), async (c) => {
    const report = await readImport(c.env.DB, c.get("id"));
    if (!report) return jsonError(c, 404, "not_found", "There is no import with that number.");
    return c.json(report satisfies ImportReportDto);
  })
  .get(
    "/:id/lines",
    requireStaff,
    requireRole("admin"),
    idParam("import"),
    zValidator("query", importLinesQuerySchema, (result, c) => {
      if (!result.success) return jsonError(c, 400, "validation_failed", "Say which lines: outcome created, merged, flagged or refused.");
    }),
    async (c) => {
      const { outcome, after } = c.req.valid("query");
      if (!(await readImport(c.env.DB, c.get("id")))) return jsonError(c, 404, "not_found", "There is no import with that number.");
      return c.json((await importLines(c.env.DB, c.get("id"), outcome, after)) satisfies ImportLinesDto);
    },
  )
  .post("/", requireStaff, requireRole("admin"), limitBody(IMPORT_MAX_BYTES + 64 * 1024), async (c) => {
    if (!(c.req.header("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data"))
      return jsonError(c, 415, "unsupported_media_type", "Send the file as multipart/form-data with the fields file and options.");
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return jsonError(c, 400, "bad_request", "The form could not be read.");
    }
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0)
      return jsonError(c, 400, "validation_failed", "Choose the file to import.", { file: ["required"] });
    let options: unknown;
    try {
      options = JSON.parse(String(form.get("options") ?? "{}"));
    } catch {
      return jsonError(c, 400, "validation_failed", "The import's options are not valid JSON.", { options: ["invalid"] });
    }
    const parsed = importOptionsSchema.safeParse(options);
    if (!parsed.success)
      return jsonError(c, 400, "validation_failed", "Some import options are missing or invalid.", fieldErrors(parsed.error.issues));
    const { mapping } = parsed.data;
    if (mapping.phone === undefined && mapping.email === undefined)
      return jsonError(c, 400, "validation_failed", "Map a column to the phone or the e-mail.", { mapping: ["no_contact_column"] });
    if (mapping.name === undefined && mapping.firstName === undefined)
      return jsonError(c, 400, "validation_failed", "Map a column to the name.", { mapping: ["no_name_column"] });
    if (!parsed.data.basis && mapping.consentDate === undefined)
      return jsonError(c, 400, "validation_failed", "Say what the people on this list agreed to, when and how.", { basis: ["required"] });
    const importId = await startImport(c.env, new Uint8Array(await file.arrayBuffer()), parsed.data, c.get("session").adminId);
    return c.json((await readImport(c.env.DB, importId))! satisfies ImportReportDto, 202);
  });
