import { eventInputSchema, type EventInput } from "../../../contract/inquiryEvents";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { requireStaff } from "../../auth/guards";
import type { AppEnv } from "../../env";
import { applyEvent } from "../../inquiries/pipeline";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { inquiryIdParam } from "./params";

async function append(c: Context<AppEnv>, input: EventInput, status: 200 | 201) {
  const result = await applyEvent(drizzle(c.env.DB), c.get("inquiryId"), c.get("session").adminId, input);
  if (!result.ok) return jsonError(c, result.status, result.code, result.message);
  const detail = await c.env.DB.prepare("SELECT id, status, assignee_id AS assigneeId, closed_at AS closedAt, first_contact_at AS firstContactAt FROM inquiries WHERE id = ?")
    .bind(c.get("inquiryId"))
    .first();
  return c.json({ eventIds: result.eventIds, inquiry: detail }, status);
}

/** The timeline: staff append notes, contact attempts, status changes and assignments (DESIGN §7). */
export const eventRoutes = new Hono<AppEnv>()
  .post("/:id/events", requireStaff, inquiryIdParam, requireJsonBody, limitBody(8 * 1024), validJson(eventInputSchema), (c) =>
    append(c, c.req.valid("json"), 201),
  )
  // SPEC's 'Mark as Resolved': a status event to "resolved". Resolving a closed inquiry changes nothing.
  .put("/:id/resolve", requireStaff, inquiryIdParam, async (c) => {
    const result = await applyEvent(drizzle(c.env.DB), c.get("inquiryId"), c.get("session").adminId, { type: "status", status: "resolved" });
    if (!result.ok && result.code !== "invalid_transition") return jsonError(c, result.status, result.code, result.message);
    const row = await c.env.DB.prepare("SELECT id, status, closed_at AS resolvedAt FROM inquiries WHERE id = ?").bind(c.get("inquiryId")).first();
    return c.json(row);
  });
