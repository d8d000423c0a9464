import { inquiryInputSchema, type CreatedInquiryDto, type InquiryDto } from "../../contract/inquiry";
import { and, desc, eq, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { requireAdmin } from "../auth/requireAdmin";
import { inquiries } from "../db/schema";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";
import { clientIp, discardBody, limitBody, requireJsonBody, validJson, withinRateLimit } from "../http/guards";

const MAX_INQUIRY_BODY_BYTES = 32 * 1024;
const ID_PATTERN = /^[1-9][0-9]{0,14}$/;

export const inquiryRoutes = new Hono<AppEnv>()
  .post("/", requireJsonBody, limitBody(MAX_INQUIRY_BODY_BYTES), async (c, next) => {
    if (!(await withinRateLimit(c.env.INQUIRY_RATE_LIMITER, `inquiry:${clientIp(c)}`))) {
      await discardBody(c);
      c.header("Retry-After", "60");
      return jsonError(c, 429, "rate_limited", "Too many messages were sent from your connection. Please wait a minute and try again.");
    }
    await next();
  }, validJson(inquiryInputSchema), async (c) => {
    const { website, consent, ...inquiry } = c.req.valid("json");
    const createdAt = new Date().toISOString();
    if (website) {
      // A bot filled the invisible field: answer like a success so it learns nothing, store nothing.
      return c.json({ id: 0, createdAt } satisfies CreatedInquiryDto, 201);
    }
    const row = await drizzle(c.env.DB)
      .insert(inquiries)
      .values({ ...inquiry, interest: inquiry.interest ?? null, consent: consent === true, createdAt })
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt })
      .get();
    return c.json(row satisfies CreatedInquiryDto, 201);
  })
  .get("/unresolved", requireAdmin, async (c) => {
    const rows: InquiryDto[] = await drizzle(c.env.DB)
      .select({
        id: inquiries.id,
        name: inquiries.name,
        email: inquiries.email,
        phone: inquiries.phone,
        message: inquiries.message,
        interest: inquiries.interest,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(isNull(inquiries.resolvedAt))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .all();
    c.header("Cache-Control", "no-store");
    return c.json(rows);
  })
  .put("/:id/resolve", requireAdmin, async (c) => {
    const rawId = c.req.param("id");
    if (!ID_PATTERN.test(rawId)) return jsonError(c, 400, "bad_request", "The inquiry id must be a positive whole number.");
    const id = Number(rawId);
    const db = drizzle(c.env.DB);
    const resolvedAt = new Date().toISOString();
    // Idempotent: resolving twice keeps the first resolution time.
    await db
      .update(inquiries)
      .set({ resolvedAt })
      .where(and(eq(inquiries.id, id), isNull(inquiries.resolvedAt)));
    const row = await db
      .select({ id: inquiries.id, resolvedAt: inquiries.resolvedAt })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .get();
    if (!row) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    c.header("Cache-Control", "no-store");
    return c.json(row);
  });
