import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ContactChannel, ContactOutcome } from "../../../contract/inquiryEvents";
import type { InquiryStatus } from "../../../contract/inquiryStatus";
import type { StaffRole } from "../../../contract/staff";

/** Staff-facing names of the pipeline's statuses, channels, outcomes and roles (DESIGN §7). */
export const statusLabels: Record<InquiryStatus, MessageDescriptor> = {
  new: msg`New`,
  contacting: msg`Contacting`,
  scheduled: msg`Screening scheduled`,
  enrolled: msg`Enrolled`,
  not_eligible: msg`Not eligible`,
  not_interested: msg`Not interested`,
  unreachable: msg`Unreachable`,
  duplicate: msg`Duplicate`,
  spam: msg`Spam`,
  resolved: msg`Resolved`,
};

export const channelLabels: Record<ContactChannel, MessageDescriptor> = {
  phone: msg`Phone`,
  text: msg`Text message`,
  email: msg`Email`,
  in_person: msg`In person`,
};

export const outcomeLabels: Record<ContactOutcome, MessageDescriptor> = {
  reached: msg`Reached`,
  no_answer: msg`No answer`,
  left_message: msg`Left a message`,
  wrong_number: msg`Wrong number`,
  other: msg`Other`,
};

export const roleLabels: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Admin`,
  coordinator: msg`Coordinator`,
};

export const languageNames: Record<"en" | "es", MessageDescriptor> = {
  en: msg`English`,
  es: msg`Spanish`,
};
