import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import type { PrescreenDto } from "../../../contract/prescreen";
import { prescreenKeepSchema } from "../../../contract/prescreenSchemas";
import { recordAudit } from "../../audit/record";
import { requireStaff } from "../../auth/guards";
import { keepPrescreenAnswers } from "../../prescreen/keep";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { validJson } from "../../http/guards";
import { readPrescreen } from "../../prescreen/read";
import { inquiryIdParam } from "./params";

/**
 * PUT /api/inquiries/:id/prescreen: keep (or stop keeping) the answers of someone who did not fit past the
 * period after which they are erased (docs/prescreen.md). Answers already erased cannot come back.
 */
export const prescreenRoutes = new Hono<AppEnv>().put(
  "/:id/prescreen",
  requireStaff,
  inquiryIdParam,
  validJson(prescreenKeepSchema),
  async (c) => {
    const id = c.get("inquiryId");
    const { kept } = c.req.valid("json");
    const db = drizzle(c.env.DB);
    if (!(await keepPrescreenAnswers(db, id, kept))) {
      const current = await readPrescreen(db, id);
      if (!current) return jsonError(c, 404, "not_found", "This inquiry has no answers to a study's questions.");
      return jsonError(c, 409, "conflict", "These answers were already erased.");
    }
    await recordAudit(db, {
      action: "prescreen_kept",
      actorId: c.get("session").adminId,
      targetType: "inquiry",
      targetId: id,
      detail: { kept },
    });
    return c.json((await readPrescreen(db, id))! satisfies PrescreenDto);
  },
);
