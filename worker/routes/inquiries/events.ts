import { eventInputSchema, type EventInput } from "../../../contract/inquiryEvents";
import type { InquiryActionDto, ResolvedInquiryDto } from "../../../contract/inbox";
import { eq } from "drizzle-orm";
import { inquiries } from "../../db/schema";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { requireStaff } from "../../auth/guards";
import type { AppEnv } from "../../env";
import { applyEvent } from "../../record/pipeline";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { currentInquiry } from "./currentInquiry";
import { inquiryIdParam } from "./params";

/** Applies one action and answers with the inquiry as it now is: the client needs no second request. */
async function act(c: Context<AppEnv>, input: EventInput) {
  const db = drizzle(c.env.DB);
  const id = c.get("inquiryId");
  const result = await applyEvent(db, id, c.get("session").adminId, input);
  if (!result.ok) return { problem: jsonError(c, result.status, result.code, result.message) };
  const { problem, inquiry } = await currentInquiry(c, db, id);
  if (problem) return { problem };
  return { answer: { eventIds: result.eventIds, inquiry } satisfies InquiryActionDto };
}

/** The timeline: staff append notes, contact attempts, status changes, owners and next steps (docs/pipeline.md). */
export const eventRoutes = new Hono<AppEnv>()
  .post("/:id/events", requireStaff, inquiryIdParam, requireJsonBody, limitBody(8 * 1024), validJson(eventInputSchema), async (c) => {
    const { problem, answer } = await act(c, c.req.valid("json"));
    return problem ?? c.json(answer, 201);
  })
  // SPEC's 'Mark as Resolved': a status event to "resolved". Resolving a closed inquiry changes nothing.
  .put("/:id/resolve", requireStaff, inquiryIdParam, async (c) => {
    const result = await applyEvent(drizzle(c.env.DB), c.get("inquiryId"), c.get("session").adminId, {
      type: "status",
      status: "resolved",
    });
    if (!result.ok && result.code !== "invalid_transition") return jsonError(c, result.status, result.code, result.message);
    const row = await drizzle(c.env.DB)
      .select({ id: inquiries.id, status: inquiries.status, resolvedAt: inquiries.closedAt })
      .from(inquiries)
      .where(eq(inquiries.id, c.get("inquiryId")))
      .get();
    if (!row) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    return c.json(row satisfies ResolvedInquiryDto);
  });
