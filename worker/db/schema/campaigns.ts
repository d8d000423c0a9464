import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATES } from "../../../contract/campaigns";
import { nowIso } from "./nowIso";

/**
 * Campaigns (docs/campaigns.md): one study's invitation to an audience of the list for future studies. Each
 * recipient is a `volunteer_messages` row of kind "invitation" with this campaign's id, so a person's invitations
 * sit with the list's other messages, count for "last contacted" and take Twilio's delivery reports.
 */
export const campaigns = sqliteTable(
  "campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** The study's code, as inquiries store it. */
    studyId: text("study_id").notNull(),
    templateId: integer("template_id").notNull(),
    /** The template's version when the campaign was made: starting needs that version approved. */
    templateVersion: integer("template_version").notNull(),
    channel: text("channel", { enum: CAMPAIGN_CHANNELS }).notNull(),
    /** JSON: contract/campaigns.ts Audience. */
    audience: text("audience").notNull(),
    state: text("state", { enum: CAMPAIGN_STATES }).notNull().default("draft"),
    /** JSON: AudienceCount when it was made (draft) or started (then the rows are the audience). */
    audienceCount: text("audience_count").notNull(),
    createdBy: integer("created_by"),
    createdAt: text("created_at").notNull().default(nowIso),
    startedAt: text("started_at"),
    /** When starting finished writing the recipients; a start cut short is finished by the minute's job. */
    plannedAt: text("planned_at"),
    /** The last person the start's steps have looked at (worker/campaigns/plan.ts): the next step begins after it. */
    planCursor: integer("plan_cursor").notNull().default(0),
    /** How many of those steps have run (the campaign's page shows the start's progress). */
    planSteps: integer("plan_steps").notNull().default(0),
    finishedAt: text("finished_at"),
    updatedAt: text("updated_at").notNull().default(nowIso),
  },
  (t) => [index("campaigns_state_idx").on(t.state, t.createdAt)],
);

/**
 * The pace of campaign sends, shared by every consumer (docs/campaigns.md): each send reserves the next slot
 * (`next_ms`, epoch milliseconds) by one conditional update, so two consumers at once never go faster.
 */
export const sendPace = sqliteTable("send_pace", {
  name: text("name").primaryKey(),
  nextMs: integer("next_ms").notNull(),
});
