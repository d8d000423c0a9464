/**
 * The D1 schema (Drizzle), one table per file; drizzle-kit generates migrations/ from this folder.
 * Everything imports tables from here.
 */
export { inquiries } from "./inquiries";
export { admins } from "./admins";
export { inquiryEvents } from "./inquiryEvents";
export { messages } from "./messages";
export { messageTemplates } from "./messageTemplates";
export { consentEvents } from "./consentEvents";
export { webhookReceipts } from "./webhookReceipts";
export { providerEvents } from "./providerEvents";
export { jobRuns } from "./jobRuns";
export { recoveryCodes } from "./recoveryCodes";
export { sessions } from "./sessions";
export { auditLog } from "./auditLog";
export { staffNotifications } from "./staffNotifications";
export { visits } from "./visits";
export { visitReminders } from "./visitReminders";
export { calendarFeeds } from "./calendarFeeds";
export { studies } from "./studies";
export { studyVersions } from "./studyVersions";
export { prescreens } from "./prescreens";
export { siteContent } from "./siteContent";
export { volunteers } from "./volunteers";
export { volunteerConsents } from "./volunteerConsents";
export { volunteerImportLines, volunteerImports } from "./volunteerImports";
export { volunteerMessages } from "./volunteerMessages";
export { volunteerHashes } from "./volunteerHashes";
export { campaigns, sendPace } from "./campaigns";
export { partners } from "./partners";
export { messagingKeyFingerprints } from "./messagingKeyFingerprints";
export { inquiryExports } from "./inquiryExports";
export { inquiryTerms } from "./inquiryTerms";
