import {
  healthTermFields,
  templateApprovalSchema,
  templateChangeSchema,
  type TemplateDto,
  type TemplateInput,
} from "../../contract/messageTemplates";
import { eq } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { fittingTemplateSchema } from "../../contract/textBudget";
import { auditRequest } from "../audit/record";
import { requireRole, requireStaff } from "../auth/guards";
import { admins, studies } from "../db/schema";
import type { AppEnv } from "../env";
import { jsonError } from "../http/errors";
import { limitBody, requireJsonBody, validJson } from "../http/guards";
import { idParam } from "../http/idParam";
import { readTemplate, templateDto, listTemplates } from "../messaging/templates/store";
import { approveTemplate, changeTemplateWords, createTemplate, setTemplateActive } from "../messaging/templates/write";

const admin = [requireStaff, requireRole("admin")] as const;

/**
 * The schema checks a first contact's words against every study code it can recognize; here they are also checked
 * against the codes and NCT ids of the site's own studies, however they are written ("FINALITY HF").
 */
async function refuseStudyNames(c: Context<AppEnv>, db: DrizzleD1Database, input: TemplateInput) {
  const rows = await db.select({ code: studies.code, nct: studies.nct }).from(studies).all();
  const fields = healthTermFields(
    input,
    rows.flatMap((row) => (row.nct ? [row.code, row.nct] : [row.code])),
  );
  if (fields.length === 0) return null;
  return jsonError(
    c,
    400,
    "validation_failed",
    "Some fields are missing or invalid.",
    Object.fromEntries(fields.map(([part, language]) => [`${part}.${language}`, ["first_contact_health_terms"]])),
  );
}

async function answer(c: Context<AppEnv>, db: DrizzleD1Database, id: number, status: 200 | 201 = 200) {
  const row = await readTemplate(db, id);
  if (!row) return jsonError(c, 404, "not_found", "No template has that id.");
  const approver =
    row.approvedBy === null
      ? undefined
      : await db.select({ name: admins.displayName }).from(admins).where(eq(admins.id, row.approvedBy)).get();
  return c.json(templateDto(row, approver?.name ?? null) satisfies TemplateDto, status);
}

async function audit(
  c: Context<AppEnv>,
  db: DrizzleD1Database,
  action: "template_changed" | "template_approved",
  id: number,
  detail: Record<string, string | number | boolean | null>,
) {
  await auditRequest(c, { action, targetType: "message_template", targetId: id, detail }, db);
}

/**
 * /api/message-templates (docs/messaging.md): any staff member reads them; admins write them and record the
 * ethics board's approval. Changing the words of an approved template withdraws its approval (the board
 * approved those words, not the new ones) and bumps its version.
 */
export const templateRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, async (c) => c.json((await listTemplates(drizzle(c.env.DB))) satisfies TemplateDto[]))
  .post("/", ...admin, requireJsonBody, limitBody(16 * 1024), validJson(fittingTemplateSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const refused = await refuseStudyNames(c, db, c.req.valid("json"));
    if (refused) return refused;
    const id = await createTemplate(db, c.req.valid("json"));
    await audit(c, db, "template_changed", id, { change: "created" });
    return answer(c, db, id, 201);
  })
  .put("/:id", ...admin, idParam("template"), requireJsonBody, limitBody(16 * 1024), validJson(fittingTemplateSchema), async (c) => {
    const id = c.get("id");
    const db = drizzle(c.env.DB);
    const refused = await refuseStudyNames(c, db, c.req.valid("json"));
    if (refused) return refused;
    const changed = await changeTemplateWords(db, id, c.req.valid("json"));
    if (!changed) return jsonError(c, 404, "not_found", "No template has that id.");
    await audit(c, db, "template_changed", id, { change: "words", version: changed.version });
    return answer(c, db, id);
  })
  .patch("/:id", ...admin, idParam("template"), requireJsonBody, limitBody(1024), validJson(templateChangeSchema), async (c) => {
    const id = c.get("id");
    const db = drizzle(c.env.DB);
    const { active } = c.req.valid("json");
    if (!(await setTemplateActive(db, id, active))) return jsonError(c, 404, "not_found", "No template has that id.");
    await audit(c, db, "template_changed", id, { change: active ? "restored" : "archived" });
    return answer(c, db, id);
  })
  .post("/:id/approval", ...admin, idParam("template"), requireJsonBody, limitBody(1024), validJson(templateApprovalSchema), async (c) => {
    const id = c.get("id");
    const db = drizzle(c.env.DB);
    const approval = c.req.valid("json");
    const changed = await approveTemplate(db, id, approval, c.get("session").adminId);
    if (!changed) {
      if (!(await readTemplate(db, id))) return jsonError(c, 404, "not_found", "No template has that id.");
      return jsonError(c, 409, "conflict", "The template's words changed since you read them. Reload it and approve the new words.");
    }
    await audit(c, db, "template_approved", id, { version: changed.version, irbApprovedOn: approval.irbApprovedOn });
    return answer(c, db, id);
  });
