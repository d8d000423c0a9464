import { pageLimitSchema, z } from "./zod";

/** What the audit log records (docs/security-privacy.md). */
export const AUDIT_ACTIONS = [
  "login_succeeded",
  "login_failed",
  "logout",
  "totp_enabled",
  "totp_reset",
  "recovery_code_used",
  "account_changed",
  "inquiry_erased",
  "registry_person_erased",
  "retention_purge",
  "export",
  "export_ended",
  "bulk_read",
  "template_changed",
  "template_approved",
  "calendar_feed_created",
  "calendar_feed_revoked",
  "study_created",
  "study_draft_saved",
  "study_settings_changed",
  "study_version_approved",
  "study_published",
  "study_closed",
  "study_reopened",
  "study_registry_imported",
  "study_registry_reviewed",
  "prescreen_kept",
  "reply_owner_chosen",
  "texts_pause_decided",
  "registry_imported",
  "campaign_created",
  "campaign_started",
  "campaign_paused",
  "campaign_resumed",
  "campaign_cancelled",
  "partner_created",
  "partner_changed",
  "partner_link_issued",
  "partner_link_revoked",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, { error: "invalid" })
    .optional(),
  limit: pageLimitSchema,
});

export type AuditEntryDto = {
  id: number;
  at: string;
  action: AuditAction;
  actor: { id: number; username: string | null } | null;
  targetType: string | null;
  targetId: string | null;
  /** The account's username (login events of an existing account). */
  username: string | null;
  /** A login under a name that is no account: a keyed hash of what was typed, never the text. */
  usernameHash: string | null;
  ipHash: string | null;
  detail: Record<string, unknown> | null;
};

export type AuditPageDto = { items: AuditEntryDto[]; nextCursor: string | null };
