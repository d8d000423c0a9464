/** What the staff e-mail outbox holds (worker/db/schema/staffNotifications.ts). */
export const STAFF_NOTIFICATION_KINDS = ["new_inquiry", "reply"] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];
export const STAFF_NOTIFICATION_OUTCOMES = ["sent", "unconfigured", "failed", "unconfirmed"] as const;
export type StaffNotificationOutcome = (typeof STAFF_NOTIFICATION_OUTCOMES)[number];
