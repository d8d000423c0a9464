import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VolunteerConsentAction, VolunteerConsentState, VolunteerMessageKind, VolunteerSource } from "../../../../contract/volunteers";
import type { LastContacted } from "../../../../contract/volunteerList";
import type { CampaignReply } from "../../../../contract/campaigns";

/** Where a person's yes to the list for future studies stands. */
export const consentStateLabels: Record<VolunteerConsentState, MessageDescriptor> = {
  active: msg({ message: "Active", context: "registry consent" }),
  renewal_due: msg({ message: "Renewal due", context: "registry consent" }),
  expired: msg({ message: "Expired", context: "registry consent" }),
  withdrawn: msg({ message: "Left the list", context: "registry consent" }),
};

/** Where the yes was given. */
export const sourceLabels: Record<VolunteerSource, MessageDescriptor> = {
  web: msg({ message: "Website", context: "registry source" }),
  event_sheet: msg({ message: "Event sign-up sheet", context: "registry source" }),
  import: msg({ message: "Clinic list import", context: "registry source" }),
  phone: msg({ message: "By phone with staff", context: "registry source" }),
};

/** What happened to the yes, in the person's consent history. */
export const consentActionLabels: Record<VolunteerConsentAction, MessageDescriptor> = {
  granted: msg({ message: "Said yes", context: "registry consent history" }),
  renewed: msg({ message: "Renewed", context: "registry consent history" }),
  withdrawn: msg({ message: "Left the list", context: "registry consent history" }),
  expired: msg({ message: "Ended without renewal", context: "registry consent history" }),
};

/** Which of the list's messages it was. */
export const volunteerMessageKindLabels: Record<VolunteerMessageKind, MessageDescriptor> = {
  confirmation: msg({ message: "Welcome, with their link", context: "registry message" }),
  renewal: msg({ message: "Reminder to renew", context: "registry message" }),
  invitation: msg({ message: "Invitation to a study", context: "registry message" }),
};

/** Why one of the list's messages did not go (worker/volunteers/messages/send.ts); a provider's code is shown as it is. */
export const volunteerMessageReasonLabels: Record<string, MessageDescriptor> = {
  erased: msg({ message: "The person's details were erased.", context: "registry message" }),
  not_configured: msg({ message: "Not set up on this site yet.", context: "registry message" }),
  country_not_allowed: msg({ message: "This site does not text numbers of that country.", context: "registry message" }),
  paused: msg({
    message: "Texts to this number are paused until staff read a reply that may ask us to stop.",
    context: "registry message",
  }),
  not_textable: msg({
    message: "This number cannot get texts from us (a toll-free, premium, unassigned or non-US number).",
    context: "registry message",
  }),
  superseded: msg({ message: "Their yes was renewed or ended before it went.", context: "registry message" }),
  closed: msg({
    message: "They may no longer be reached this way (they opted out, unsubscribed or left the list).",
    context: "registry message",
  }),
  consent_changed: msg({ message: "Their yes or opt-out changed after the campaign started.", context: "registry message" }),
  person_cap: msg({ message: "They had another invitation in the last days (one per person at a time).", context: "registry message" }),
  campaign_cancelled: msg({ message: "The campaign was cancelled.", context: "registry message" }),
  monthly_limit: msg({
    message: "The list already sent this number 4 texts in the last 30 days (its promise).",
    context: "registry message",
  }),
  daily_limit: msg({ message: "The site sent its most confirmation texts for one day; it did not go.", context: "registry message" }),
  number_daily_limit: msg({
    message: "This number got the text that asks for YES less than a day ago; one went, this one did not.",
    context: "registry message",
  }),
};

/** The "last contacted" filter's choices. */
export const lastContactedLabels: Record<LastContacted, MessageDescriptor> = {
  never: msg({ message: "Never", context: "registry last contacted" }),
  within_30_days: msg({ message: "In the last 30 days", context: "registry last contacted" }),
  not_within_30_days: msg({ message: "Not in the last 30 days", context: "registry last contacted" }),
  not_within_90_days: msg({ message: "Not in the last 90 days", context: "registry last contacted" }),
};

/** A person's answer to an invitation (their messages, and the campaign's list). */
export const replyLabels: Record<CampaignReply, MessageDescriptor> = {
  yes: msg({ message: "Yes", context: "campaign reply" }),
  no: msg({ message: "No", context: "campaign reply" }),
  stop: msg({ message: "STOP", context: "campaign reply" }),
  other: msg({ message: "Other words", context: "campaign reply" }),
};
