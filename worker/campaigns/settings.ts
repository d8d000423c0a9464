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

export function campaignSettings(env: Env): CampaignSettings {
  return {
    perSecond: bounded(env.CAMPAIGN_SENDS_PER_SECOND, 0.01, 50, 1, false),
    segmentsPerDay: bounded(env.CAMPAIGN_SEGMENTS_PER_DAY, 1, 1_000_000, 2000),
    personDays: bounded(env.CAMPAIGN_PERSON_DAYS, 0, 365, 30),
    textValiditySeconds: bounded(env.CAMPAIGN_TEXT_VALIDITY_SECONDS, 1, 36_000, 3600),
    replyDays: 7,
  };
}
