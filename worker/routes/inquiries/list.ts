import { inboxQuerySchema, type InboxPageDto } from "../../../contract/inbox";
import type { InquiryDto } from "../../../contract/inquiry";
import { OPEN_STATUSES } from "../../../contract/inquiryStatus";
import { zValidator } from "@hono/zod-validator";
import { and, desc, inArray, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { requireStaff } from "../../auth/guards";
import { inquiries } from "../../db/schema";
import type { AppEnv } from "../../env";
import { decodeCursor, listInquiries } from "../../inquiries/listQuery";
import { jsonError } from "../../http/errors";
import { fieldErrors } from "../../http/guards";

/** SPEC's list keeps its array shape but never reads an unbounded row set (DESIGN §6). */
export const UNRESOLVED_LIMIT = 500;

export const listRoutes = new Hono<AppEnv>()
  .get(
    "/",
    requireStaff,
    zValidator("query", inboxQuerySchema, (result, c) => {
      if (!result.success) return jsonError(c, 400, "validation_failed", "Some filters are not valid.", fieldErrors(result.error.issues));
    }),
    async (c) => {
      const filters = c.req.valid("query");
      const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
      if (filters.cursor && !cursor) return jsonError(c, 400, "validation_failed", "The cursor is not valid.", { cursor: ["invalid"] });
      const page = await listInquiries(drizzle(c.env.DB), filters, c.get("session").adminId, cursor);
      return c.json(page satisfies InboxPageDto);
    },
  )
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
