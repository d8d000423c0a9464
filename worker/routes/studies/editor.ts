import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import type { AuditAction } from "../../../contract/audit";
import { localDayOf } from "../../../contract/businessTime";
import {
  newStudySchema,
  studyApprovalSchema,
  studyDraftSchema,
  studySettingsSchema,
  type StudyDetailDto,
  type StudyListDto,
  type StudySettingsInput,
} from "../../../contract/studyEditor";
import { auditRequest } from "../../audit/record";
import { requireRole, requireStaff } from "../../auth/guards";
import { studySettings } from "../../config";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { idParam } from "../../http/idParam";
import {
  approveVersion,
  changeSettings,
  createStudy,
  publishVersion,
  saveDraft,
  setRecruitment,
  dismissRegistryReview,
  type EditorResult,
} from "../../studies/editor";
import { listStudies, studyDetail } from "../../studies/editorRead";
import { syncFromClinicalTrials } from "../../clinicalTrials/sync";
import { studies } from "../../db/schema";
import { eq } from "drizzle-orm";

const admin = [requireStaff, requireRole("admin")] as const;
const studyId = idParam("study");
const versionId = idParam("version", "versionId");
const json = (maxBytes = 4 * 1024) => [requireJsonBody, limitBody(maxBytes)] as const;

async function audit(c: Context<AppEnv>, db: DrizzleD1Database, action: AuditAction, id: number, detail?: Record<string, string | number>) {
  await auditRequest(c, { action, targetType: "study", targetId: id, detail }, db);
}

/** What an audit entry keeps of a settings change: the new values (a date and a flag, nothing personal). */
const settingsDetail = (settings: StudySettingsInput) => ({
  ...(settings.featured === undefined ? {} : { featured: settings.featured ? "yes" : "no" }),
  ...(settings.statusConfirmedOn === undefined ? {} : { statusConfirmedOn: settings.statusConfirmedOn }),
});

/** The study after a change, or the change's refusal in the API's error shape. */
async function answer(c: Context<AppEnv>, db: DrizzleD1Database, id: number, result: EditorResult<unknown>, status: 200 | 201 = 200) {
  if (!result.ok) {
    const body = { error: { code: result.code, message: result.message, ...(result.problems ? { problems: result.problems } : {}) } };
    return c.json(body, result.status);
  }
  const detail = await studyDetail(db, id, studySettings(c.env));
  return detail ? c.json(detail satisfies StudyDetailDto, status) : jsonError(c, 404, "not_found", "No study has that id.");
}

/**
 * /api/studies/admin: the staff's study editor (docs/studies.md). Any staff member reads and writes drafts;
 * admins add studies, record the ethics board's approval, publish, close and reopen.
 */
export const studyEditorRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, async (c) =>
    c.json({ studies: await listStudies(drizzle(c.env.DB), studySettings(c.env)) } satisfies StudyListDto),
  )
  .get("/:id", requireStaff, studyId, async (c) => {
    const detail = await studyDetail(drizzle(c.env.DB), c.get("id"), studySettings(c.env));
    return detail ? c.json(detail satisfies StudyDetailDto) : jsonError(c, 404, "not_found", "No study has that id.");
  })
  .post("/", ...admin, ...json(), validJson(newStudySchema), async (c) => {
    const db = drizzle(c.env.DB);
    const input = c.req.valid("json");
    const created = await createStudy(db, input, localDayOf(new Date()));
    if (!created.ok) return jsonError(c, created.status, created.code, created.message);
    await audit(c, db, "study_created", created.value);
    // Import by NCT number: the registry section comes with the new study when the registry answers
    // (otherwise the editor offers to read it again).
    if (input.nct)
      await syncFromClinicalTrials(
        c.env,
        db,
        { id: created.value, nct: input.nct, registry: null, registryReview: null },
        { closeWhenNotRecruiting: false },
      );
    return answer(c, db, created.value, { ok: true, value: undefined }, 201);
  })
  .patch("/:id", ...admin, studyId, ...json(), validJson(studySettingsSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const settings = c.req.valid("json");
    const result = await changeSettings(db, c.get("id"), settings);
    if (result.ok) await audit(c, db, "study_settings_changed", c.get("id"), settingsDetail(settings));
    return answer(c, db, c.get("id"), result);
  })
  .put("/:id/draft", requireStaff, studyId, ...json(64 * 1024), validJson(studyDraftSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const result = await saveDraft(db, c.get("id"), c.req.valid("json"), c.get("session").adminId);
    if (result.ok) await audit(c, db, "study_draft_saved", c.get("id"), { version: result.value });
    return answer(c, db, c.get("id"), result);
  })
  .post("/:id/versions/:versionId/approve", ...admin, studyId, versionId, ...json(), validJson(studyApprovalSchema), async (c) => {
    const db = drizzle(c.env.DB);
    const input = c.req.valid("json");
    const result = await approveVersion(db, c.get("id"), c.get("versionId"), input, c.get("session").adminId);
    if (result.ok) await audit(c, db, "study_version_approved", c.get("id"), { version: c.get("versionId"), reference: input.reference });
    return answer(c, db, c.get("id"), result);
  })
  .post("/:id/versions/:versionId/publish", ...admin, studyId, versionId, async (c) => {
    const db = drizzle(c.env.DB);
    const result = await publishVersion(db, c.get("id"), c.get("versionId"), c.get("session").adminId);
    if (result.ok) await audit(c, db, "study_published", c.get("id"), { version: c.get("versionId") });
    return answer(c, db, c.get("id"), result);
  })
  .post("/:id/registry", ...admin, studyId, async (c) => {
    const db = drizzle(c.env.DB);
    const [study] = await db
      .select({ id: studies.id, nct: studies.nct, registry: studies.registry, registryReview: studies.registryReview })
      .from(studies)
      .where(eq(studies.id, c.get("id")));
    if (!study) return jsonError(c, 404, "not_found", "No study has that id.");
    if (!study.nct) return jsonError(c, 409, "conflict", "The study has no NCT number to import.");
    const outcome = await syncFromClinicalTrials(c.env, db, { ...study, nct: study.nct }, { closeWhenNotRecruiting: false });
    if (outcome.kind === "failed")
      return outcome.reason === "not_found"
        ? jsonError(c, 404, "registry_not_found", "ClinicalTrials.gov has no study with that NCT number.")
        : jsonError(c, 503, "registry_unavailable", "ClinicalTrials.gov did not answer. Nothing was changed.");
    await audit(c, db, "study_registry_imported", study.id);
    return answer(c, db, study.id, { ok: true, value: undefined });
  })
  .post("/:id/registry/reviewed", ...admin, studyId, async (c) => {
    const db = drizzle(c.env.DB);
    const dismissed = await dismissRegistryReview(db, c.get("id"));
    if (dismissed !== null) await audit(c, db, "study_registry_reviewed", dismissed);
    return answer(c, db, c.get("id"), { ok: true, value: undefined });
  })
  .post("/:id/close", ...admin, studyId, async (c) => {
    const db = drizzle(c.env.DB);
    const result = await setRecruitment(db, c.get("id"), false, c.get("session").adminId);
    if (result.ok) await audit(c, db, "study_closed", c.get("id"));
    return answer(c, db, c.get("id"), result);
  })
  .post("/:id/reopen", ...admin, studyId, async (c) => {
    const db = drizzle(c.env.DB);
    const result = await setRecruitment(db, c.get("id"), true, c.get("session").adminId);
    if (result.ok) await audit(c, db, "study_reopened", c.get("id"));
    return answer(c, db, c.get("id"), result);
  });
