import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VolunteerConsentAction, VolunteerConsentState, VolunteerSource } from "../../../../contract/volunteers";

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
