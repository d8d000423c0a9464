/**
 * How long the site keeps what people send (docs/security-privacy.md), read by the Worker's purge and by the privacy
 * policy, so the page always states the configured period.
 */
export const DEFAULT_RETENTION_DAYS = 365;
/** Messages marked as spam lose their content after this many days. */
export const SPAM_RETENTION_DAYS = 30;

/** `RETENTION_DAYS` from wrangler.toml: a whole number of days after closing; anything else is the default. */
export function parseRetentionDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS;
}

/** Pre-screening answers of people who did not fit a study are erased after this many days (PRESCREEN_ANSWER_DAYS). */
export const DEFAULT_PRESCREEN_ANSWER_DAYS = 30;

/** `PRESCREEN_ANSWER_DAYS` from wrangler.toml: a whole number of days; anything else is the default. */
export function parsePrescreenAnswerDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_PRESCREEN_ANSWER_DAYS;
}
