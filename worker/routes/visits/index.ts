import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { agendaQuerySchema, rescheduleVisitSchema, visitChangeSchema, type AgendaDto } from "../../../contract/visits";
import { requireStaff } from "../../auth/guards";
import { siteOrigin } from "../../config";
import { inquiries, visits } from "../../db/schema";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson, validQuery } from "../../http/guards";
import { idParam } from "../../http/idParam";
import { readVisitCalendarToken } from "../../messaging/keys";
import { readAgenda } from "../../visits/agenda";
import { rescheduleVisit } from "../../visits/book";
import { changeVisit } from "../../visits/change";
import { visitCalendar } from "../../calendar/ics";
import { visitAnswer } from "./answer";

/** /api/visits: the agenda, moving a visit or changing its state, and the calendar file behind a text's link. */
export const visitRoutes = new Hono<AppEnv>()
  .get("/agenda", requireStaff, validQuery(agendaQuerySchema, "The agenda's range is not valid."), async (c) =>
    c.json((await readAgenda(drizzle(c.env.DB), c.req.valid("query"))) satisfies AgendaDto),
  )
  .post(
    "/:id/reschedule",
    requireStaff,
    idParam("visit"),
    requireJsonBody,
    limitBody(8 * 1024),
    validJson(rescheduleVisitSchema),
    async (c) =>
      visitAnswer(c, await rescheduleVisit(c.env, drizzle(c.env.DB), c.get("id"), c.get("session").adminId, c.req.valid("json")), 201),
  )
  .post("/:id/state", requireStaff, idParam("visit"), requireJsonBody, limitBody(1024), validJson(visitChangeSchema), async (c) =>
    visitAnswer(c, await changeVisit(c.env, drizzle(c.env.DB), c.get("id"), c.get("session").adminId, c.req.valid("json"))),
  )
  // The person's link from a text: the visit as it is now (moved or cancelled included), no sign-in.
  .get("/calendar", async (c) => {
    const uid = await readVisitCalendarToken(c.env, c.req.query("t") ?? "").catch(() => null);
    if (!uid) return jsonError(c, 404, "not_found", "This calendar link is not valid.");
    const db = drizzle(c.env.DB);
    const row = await db
      .select({ visit: visits, language: inquiries.language, erasedAt: inquiries.erasedAt })
      .from(visits)
      .innerJoin(inquiries, eq(inquiries.id, visits.inquiryId))
      .where(eq(visits.uid, uid))
      .orderBy(desc(visits.sequence))
      .get();
    if (!row || row.erasedAt) return jsonError(c, 404, "not_found", "This calendar link is not valid.");
    const body = visitCalendar(row.visit, { language: row.language ?? "en", siteHost: new URL(siteOrigin(c.env)).host, method: "publish" });
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="visit.ics"',
      "Cache-Control": "no-store",
    });
  });
