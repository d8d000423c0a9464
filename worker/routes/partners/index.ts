import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { partnerInputSchema, partnerUpdateSchema, type PartnerDto, type PartnerLinkDto } from "../../../contract/partners";
import { auditRequest } from "../../audit/record";
import { requireRole, requireStaff } from "../../auth/guards";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { idParam } from "../../http/idParam";
import { createPartner, issuePartnerLink, listPartners, readPartner, revokePartnerLink, updatePartner } from "../../partners/store";
import { studyExists } from "../../studies/store";

const admin = [requireStaff, requireRole("admin")] as const;
const BODY_LIMIT = 4 * 1024;

const notFound = (c: Context<AppEnv>) => jsonError(c, 404, "not_found", "No partner has that id.");
const unknownStudy = (c: Context<AppEnv>) =>
  jsonError(c, 400, "validation_failed", "No study has that code.", { studyId: ["unknown_study"] });

type PartnerAction = "partner_created" | "partner_changed" | "partner_link_issued" | "partner_link_revoked";
const audit = (c: Context<AppEnv>, action: PartnerAction, id: number, detail: Record<string, string | number | boolean> = {}) =>
  auditRequest(c, { action, targetType: "partner", targetId: id, detail });

/**
 * /api/partners (docs/partners.md, docs/api.md): admins keep the referral partners, their codes and their private
 * links. A private link's secret is answered once, when it is made; only its hash is kept.
 */
export const partnerRoutes = new Hono<AppEnv>()
  .get("/", ...admin, async (c) => c.json((await listPartners(drizzle(c.env.DB))) satisfies PartnerDto[]))
  .post("/", ...admin, requireJsonBody, limitBody(BODY_LIMIT), validJson(partnerInputSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const input = c.req.valid("json");
    if (input.studyId && !(await studyExists(db, input.studyId))) return unknownStudy(c);
    const partner = await createPartner(db, input, c.get("session").adminId);
    await audit(c, "partner_created", partner.id, { kind: partner.kind });
    return c.json(partner satisfies PartnerDto, 201);
  })
  .get("/:id", ...admin, idParam("partner"), async (c) => {
    const partner = await readPartner(drizzle(c.env.DB), c.get("id"));
    return partner ? c.json(partner satisfies PartnerDto) : notFound(c);
  })
  .patch("/:id", ...admin, idParam("partner"), requireJsonBody, limitBody(BODY_LIMIT), validJson(partnerUpdateSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const change = c.req.valid("json");
    if (change.studyId && !(await studyExists(db, change.studyId))) return unknownStudy(c);
    const partner = await updatePartner(db, c.get("id"), change);
    if (!partner) return notFound(c);
    await audit(c, "partner_changed", partner.id, { fields: Object.keys(change).sort().join(",") });
    return c.json(partner satisfies PartnerDto);
  })
  // A new private link: the old one (if any) stops working at once.
  .post("/:id/link", ...admin, idParam("partner"), async (c) => {
    const link = await issuePartnerLink(drizzle(c.env.DB), c.get("id"));
    if (!link) return notFound(c);
    await audit(c, "partner_link_issued", c.get("id"));
    return c.json(link satisfies PartnerLinkDto, 201);
  })
  .delete("/:id/link", ...admin, idParam("partner"), async (c) => {
    if (!(await revokePartnerLink(drizzle(c.env.DB), c.get("id")))) return notFound(c);
    await audit(c, "partner_link_revoked", c.get("id"));
    return c.body(null, 204);
  });
