/**
 * Versions of the consent statement shown beside the contact form's checkbox. When its wording changes,
 * add a version (keep the old ones: stored inquiries refer to them) and make it the current one.
 */
export const CONSENT_VERSIONS = ["2026-11-23", "2026-11-23.2", "2026-11-25", "2026-11-28"] as const;
export type ConsentVersion = (typeof CONSENT_VERSIONS)[number];
// 2026-11-23.2: plain wording, and "privacy policy" links to /privacy.
// 2026-11-25: promises no more than the privacy policy ("used and kept only as our privacy policy explains",
// not "stays private"), issue #37.
// 2026-11-28: plainer words (a sixth-grade reading level, INFLESZ 65 or more in Spanish), issue #50.
export const CURRENT_CONSENT_VERSION: ConsentVersion = "2026-11-28";

/**
 * Versions of the text-message statement beside its checkbox on the contact form. When the wording
 * changes, add a version and make it the current one (ledger entries refer to the old ones; the words of
 * each version are in contract/smsConsentStatements.ts).
 */
export const SMS_CONSENT_VERSIONS = ["2026-11-23", "2026-11-25", "2026-11-28"] as const;
export type SmsConsentVersion = (typeof SMS_CONSENT_VERSIONS)[number];
// 2026-11-25: names the sender, says "up to 10 a month" (it was 4, fewer than one visit sends), the
// carriers' "Msg & data rates may apply", and HELP and STOP (issue #37).
// 2026-11-28: the same promise in plainer Spanish (INFLESZ 65 or more), issue #50.
export const CURRENT_SMS_CONSENT_VERSION: SmsConsentVersion = "2026-11-28";

/**
 * The most texts the site sends one number in any 30 days: what the statement promises ("up to 10 a
 * month"), and what the outbox enforces at send time (worker/messaging/textCap.ts). Decided from what a
 * visit needs (docs/messaging.md, "How many texts"): the form's confirmation (1); a visit booked 4 days or
 * more ahead: its invitation, the 72 h, 24 h and 2 h reminders and the answer to the person's "1" or "2" (5);
 * the same visit moved once: the "moved" text and its reminders again (4). A visit booked closer gets fewer
 * reminders (contract/visitReminders.ts), and a confirmed one only one. The answers to STOP, HELP and
 * START are not counted: carriers require them.
 */
export const SMS_TEXTS_PER_MONTH = 10;
