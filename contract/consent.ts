/**
 * Versions of the consent statement shown beside the contact form's checkbox. When its wording changes,
 * add a version (keep the old ones: stored inquiries refer to them) and make it the current one.
 */
export const CONSENT_VERSIONS = ["2026-11-23", "2026-11-23.2"] as const;
export type ConsentVersion = (typeof CONSENT_VERSIONS)[number];
// 2026-11-23.2: plain wording, and "privacy policy" links to /privacy.
export const CURRENT_CONSENT_VERSION: ConsentVersion = "2026-11-23.2";

/**
 * Versions of the text-message statement beside its checkbox on the contact form. When the wording
 * changes, add a version and make it the current one (ledger entries refer to the old ones).
 */
export const SMS_CONSENT_VERSIONS = ["2026-11-23"] as const;
export type SmsConsentVersion = (typeof SMS_CONSENT_VERSIONS)[number];
export const CURRENT_SMS_CONSENT_VERSION: SmsConsentVersion = "2026-11-23";
