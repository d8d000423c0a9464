import type { ErasedInquiryDto, InquiryDetailDto } from "../../../contract/inbox";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { hashNetwork, recordAudit } from "../../audit/record";
import { requireRole, requireStaff } from "../../auth/guards";
import { responseTargetMinutes } from "../../config";
import type { AppEnv } from "../../env";
import { clientNetwork } from "../../http/clientNetwork";
import { jsonError } from "../../http/errors";
import { readInquiryDetail } from "../../inquiries/detail";
import { erasePersonOfInquiry } from "../../inquiries/erasePerson";
import { inquiryIdParam } from "./params";

export const detailRoutes = new Hono<AppEnv>()
  .get("/:id", requireStaff, inquiryIdParam, async (c) => {
    const detail = await readInquiryDetail(drizzle(c.env.DB), c.get("inquiryId"), responseTargetMinutes(c.env));
    if (detail === "not_found") return jsonError(c, 404, "not_found", "No inquiry has that id.");
    if (detail === "erased") return jsonError(c, 410, "erased", "This inquiry's personal data was erased.");
    return c.json(detail satisfies InquiryDetailDto);
  })
  .delete("/:id", requireStaff, requireRole("admin"), inquiryIdParam, async (c) => {
    const id = c.get("inquiryId");
    const { adminId } = c.get("session");
    const db = drizzle(c.env.DB);
    // The person's entries of the list go with the inquiry (a sheet photo R2 would not delete stops it whole: 503).
    const result = await erasePersonOfInquiry(c.env, db, id, adminId);
    if (!result.found) return jsonError(c, 404, "not_found", "No inquiry has that id.");
    if (!result.already) {
      await recordAudit(db, {
        action: "inquiry_erased",
        actorId: adminId,
        targetType: "inquiry",
        targetId: id,
        ipHash: await hashNetwork(c.env, clientNetwork(c)),
        detail: { registryEntries: result.registry, otherInquiries: result.inquiries },
      });
    }
    return c.json({ id, erasedAt: result.erasedAt } satisfies ErasedInquiryDto);
  });
