import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { bookVisitSchema, type VisitListDto } from "../../../contract/visits";
import { requireStaff } from "../../auth/guards";
import { inquiries, visits } from "../../db/schema";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { visitAnswer } from "../visits/answer";
import { bookVisit } from "../../visits/book";
import { visitDtos } from "../../visits/store";
import { studyExists } from "../../studies/store";
import { inquiryIdParam } from "./params";

/** /api/inquiries/:id/visits: an inquiry's screening visits, and booking one (docs/visits.md). */
export const inquiryVisitRoutes = new Hono<AppEnv>()
  .get("/:id/visits", requireStaff, inquiryIdParam, async (c) => {
    const db = drizzle(c.env.DB);
    const inquiry = await db
      .select({ erasedAt: inquiries.erasedAt })
      .from(inquiries)
      .where(eq(inquiries.id, c.get("inquiryId")))
      .get();
    if (!inquiry) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    return c.json({ visits: await visitDtos(db, eq(visits.inquiryId, c.get("inquiryId"))) } satisfies VisitListDto);
  })
  .post("/:id/visits", requireStaff, inquiryIdParam, requireJsonBody, limitBody(8 * 1024), validJson(bookVisitSchema), async (c) => {
    const input = c.req.valid("json");
    const db = drizzle(c.env.DB);
    if (input.studyId && !(await studyExists(db, input.studyId)))
      return jsonError(c, 400, "validation_failed", "No study has that code.", { studyId: ["invalid"] });
    const result = await bookVisit(c.env, db, c.get("inquiryId"), c.get("session").adminId, input);
    return visitAnswer(c, result, 201);
  });
