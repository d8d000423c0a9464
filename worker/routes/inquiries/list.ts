import { inboxQuerySchema, type InboxPageDto } from "../../../contract/inbox";
import type { InquiryDto } from "../../../contract/inquiry";
import { OPEN_STATUSES } from "../../../contract/inquiryStatus";
import { zValidator } from "@hono/zod-validator";
import { and, desc, inArray, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { hashNetwork, recordAudit } from "../../audit/record";
import { requireRole, requireStaff } from "../../auth/guards";
import { businessMinutesBefore } from "../../../contract/businessTime";
import { inquiriesCsvStream } from "../../export/inquiriesCsv";
import { clientNetwork } from "../../http/clientNetwork";
import { inquiries } from "../../db/schema";
import { responseTargetMinutes } from "../../config";
import type { AppEnv } from "../../env";
import { decodeCursor, filterConditions, listInquiries } from "../../inquiries/listQuery";
import { jsonError } from "../../http/errors";
import { fieldErrors } from "../../http/guards";

/** SPEC's list keeps its array shape but never reads an unbounded row set (DESIGN §6). */
export const UNRESOLVED_LIMIT = 500;

const validQuery = zValidator("query", inboxQuerySchema, (result, c) => {
  if (!result.success) return jsonError(c, 400, "validation_failed", "Some filters are not valid.", fieldErrors(result.error.issues));
});

export const listRoutes = new Hono<AppEnv>()
  .get(
    "/",
    requireStaff,
    validQuery,
    async (c) => {
      const filters = c.req.valid("query");
      const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
      if (filters.cursor && !cursor) return jsonError(c, 400, "validation_failed", "The cursor is not valid.", { cursor: ["invalid"] });
      const page = await listInquiries(drizzle(c.env.DB), filters, c.get("session").adminId, cursor, responseTargetMinutes(c.env));
      return c.json(page satisfies InboxPageDto);
    },
  )
  // Admins only: the inquiries of the current filter as a spreadsheet (personal data leaves the system,
  // so every export is audited, with its filters but never the search text).
  .get("/export.csv", requireStaff, requireRole("admin"), validQuery, async (c) => {
    const filters = c.req.valid("query");
    const { adminId } = c.get("session");
    const db = drizzle(c.env.DB);
    const conditions = filterConditions(filters, adminId, businessMinutesBefore(new Date(), responseTargetMinutes(c.env)));
    const ipHash = await hashNetwork(c.env, clientNetwork(c));
    const { q, cursor: _cursor, limit: _limit, ...recorded } = filters;
    const stream = inquiriesCsvStream(db, conditions, (rows) =>
      recordAudit(db, { action: "export", actorId: adminId, ipHash, detail: { rows, ...recorded, search: q ? "yes" : "no" } }),
    );
    const day = new Date().toISOString().slice(0, 10);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="inquiries-${day}.csv"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  })
  .get("/unresolved", requireStaff, async (c) => {
    const rows = await drizzle(c.env.DB)
      .select()
      .from(inquiries)
      .where(and(inArray(inquiries.status, OPEN_STATUSES), isNull(inquiries.erasedAt)))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(UNRESOLVED_LIMIT)
      .all();
    return c.json(
      rows.map(
        (row): InquiryDto => ({
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
        }),
      ),
    );
  });
