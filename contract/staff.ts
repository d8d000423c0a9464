/** Staff roles (DESIGN §6): coordinators work inquiries; admins also manage accounts, export, erase and audit. */
export const STAFF_ROLES = ["coordinator", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
