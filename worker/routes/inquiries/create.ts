import { inquiryInputSchema, type CreatedInquiryDto } from "../../../contract/inquiry";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { inquiries, inquiryEvents } from "../../db/schema";
import type { AppEnv } from "../../env";
import { notifyNewInquiry } from "../../notify/newInquiry";
import { emailKeyOf, phoneDigitsOf, searchTextOf } from "../../inquiries/searchText";
import { clientNetwork } from "../../http/clientNetwork";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson, withinRateLimit } from "../../http/guards";

const MAX_INQUIRY_BODY_BYTES = 32 * 1024;

/** POST /api/inquiries: the public contact form (SPEC §7's four fields, plus what DESIGN §6 adds). */
export const createInquiry = new Hono<AppEnv>().post(
  "/",
  requireJsonBody,
  limitBody(MAX_INQUIRY_BODY_BYTES),
  validJson(inquiryInputSchema),
  async (c) => {
    // Only valid submissions count against the network's quota: a visitor fixing typos is never
    // locked out by their own mistakes, and an invalid request costs no storage.
    if (!(await withinRateLimit(c.env.INQUIRY_RATE_LIMITER, `inquiry:${clientNetwork(c)}`))) {
      c.header("Retry-After", "60");
      return jsonError(c, 429, "rate_limited", "Too many messages were sent from your connection. Please wait a minute and try again.");
    }
    const { website, consent, consentVersion, language, source, ...inquiry } = c.req.valid("json");
    const createdAt = new Date().toISOString();
    // A filled honeypot is usually a bot, but browser autofill can fill it for a real person: keep the
    // message as spam (out of the inbox, erased after 30 days) and answer exactly as for anyone else.
    const spam = Boolean(website?.trim());
    const db = drizzle(c.env.DB);
    const [rows] = await db.batch([
      db
        .insert(inquiries)
        .values({
          ...inquiry,
          interest: inquiry.interest ?? null,
          consent: consent === true,
          consentVersion: consent === true ? (consentVersion ?? null) : null,
          consentLanguage: consent === true ? (language ?? null) : null,
          language: language ?? null,
          utmSource: source?.utmSource || null,
          utmMedium: source?.utmMedium || null,
          utmCampaign: source?.utmCampaign || null,
          referrer: source?.referrer || null,
          searchText: searchTextOf(inquiry),
          emailNorm: emailKeyOf(inquiry.email),
          phoneDigits: phoneDigitsOf(inquiry.phone),
          status: spam ? "spam" : "new",
          closedAt: spam ? createdAt : null,
          createdAt,
        })
        .returning({ id: inquiries.id, createdAt: inquiries.createdAt }),
      // The timeline starts with the inquiry's arrival (same batch, so both or neither are stored).
      db.insert(inquiryEvents).values({ inquiryId: sql`last_insert_rowid()`, at: createdAt, type: "created" }),
    ]);
    const created = rows[0]!;
    // Tell staff after answering: the visitor never waits for (or sees a failure of) the e-mail.
    if (!spam) c.executionCtx.waitUntil(notifyNewInquiry(c.env, { id: created.id, language: language ?? null, createdAt: created.createdAt }));
    return c.json(created satisfies CreatedInquiryDto, 201);
  },
);
