import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CampaignState, FunnelStep } from "../../../../contract/campaigns";

export const campaignStateLabels: Record<CampaignState, MessageDescriptor> = {
  draft: msg({ message: "Draft", context: "campaign state" }),
  running: msg({ message: "Sending", context: "campaign state" }),
  paused: msg({ message: "Paused", context: "campaign state" }),
  done: msg({ message: "Done", context: "campaign state" }),
  cancelled: msg({ message: "Cancelled", context: "campaign state" }),
};

/** The funnel's rows (contract/campaigns.ts FUNNEL_STEPS): each counts people. */
export const funnelStepLabels: Record<FunnelStep, MessageDescriptor> = {
  audience: msg({ message: "In the audience", context: "campaign funnel" }),
  sent: msg({ message: "Sent", context: "campaign funnel" }),
  delivered: msg({ message: "Delivered", context: "campaign funnel" }),
  failed: msg({ message: "Failed", context: "campaign funnel" }),
  not_sent: msg({ message: "Not sent (held back at sending)", context: "campaign funnel" }),
  replied_yes: msg({ message: "Replied yes", context: "campaign funnel" }),
  replied_no: msg({ message: "Replied no", context: "campaign funnel" }),
  replied_stop: msg({ message: "Replied STOP", context: "campaign funnel" }),
  replied_other: msg({ message: "Replied something else", context: "campaign funnel" }),
  prescreened: msg({ message: "Answered the questions", context: "campaign funnel" }),
  inquiries: msg({ message: "Became inquiries", context: "campaign funnel" }),
  visits_booked: msg({ message: "Visit booked", context: "campaign funnel" }),
  attended: msg({ message: "Came to the visit", context: "campaign funnel" }),
  enrolled: msg({ message: "Enrolled", context: "campaign funnel" }),
};
