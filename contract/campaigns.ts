/**
 * Campaigns (docs/campaigns.md, issue #40): one study's invitation, from one approved template, to an audience of
 * the list for future studies, sent paced within the carriers' limits. What the API takes and answers.
 */
import { LANGUAGES, type Language } from "./language";
import { AGE_BANDS, VOLUNTEER_TOPICS } from "./volunteers";
import { foldText } from "./foldText";
import { identifyingText } from "./textPolicy";
import { z } from "./zod";

/** draft → running ⇄ paused → done; draft, running or paused → cancelled. */
export const CAMPAIGN_STATES = ["draft", "running", "paused", "done", "cancelled"] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_CHANNELS = ["text", "email"] as const;
export type CampaignChannel = (typeof CAMPAIGN_CHANNELS)[number];

export const CAMPAIGN_ACTIONS = ["start", "pause", "resume", "cancel"] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** What each action needs the campaign to be in, and what it becomes. */
export const CAMPAIGN_TRANSITIONS: Record<CampaignAction, { from: readonly CampaignState[]; to: CampaignState }> = {
  start: { from: ["draft"], to: "running" },
  pause: { from: ["running"], to: "paused" },
  resume: { from: ["paused"], to: "running" },
  cancel: { from: ["draft", "running", "paused"], to: "cancelled" },
};

/** How a person answered an invitation: a yes ("SÍ", "YES", "INFO"), a no, STOP/PARAR, or anything else. */
export const CAMPAIGN_REPLIES = ["yes", "no", "stop", "other"] as const;
export type CampaignReply = (typeof CAMPAIGN_REPLIES)[number];

const YES_WORDS = new Set(["yes", "y", "si", "info", "informacion", "information", "ok", "1"]);
const NO_WORDS = new Set(["no", "n", "2", "no gracias", "no thanks", "no thank you"]);

/** A reply's meaning for the funnel (STOP and PARAR are the ledger's keywords, read before this). */
export function campaignReplyOf(body: string): Exclude<CampaignReply, "stop"> {
  const word = foldText(body)
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (YES_WORDS.has(word)) return "yes";
  if (NO_WORDS.has(word)) return "no";
  return "other";
}

const zipList = z
  .array(z.string().regex(/^\d{3,5}$/, { error: "invalid" }), { error: "invalid" })
  .max(200, { error: "too_many" })
  .default([]);

/**
 * Who is invited: people of the list whose yes is valid for the channel through the send window, narrowed by
 * topics (any of), age bands, languages, ZIP codes or their first 3–4 digits, and not invited to anything in the
 * last `notInvitedDays` days. An empty list means "any".
 */
export const audienceSchema = z.strictObject({
  topics: z
    .array(z.enum(VOLUNTEER_TOPICS, { error: "invalid" }), { error: "invalid" })
    .max(VOLUNTEER_TOPICS.length)
    .default([]),
  ageBands: z
    .array(z.enum(AGE_BANDS, { error: "invalid" }), { error: "invalid" })
    .max(AGE_BANDS.length)
    .default([]),
  languages: z
    .array(z.enum(LANGUAGES, { error: "invalid" }), { error: "invalid" })
    .max(LANGUAGES.length)
    .default([]),
  zips: zipList,
  notInvitedDays: z
    .number({ error: "invalid" })
    .int({ error: "invalid" })
    .min(0, { error: "invalid" })
    .max(365, { error: "invalid" })
    .default(30),
});
export type Audience = z.output<typeof audienceSchema>;
export type AudienceInput = z.input<typeof audienceSchema>;

/** Days a campaign may take to send; a person's yes must last through them. */
export const SEND_WINDOW_DAYS = 7;

export const campaignInputSchema = z.strictObject({
  name: identifyingText(80),
  /** The study's code (studies.code), as inquiries store it. */
  study: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(40, { error: "too_long" }),
  templateId: z.number({ error: "required" }).int({ error: "invalid" }).positive({ error: "invalid" }),
  channel: z.enum(CAMPAIGN_CHANNELS, { error: "invalid" }),
  audience: audienceSchema.default({ topics: [], ageBands: [], languages: [], zips: [], notInvitedDays: 30 }),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const campaignActionSchema = z.enum(CAMPAIGN_ACTIONS, { error: "invalid" });

export type AudienceCount = { count: number; byLanguage: Record<Language, number>; byChannel: Record<CampaignChannel, number> };

/** `POST /api/campaigns`: the draft's id and who it reaches now. */
export type CampaignCreatedDto = { id: number; audience: AudienceCount };
/** What start, pause, resume and cancel answer: the state now, and how many invitations were queued or cancelled. */
export type CampaignControlDto = { state: CampaignState; enqueued: number; cancelled: number };

/** The exact message each language receives, and what a text costs in segments. */
export type CampaignPreview = Record<Language, { subject: string | null; body: string; segments: number }>;

/**
 * The funnel's steps, in order; each count is people (one invitation each). `sent` were handed to the provider;
 * `failed` the provider refused or could not deliver; `not_sent` we held back at send (they left, said STOP, the
 * cap, a cancelled campaign). They reconcile: audience = pending + not_sent + failed + (sent − sent that failed).
 */
export const FUNNEL_STEPS = [
  "audience",
  "sent",
  "delivered",
  "failed",
  "not_sent",
  "replied_yes",
  "replied_no",
  "replied_stop",
  "replied_other",
  "prescreened",
  "inquiries",
  "visits_booked",
  "attended",
  "enrolled",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type FunnelCounts = Record<FunnelStep, number>;

export type CampaignFunnel = {
  total: FunnelCounts;
  byLanguage: Record<Language, FunnelCounts>;
  /** Failures by the provider's code ("twilio:30007"), or our reason for not sending ("closed", "person_cap"). */
  failedBy: Record<string, number>;
  /** Still to go: queued or being sent. */
  pending: number;
  /** Sent, then reported undelivered (counted in both `sent` and `failed`). */
  sentThenFailed: number;
  /** Segments of the texts sent, and the estimate for the whole audience. */
  segments: { sent: number; planned: number };
};

export type CampaignDto = {
  id: number;
  name: string;
  /** The study's published title in each language (null: no longer published). */
  study: { code: string; title: Record<Language, string> | null };
  template: { id: number; name: string; version: number };
  channel: CampaignChannel;
  audience: Audience;
  state: CampaignState;
  audienceCount: AudienceCount;
  createdBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** A start still writing its recipients in steps (the funnel's numbers grow until it is done); null otherwise. */
  preparing: { steps: number } | null;
};

/** How fast campaigns go out (the Worker's settings, shared by every campaign): shown before a campaign starts. */
export type CampaignPace = {
  /** Texts and e-mails a minute, for every campaign together. */
  perMinute: number;
  /** Text parts (segments) a clinic day, for every campaign together. */
  segmentsPerDay: number;
};

export type CampaignDetailDto = CampaignDto & { preview: CampaignPreview; funnel: CampaignFunnel; pace: CampaignPace };

/** One person behind a funnel's number (staff only). */
export type CampaignPersonDto = {
  volunteerId: number;
  reference: string;
  name: string;
  language: Language;
  status: string;
  reply: CampaignReply | null;
  inquiryId: number | null;
};
