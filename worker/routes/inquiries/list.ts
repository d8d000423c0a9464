import { exportRequestSchema, inboxQuerySchema, inboxUrlQuerySchema, type InboxFilters, type InboxPageDto } from "../../../contract/inbox";
import type { InquiryDto } from "../../../contract/inquiry";
import { OPEN_STATUSES } from "../../../contract/inquiryStatus";
import { and, desc, inArray, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { hashNetwork, recordAudit } from "../../audit/record";
import { requireRole, requireStaff } from "../../auth/guards";
import { exportFileStream } from "../../inquiries/export/stream";
import { startExport } from "../../inquiries/export/steps";
import { clientNetwork } from "../../http/clientNetwork";
import { inquiries } from "../../db/schema";
import { responseTargetMinutes, studyConfirmationDays } from "../../config";
import type { AppEnv } from "../../env";
import { decodeCursor } from "../../inquiries/cursor";
import { listInquiries } from "../../inquiries/listQuery";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson, validQuery } from "../../http/guards";
import { errorClassOf, log } from "../../observability/log";
import { studiesToConfirm } from "../../studies/toConfirm";

/** SPEC's list keeps its array shape but never reads an unbounded row set (docs/product.md). */
export const UNRESOLVED_LIMIT = 500;

async function page(c: Context<AppEnv>, filters: InboxFilters) {
  const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
  if (filters.cursor && !cursor) return jsonError(c, 400, "validation_failed", "The cursor is not valid.", { cursor: ["invalid"] });
  const db = drizzle(c.env.DB);
  const now = new Date();
  const [result, toConfirm] = await Promise.all([
    listInquiries(db, filters, c.get("session").adminId, cursor, responseTargetMinutes(c.env), now),
    studiesToConfirm(db, studyConfirmationDays(c.env), now),
  ]);
  return c.json({ ...result, studiesToConfirm: toConfirm } satisfies InboxPageDto);
}

/**
 * The inbox. Search text (a name, a phone number, words of a message) travels only in request bodies:
 * URLs end up in platform logs (Workers invocation logs keep each request's URL), bodies do not.
 */
export const listRoutes = new Hono<AppEnv>()
  .get(
    "/",
    requireStaff,
    validQuery(inboxUrlQuerySchema, "Some filters are not valid (search text goes in the body of POST /api/inquiries/search)."),
    (c) => page(c, c.req.valid("query")),
  )
  .post("/search", requireStaff, requireJsonBody, limitBody(4 * 1024), validJson(inboxQuerySchema), (c) => page(c, c.req.valid("json")))
  // Admins only: the inquiries of the current filter as a spreadsheet. Personal data leaves the system,
  // so the export is in the audit log before its first byte is sent (who, filters, never the search
  // text), and again when it ends, with the rows actually sent and whether the download finished.
  .post(
    "/export.csv",
    requireStaff,
    requireRole("admin"),
    requireJsonBody,
    limitBody(4 * 1024),
    validJson(exportRequestSchema),
    async (c) => {
      const { labels, ...filters } = c.req.valid("json");
      const { adminId } = c.get("session");
      const db = drizzle(c.env.DB);
      const ipHash = await hashNetwork(c.env, clientNetwork(c));
      const { q, ...recorded } = filters;
      const auditId = await recordAudit(db, {
        action: "export",
        actorId: adminId,
        ipHash,
        detail: { ...recorded, search: q ? "yes" : "no" },
      });
      // Built in steps on the step queue (each within the CPU cap), streamed here as the steps write it.
      const exportId = await startExport(c.env, { actorId: adminId, auditId, filters, language: labels, at: new Date() });
      const stream = exportFileStream(
        c.env,
        exportId,
        labels,
        ({ rows, complete }) =>
          c.executionCtx.waitUntil(
            recordAudit(db, {
              action: "export_ended",
              actorId: adminId,
              ipHash,
              targetType: "audit",
              targetId: auditId,
              detail: { rows, complete },
            }).then(
              () => undefined,
              (error: unknown) => log.error("export_audit_failed", { code: "audit_failed", errorClass: errorClassOf(error) }),
            ),
          ),
        (work) => c.executionCtx.waitUntil(work),
      );
      const day = new Date().toISOString().slice(0, 10);
      return new Response(stream, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
          "Cache-Control": "no-store",
        },
      });
    },
  )
  // SPEC's dashboard list carries every open person's contact details: each read is audited (who, when,
  // how many), as a bulk export would be.
  .get("/unresolved", requireStaff, async (c) => {
    const db = drizzle(c.env.DB);
    const rows = await db
      .select()
      .from(inquiries)
      .where(and(inArray(inquiries.status, OPEN_STATUSES), isNull(inquiries.erasedAt)))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(UNRESOLVED_LIMIT)
      .all();
    await recordAudit(db, {
      action: "bulk_read",
      actorId: c.get("session").adminId,
      ipHash: await hashNetwork(c.env, clientNetwork(c)),
      detail: { list: "unresolved", rows: rows.length },
    });
    return c.json(
      rows.map((row): InquiryDto => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        interest: row.interest,
        createdAt: row.createdAt,
        status: row.status,
        language: row.language,
        consent: row.consent ? { version: row.consentVersion, language: row.consentLanguage } : null,
      })),
    );
  });
