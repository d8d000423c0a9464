import { parseConfirmationDays } from "../contract/enrollment";
import { parsePrescreenAnswerDays, parseRetentionDays } from "../contract/retention";
import { parseRegistryConsentMonths, parseRegistryRetentionDays } from "../contract/registrySettings";
/** Typed reading of the plain-text vars in wrangler.toml, with safe defaults. */
export function requireTotp(env: Env): boolean {
  return env.REQUIRE_TOTP !== "false";
}

export function retentionDays(env: Env): number {
  return parseRetentionDays(env.RETENTION_DAYS);
}

/** The configured public origin (scheme + host), without a trailing slash. */
export function siteOrigin(env: Env): string {
  return new URL(env.SITE_ORIGIN).origin;
}

/**
 * Secret (`wrangler secret put AUDIT_HMAC_KEY`) that keys the audit log's hashes of client networks.
 * Secrets are not in wrangler.toml, so the generated Env type does not list them. These hashes are only
 * written, never looked up, so after a rotation new entries simply carry the new key's hashes (docs/operations.md,
 * section 8).
 */
export function auditHmacKey(env: Env): string | undefined {
  const value = (env as unknown as Record<string, unknown>).AUDIT_HMAC_KEY;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/**
 * Secret (`wrangler secret put SECOND_FACTOR_KEY`) under which the staff's second-factor (TOTP) seeds are
 * encrypted in D1 (worker/auth/seedCipher.ts). Without it no seed is enrolled.
 */
export function secondFactorKey(env: Env): string | undefined {
  const value = (env as unknown as Record<string, unknown>).SECOND_FACTOR_KEY;
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : undefined;
}

/** Recipients of staff e-mail (STAFF_NOTIFY_TO, comma separated); empty when none is configured. */
export function staffRecipients(env: Env): string[] {
  return (env.STAFF_NOTIFY_TO ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter((address) => /^[^\s@]+@[^\s@]+$/.test(address));
}

/** Business minutes after which an open inquiry with no contact attempt is overdue. */
export function responseTargetMinutes(env: Env): number {
  const minutes = Number(env.RESPONSE_TARGET_MINUTES);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : 60;
}

/** Days a closed study's page says "no longer enrolling" before it answers 410 Gone (docs/studies.md). */
export function closedStudyPageDays(env: Env): number {
  const days = Number(env.CLOSED_STUDY_PAGE_DAYS);
  return Number.isInteger(days) && days >= 0 ? days : 180;
}

/**
 * Days a study's "still recruiting" confirmation counts for (STUDY_CONFIRMATION_DAYS, 90 unless set): older,
 * the pages drop "Now Enrolling" and staff are asked to confirm it (contract/enrollment.ts).
 */
export function studyConfirmationDays(env: Env): number {
  return parseConfirmationDays(env.STUDY_CONFIRMATION_DAYS);
}

/** What reading the published studies needs from the configuration (worker/studies/store.ts). */
export function studySettings(env: Env): { closedPageDays: number; confirmationDays: number } {
  return { closedPageDays: closedStudyPageDays(env), confirmationDays: studyConfirmationDays(env) };
}

/** Days the pre-screening answers of people who did not fit are kept (docs/prescreen.md); 30 unless set. */
export function prescreenAnswerDays(env: Env): number {
  return parsePrescreenAnswerDays(env.PRESCREEN_ANSWER_DAYS);
}

/** Months a registry consent lasts unless renewed (REGISTRY_CONSENT_MONTHS, docs/registry.md); 12 unless set. */
export function registryConsentMonths(env: Env): number {
  return parseRegistryConsentMonths(env.REGISTRY_CONSENT_MONTHS);
}

/** Days the details of someone who left the registry or let it lapse are kept (REGISTRY_RETENTION_DAYS); 30 unless set. */
export function registryRetentionDays(env: Env): number {
  return parseRegistryRetentionDays(env.REGISTRY_RETENTION_DAYS);
}
