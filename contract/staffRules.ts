/**
 * The rules of staff accounts, without the validation library so the Node CLI can import them too.
 * Roles (docs/product.md): coordinators work inquiries; admins also manage accounts, export, erase and audit.
 */
export const STAFF_ROLES = ["coordinator", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_USERNAME_PATTERN = /^[a-z0-9._-]{3,64}$/;
export const MIN_PASSWORD_LENGTH = 12;
