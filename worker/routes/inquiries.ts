import { inquiryInputSchema, type CreatedInquiryDto, type InquiryDto } from "../../contract/inquiry";
import { OPEN_STATUSES } from "../../contract/inquiryStatus";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { hashNetwork, recordAudit } from "../audit/record";
import { requireRole, requireStaff } from "../auth/guards";
import { inquiries } from "../db/schema";
import type { AppEnv } from "../env";
import { eraseInquiry } from "../inquiries/erase";
import { clientNetwork } from "../http/clientNetwork";
import { jsonError } from "../http/errors";
import { limitBody, requireJsonBody, validJson, withinRateLimit } from "../http/guards";

const MAX_INQUIRY_BODY_BYTES = 32 * 1024;
const ID_PATTERN = /^[1-9][0-9]{0,14}$/;
/** SPEC's list keeps its array shape but never reads an unbounded row set (DESIGN §6). */
export const UNRESOLVED_LIMIT = 500;

function inquiryId(raw: string): number | null {
  return ID_PATTERN.test(raw) ? Number(raw) : null;
}

export const inquiryRoutes = new Hono<AppEnv>()
  .post("/", requireJsonBody, limitBody(MAX_INQUIRY_BODY_BYTES), validJson(inquiryInputSchema), async (c) => {
    // Only valid submissions count against the network's quota: a visitor fixing typos is never
    // locked out by their own mistakes, and an invalid request costs no storage.
    if (!(await withinRateLimit(c.env.INQUIRY_RATE_LIMITER, `inquiry:${clientNetwork(c)}`))) {
      c.header("Retry-After", "60");
      return jsonError(c, 429, "rate_limited", "Too many messages were sent from your connection. Please wait a minute and try again.");
    }
    const { website, consent, consentVersion, language, ...inquiry } = c.req.valid("json");
    const createdAt = new Date().toISOString();
    // A filled honeypot is usually a bot, but browser autofill can fill it for a real person: keep the
    // message as spam (out of the inbox, erased after 30 days) and answer exactly as for anyone else.
    const spam = Boolean(website?.trim());
    const row = await drizzle(c.env.DB)
      .insert(inquiries)
      .values({
        ...inquiry,
        interest: inquiry.interest ?? null,
        consent: consent === true,
        consentVersion: consent === true ? (consentVersion ?? null) : null,
        consentLanguage: consent === true ? (language ?? null) : null,
        language: language ?? null,
        status: spam ? "spam" : "new",
        closedAt: spam ? createdAt : null,
        createdAt,
      })
      .returning({ id: inquiries.id, createdAt: inquiries.createdAt })
      .get();
    return c.json(row satisfies CreatedInquiryDto, 201);
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
  })
  .put("/:id/resolve", requireStaff, async (c) => {
    const id = inquiryId(c.req.param("id"));
    if (id === null) return jsonError(c, 400, "bad_request", "The inquiry id must be a positive whole number.");
    const db = drizzle(c.env.DB);
    const closedAt = new Date().toISOString();
    // Idempotent: only an open inquiry is closed, so resolving twice keeps the first closing time.
    await db
      .update(inquiries)
      .set({ status: "resolved", closedAt })
      .where(and(eq(inquiries.id, id), inArray(inquiries.status, OPEN_STATUSES)));
    const row = await db
      .select({ id: inquiries.id, status: inquiries.status, resolvedAt: inquiries.closedAt })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .get();
    if (!row) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    return c.json(row);
  })
  .delete("/:id", requireStaff, requireRole("admin"), async (c) => {
    const id = inquiryId(c.req.param("id"));
    if (id === null) return jsonError(c, 400, "bad_request", "The inquiry id must be a positive whole number.");
    const { adminId } = c.get("session");
    const db = drizzle(c.env.DB);
    const result = await eraseInquiry(db, id, adminId);
    if (!result.found) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    if (!result.already) {
      await recordAudit(db, {
        action: "inquiry_erased",
        actorId: adminId,
        targetType: "inquiry",
        targetId: id,
        ipHash: await hashNetwork(c.env, clientNetwork(c)),
      });
    }
    return c.json({ id, erasedAt: result.erasedAt });
  });
