import type { DrizzleD1Database } from "drizzle-orm/d1";
import { campaignInputSchema, type AudienceCount } from "../../contract/campaigns";
import type { z } from "../../contract/zod";
import { SMS_SEGMENT_BUDGET } from "../../contract/smsSegments";
import { campaigns, messageTemplates } from "../db/schema";
import { readTemplate } from "../messaging/templates/store";
import { audienceOf, countOf } from "./audience";
import { campaignSettings } from "./settings";
import { campaignStudy } from "./study";
import { campaignPreview } from "./words";

type Template = typeof messageTemplates.$inferSelect;

/** Why a campaign cannot be made or started with this study and template (a 422 naming the field). */
export type CampaignProblem =
  | { field: "study"; code: "unknown_study" | "study_not_recruiting" }
  | {
      field: "templateId";
      code: "unknown_template" | "wrong_purpose" | "not_approved" | "archived" | "changed_since" | "too_many_segments";
    };

/** The template may be sent for a campaign: active, made for invitations, approved as it is, three segments at most. */
export function templateProblem(template: Template | undefined, channel: "text" | "email", version?: number): CampaignProblem | null {
  if (!template) return { field: "templateId", code: "unknown_template" };
  if (template.purpose !== "campaign_invitation") return { field: "templateId", code: "wrong_purpose" };
  if (!template.active) return { field: "templateId", code: "archived" };
  if (template.approvedAt === null) return { field: "templateId", code: "not_approved" };
  if (version !== undefined && template.version !== version) return { field: "templateId", code: "changed_since" };
  const preview = campaignPreview(template, channel);
  if (channel === "text" && (preview.en.segments > SMS_SEGMENT_BUDGET || preview.es.segments > SMS_SEGMENT_BUDGET))
    return { field: "templateId", code: "too_many_segments" };
  return null;
}

/**
 * A draft campaign (docs/campaigns.md): the study must be published and recruiting, the template approved for
 * invitations; the audience is counted as it stands now (starting counts it again).
 */
export async function createCampaign(
  env: Env,
  db: DrizzleD1Database,
  input: z.output<typeof campaignInputSchema>,
  actorId: number,
  now = new Date(),
): Promise<{ ok: true; id: number; audience: AudienceCount } | { ok: false; problem: CampaignProblem }> {
  const study = await campaignStudy(db, input.study);
  if (!study) return { ok: false, problem: { field: "study", code: "unknown_study" } };
  if (!study.recruiting) return { ok: false, problem: { field: "study", code: "study_not_recruiting" } };
  const template = await readTemplate(db, input.templateId);
  const problem = templateProblem(template, input.channel);
  if (problem) return { ok: false, problem };
  const recipients = await audienceOf(env, db, { ...input, study: input.study }, campaignSettings(env).personDays, now);
  const audience = countOf(recipients, input.channel);
  const at = now.toISOString();
  const [row] = await db
    .insert(campaigns)
    .values({
      name: input.name,
      studyId: study.code,
      templateId: template!.id,
      templateVersion: template!.version,
      channel: input.channel,
      audience: JSON.stringify(input.audience),
      audienceCount: JSON.stringify(audience),
      createdBy: actorId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: campaigns.id });
  return { ok: true, id: row!.id, audience };
}
