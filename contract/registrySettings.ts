/**
 * The registry's two settings (wrangler.toml [vars], docs/registry.md), read by the Worker and, for the
 * privacy policy's words, by the build. No imports: the build's Node scripts load this file as it is.
 */
/** How long a registry consent lasts unless renewed (REGISTRY_CONSENT_MONTHS). */
export const DEFAULT_REGISTRY_CONSENT_MONTHS = 12;
export function parseRegistryConsentMonths(value: string | undefined): number {
  const months = Number(value);
  return Number.isInteger(months) && months > 0 && months <= 36 ? months : DEFAULT_REGISTRY_CONSENT_MONTHS;
}

/** Days the details of someone who left the registry or let it lapse are kept (REGISTRY_RETENTION_DAYS). */
export const DEFAULT_REGISTRY_RETENTION_DAYS = 30;

export function parseRegistryRetentionDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_REGISTRY_RETENTION_DAYS;
}
