import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AuditAction } from "../../../../contract/audit";

/** Readable names of the audit log's actions (worker/audit/record.ts). */
export const auditActionLabels: Record<AuditAction, MessageDescriptor> = {
  login_succeeded: msg`Signed in`,
  login_failed: msg`Sign-in failed`,
  logout: msg`Signed out`,
  totp_enabled: msg`Two-step sign-in turned on`,
  totp_reset: msg`Two-step sign-in reset`,
  recovery_code_used: msg`Recovery code used`,
  account_changed: msg`Account changed`,
  inquiry_erased: msg`Personal data erased`,
  retention_purge: msg`Retention purge`,
  export: msg`Export started`,
  export_ended: msg`Export ended`,
  bulk_read: msg`Contact details listed`,
  template_changed: msg`Message template changed`,
  template_approved: msg`Message template approved`,
  calendar_feed_created: msg`Calendar feed created`,
  calendar_feed_revoked: msg`Calendar feed revoked`,
  study_created: msg`Study added`,
  study_draft_saved: msg`Study draft saved`,
  study_settings_changed: msg`Study settings changed`,
  study_version_approved: msg`Study text approved`,
  study_published: msg`Study text published`,
  study_closed: msg`Study closed`,
  study_reopened: msg`Study reopened`,
  study_registry_imported: msg`Study's ClinicalTrials.gov record imported`,
  study_registry_reviewed: msg`Study's registry change marked as reviewed`,
  prescreen_kept: msg`Pre-screen answers kept`,
  registry_imported: msg`Registry list imported`,
  reply_owner_chosen: msg`Reply given to an inquiry`,
};
