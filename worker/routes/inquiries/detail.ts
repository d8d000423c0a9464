import type { InquiryDetailDto } from "../../../contract/inbox";
import { and, desc, eq, gte, isNull, ne, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { hashNetwork, recordAudit } from "../../audit/record";
import { requireRole, requireStaff } from "../../auth/guards";
import { admins, inquiries } from "../../db/schema";
import type { AppEnv } from "../../env";
import { eraseInquiry } from "../../inquiries/erase";
import { readTimeline } from "../../inquiries/timeline";
import { businessMinutesBefore } from "../../../contract/businessTime";
import { DUPLICATE_WINDOW_DAYS, responseClock } from "../../inquiries/listQuery";
import { responseTargetMinutes } from "../../config";
import { clientNetwork } from "../../http/clientNetwork";
import { jsonError } from "../../http/errors";
import { inquiryIdParam } from "./params";

const DAY_MS = 24 * 60 * 60 * 1000;

export const detailRoutes = new Hono<AppEnv>()
  .get("/:id", requireStaff, inquiryIdParam, async (c) => {
    const id = c.get("inquiryId");
    const db = drizzle(c.env.DB);
    const found = await db
      .select({ inquiry: inquiries, assigneeName: admins.displayName })
      .from(inquiries)
      .leftJoin(admins, eq(admins.id, inquiries.assigneeId))
      .where(eq(inquiries.id, id))
      .get();
    if (!found) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    const { inquiry: row, assigneeName } = found;
    if (row.erasedAt) return jsonError(c, 410, "erased", "This inquiry's personal data was erased.");
    const now = new Date();
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_DAYS * DAY_MS).toISOString();
    const [events, duplicates] = await Promise.all([
      readTimeline(db, id),
      db
        .select({ id: inquiries.id, createdAt: inquiries.createdAt, status: inquiries.status })
        .from(inquiries)
        .where(
          and(
            ne(inquiries.id, id),
            isNull(inquiries.erasedAt),
            gte(inquiries.createdAt, since),
            or(eq(inquiries.emailNorm, row.emailNorm ?? "\u0000"), eq(inquiries.phoneDigits, row.phoneDigits ?? "\u0000")),
          ),
        )
        .orderBy(desc(inquiries.createdAt))
        .limit(20)
        .all(),
    ]);
    return c.json({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      createdAt: row.createdAt,
      closedAt: row.closedAt,
      firstContactAt: row.firstContactAt,
      ...responseClock(row, businessMinutesBefore(now, responseTargetMinutes(c.env)), now),
      status: row.status,
      assignee: row.assigneeId === null ? null : { id: row.assigneeId, displayName: assigneeName ?? "" },
      language: row.language,
      studyId: row.studyId as InquiryDetailDto["studyId"],
      interest: row.interest,
      contactMethod: row.contactMethod,
      contactTime: row.contactTime,
      heardFrom: row.heardFrom,
      source: { utmSource: row.utmSource, utmMedium: row.utmMedium, utmCampaign: row.utmCampaign, referrer: row.referrer },
      consent: row.consent ? { version: row.consentVersion, language: row.consentLanguage } : null,
      events,
      possibleDuplicates: duplicates,
    } satisfies InquiryDetailDto);
  })
  .delete("/:id", requireStaff, requireRole("admin"), inquiryIdParam, async (c) => {
    const id = c.get("inquiryId");
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
