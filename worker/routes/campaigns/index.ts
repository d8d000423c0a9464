import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import {
  audienceSchema,
  campaignInputSchema,
  CAMPAIGN_CHANNELS,
  FUNNEL_STEPS,
  type CampaignAction,
  type CampaignControlDto,
  type CampaignCreatedDto,
  type CampaignDetailDto,
  type CampaignDto,
  type CampaignPersonDto,
} from "../../../contract/campaigns";
import { LANGUAGES } from "../../../contract/language";
import { z } from "../../../contract/zod";
import { auditRequest } from "../../audit/record";
import { requireRole, requireStaff } from "../../auth/guards";
import { audienceOf, countOf } from "../../campaigns/audience";
import { controlCampaign } from "../../campaigns/control";
import { createCampaign, type CampaignProblem } from "../../campaigns/create";
import { campaignDetail, campaignPeople, listCampaigns } from "../../campaigns/read";
import { campaignPace, campaignSettings } from "../../campaigns/settings";
import type { AppEnv } from "../../env";
import { jsonError } from "../../http/errors";
import { limitBody, requireJsonBody, validJson } from "../../http/guards";
import { idParam } from "../../http/idParam";

const admin = [requireStaff, requireRole("admin")] as const;

const audienceQuerySchema = z.strictObject({
  study: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(40, { error: "too_long" }),
  channel: z.enum(CAMPAIGN_CHANNELS, { error: "invalid" }),
  audience: audienceSchema,
});

const peopleQuerySchema = z.strictObject({
  step: z.enum(FUNNEL_STEPS, { error: "invalid" }),
  language: z.enum(LANGUAGES, { error: "invalid" }).optional(),
});

const problemAnswer = (c: Context<AppEnv>, problem: CampaignProblem, status: 400 | 409) =>
  jsonError(
    c,
    status,
    status === 400 ? "validation_failed" : "precondition_failed",
    "The study or the template cannot be used for a campaign.",
    {
      [problem.field]: [problem.code],
    },
  );

async function audit(
  c: Context<AppEnv>,
  action: `campaign_${"created" | "started" | "paused" | "resumed" | "cancelled"}`,
  id: number,
  detail: Record<string, number | string>,
) {
  await auditRequest(c, { action, targetType: "campaign", targetId: id, detail });
}

const AUDITED: Record<CampaignAction, "campaign_started" | "campaign_paused" | "campaign_resumed" | "campaign_cancelled"> = {
  start: "campaign_started",
  pause: "campaign_paused",
  resume: "campaign_resumed",
  cancel: "campaign_cancelled",
};

async function control(c: Context<AppEnv>, action: CampaignAction) {
  const id = c.get("id");
  const result = await controlCampaign(c.env, drizzle(c.env.DB), id, action);
  if (!result.ok) {
    if ("problem" in result) return problemAnswer(c, result.problem, 409);
    return result.code === "not_found"
      ? jsonError(c, 404, "not_found", "No campaign has that id.")
      : jsonError(c, 409, "invalid_transition", "The campaign cannot do that in its current state.");
  }
  await audit(c, AUDITED[action], id, { enqueued: result.enqueued, cancelled: result.cancelled });
  return c.json({ state: result.state, enqueued: result.enqueued, cancelled: result.cancelled } satisfies CampaignControlDto);
}

/**
 * /api/campaigns (docs/campaigns.md, docs/api.md): admins make and run campaigns; every staff member watches them
 * (the list, a campaign with its words and funnel, and the people behind each number).
 */
export const campaignRoutes = new Hono<AppEnv>()
  .get("/", requireStaff, async (c) => c.json((await listCampaigns(drizzle(c.env.DB))) satisfies CampaignDto[]))
  // Counts an audience as the builder changes it (nothing is written but the list's hashes it had to make).
  .post("/audience", ...admin, requireJsonBody, limitBody(16 * 1024), validJson(audienceQuerySchema), async (c) => {
    const input = c.req.valid("json");
    const recipients = await audienceOf(c.env, drizzle(c.env.DB), input, campaignSettings(c.env).personDays);
    return c.json(countOf(recipients, input.channel));
  })
  .post("/", ...admin, requireJsonBody, limitBody(16 * 1024), validJson(campaignInputSchema), async (c) => {
    const created = await createCampaign(c.env, drizzle(c.env.DB), c.req.valid("json"), c.get("session").adminId);
    if (!created.ok) return problemAnswer(c, created.problem, 400);
    await audit(c, "campaign_created", created.id, { audience: created.audience.count });
    return c.json({ id: created.id, audience: created.audience } satisfies CampaignCreatedDto, 201);
  })
  .get("/:id", requireStaff, idParam("campaign"), async (c) => {
    const detail = await campaignDetail(drizzle(c.env.DB), c.get("id"), campaignPace(c.env));
    if (!detail) return jsonError(c, 404, "not_found", "No campaign has that id.");
    return c.json(detail satisfies CampaignDetailDto);
  })
  .get("/:id/people", requireStaff, idParam("campaign"), async (c) => {
    const query = peopleQuerySchema.safeParse({ step: c.req.query("step"), language: c.req.query("language") });
    if (!query.success)
      return jsonError(c, 400, "validation_failed", "Choose a step of the funnel (and a language).", { step: ["invalid"] });
    return c.json(
      (await campaignPeople(drizzle(c.env.DB), c.get("id"), query.data.step, query.data.language)) satisfies CampaignPersonDto[],
    );
  })
  .post("/:id/start", ...admin, idParam("campaign"), (c) => control(c, "start"))
  .post("/:id/pause", ...admin, idParam("campaign"), (c) => control(c, "pause"))
  .post("/:id/resume", ...admin, idParam("campaign"), (c) => control(c, "resume"))
  .post("/:id/cancel", ...admin, idParam("campaign"), (c) => control(c, "cancel"));
