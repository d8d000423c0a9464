import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TemplatePurpose } from "../../../../contract/messageTemplates";

/** What a template is for (contract/messageTemplates.ts), as the templates screen names it. */
export const purposeLabels: Record<TemplatePurpose, MessageDescriptor> = {
  general: msg`Staff messages`,
  visit_invitation: msg`Visit booked (invitation)`,
  visit_update: msg`Visit moved`,
  visit_cancelled: msg`Visit cancelled`,
  visit_reminder: msg`Visit reminder`,
  campaign_invitation: msg`Campaign invitation (list for future studies)`,
};
