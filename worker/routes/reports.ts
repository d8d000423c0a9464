import { reportQuerySchema, type RecruitmentReportDto } from "../../contract/reports";
import { zValidator } from "@hono/zod-validator";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { requireStaff } from "../auth/guards";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";
import { fieldErrors } from "../http/guards";
import { recruitmentReport } from "../reports/recruitment";

/** Counts only, no personal data: open to every staff role. */
export const reportRoutes = new Hono<AppEnv>().get(
  "/recruitment",
  requireStaff,
  zValidator("query", reportQuerySchema, (result, c) => {
    if (!result.success) return jsonError(c, 400, "validation_failed", "The date range is not valid.", fieldErrors(result.error.issues));
  }),
  async (c) => c.json((await recruitmentReport(drizzle(c.env.DB), c.req.valid("query"))) satisfies RecruitmentReportDto),
);
