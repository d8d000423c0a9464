import type { CampaignPace } from "../../contract/campaigns";

/**
 * Campaigns' pace and limits (wrangler.toml vars, docs/campaigns.md). The defaults suit a low-volume 10DLC
 * brand: carriers allow it about 75 texts a minute and T-Mobile 2,000 segments a day; the clinic stays under both.
 */
export type CampaignSettings = {
  /** Campaign texts and e-mails per second, for every campaign together. */
  perSecond: number;
  /** Segments of campaign texts per clinic day, for every campaign together. */
  segmentsPerDay: number;
  /** No more than one invitation per person within this many days. */
  personDays: number;
  /** Twilio's ValidityPeriod: a text still in its queue after this many seconds is not sent (1–36,000). */
  textValiditySeconds: number;
  /** A text from a number invited within this many days, with no reply yet, answers the invitation. */
  replyDays: number;
};

function bounded(value: string | undefined, min: number, max: number, fallback: number, integer = true): number {
  const n = Number(value);
  return Number.isFinite(n) && (!integer || Number.isInteger(n)) && n >= min && n <= max ? n : fallback;
}

/**
 * The fewest days between two invitations to one person: with the confirmation and a renewal, more often than
 * this would break the list's "up to 4 texts a month" (REGISTRY_TEXTS_PER_MONTH). A setting may be stricter,
 * never looser: a smaller CAMPAIGN_PERSON_DAYS is raised to it.
 */
export const MIN_PERSON_DAYS = 8;

/** The pace as staff read it before starting a campaign (contract/campaigns.ts). */
export function campaignPace(env: Env): CampaignPace {
  const settings = campaignSettings(env);
  return { perMinute: Math.round(settings.perSecond * 60 * 100) / 100, segmentsPerDay: settings.segmentsPerDay };
}

export function campaignSettings(env: Env): CampaignSettings {
  return {
    perSecond: bounded(env.CAMPAIGN_SENDS_PER_SECOND, 0.01, 50, 1, false),
    segmentsPerDay: bounded(env.CAMPAIGN_SEGMENTS_PER_DAY, 1, 1_000_000, 2000),
    personDays: Math.max(MIN_PERSON_DAYS, bounded(env.CAMPAIGN_PERSON_DAYS, 0, 365, 30)),
    textValiditySeconds: bounded(env.CAMPAIGN_TEXT_VALIDITY_SECONDS, 1, 36_000, 3600),
    replyDays: 7,
  };
}
