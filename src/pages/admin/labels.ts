import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ChannelBlock, MessageChannel, MessageStatus } from "../../../contract/messaging";
import { msg } from "@lingui/core/macro";
import type { InboxSort, InboxView } from "../../../contract/inbox";
import type { StaffRole } from "../../../contract/staff";
import type { StudyCategory } from "../../../contract/studies";
import type { VisitPlace, VisitState, VisitType } from "../../../contract/visits";
import type { ContactChannel } from "../../../contract/inquiryEvents";
import { channelLabels } from "../../../contract/pipelineLabels";

/**
 * Staff-facing names of codes: the pipeline's (statuses, channels, outcomes, reasons, next steps, the form's
 * choices) come from contract/pipelineLabels.ts, which the CSV export shares; the screens' own are here.
 */
export { channelLabels };
export {
  contactMethodLabels,
  contactTimeLabels,
  heardFromLabels,
  interestLabels,
  languageNames,
  nextStepLabels,
  outcomeLabels,
  partnerKindLabels,
  reasonLabels,
  statusLabels,
} from "../../../contract/pipelineLabels";

export const viewLabels: Record<InboxView, MessageDescriptor> = {
  due: msg`Due now`,
  mine: msg`Mine`,
  new: msg({ message: "New", context: "inbox view" }),
  open: msg`All open`,
  unread: msg`Unread replies`,
};

export const sortLabels: Record<InboxSort, MessageDescriptor> = {
  attention: msg`Unread replies and first calls first, then follow-ups`,
  waiting: msg`Oldest waiting first`,
  newest: msg`Newest first`,
  next_step: msg`Next follow-up first`,
};

export const roleLabels: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Admin`,
  coordinator: msg`Coordinator`,
};

export const messageStatusLabels: Record<MessageStatus, MessageDescriptor> = {
  queued: msg({ message: "Waiting to go out", context: "message status" }),
  sending: msg({ message: "Sending", context: "message status" }),
  sent: msg({ message: "Sent", context: "message status" }),
  delivered: msg({ message: "Delivered", context: "message status" }),
  failed: msg({ message: "Not delivered", context: "message status" }),
  cancelled: msg({ message: "Not sent", context: "message status" }),
  received: msg({ message: "Received", context: "message status" }),
};

/** Why staff cannot write on a channel (contract/messaging.ts), also a cancelled message's reason. */
export const blockLabels: Record<ChannelBlock | "erased" | "unconfirmed", MessageDescriptor> = {
  no_consent: msg`The person did not agree to this.`,
  opted_out: msg`The person asked us to stop (opted out).`,
  no_address: msg`No usable number or address in the inquiry.`,
  country_not_allowed: msg`This site does not text numbers of that country.`,
  not_textable: msg`This number cannot get texts from us (a toll-free, premium, unassigned or non-US number).`,
  paused: msg`Texts are paused: a reply may ask us to stop. Decide below before texting again.`,
  not_configured: msg`Not set up on this site yet.`,
  closed: msg`The inquiry is closed.`,
  erased: msg`The inquiry was erased.`,
  unconfirmed: msg`The provider never confirmed it; it was not sent again.`,
};

export const messageChannelLabels: Record<MessageChannel, MessageDescriptor> = {
  text: msg`Text message`,
  email: msg`E-mail`,
};

/**
 * The study categories' names for the staff forms. The public pages' names (src/content/categories.ts) are in
 * the `pages` catalog, which the staff area never loads.
 */
export const studyCategoryLabels: Record<StudyCategory, MessageDescriptor> = {
  cardiology: msg`Cardiology`,
  gastroenterology: msg`Gastroenterology`,
  infectious: msg`Infectious Diseases`,
  vaccines: msg`Vaccines`,
  nephrology: msg`Nephrology`,
  pulmonology: msg`Pulmonology`,
  endocrinology: msg`Endocrinology`,
  pain: msg`Pain Management`,
};

export const visitTypeLabels: Record<VisitType, MessageDescriptor> = {
  phone_screen: msg`Phone screen`,
  screening_visit: msg`Screening visit`,
  other: msg({ message: "Other visit", context: "visit type" }),
};

export const visitStateLabels: Record<VisitState, MessageDescriptor> = {
  booked: msg`Booked`,
  confirmed: msg`Confirmed`,
  attended: msg`Came`,
  no_show: msg`Did not come`,
  cancelled: msg`Cancelled`,
  rescheduled: msg`Moved`,
};

export const visitPlaceLabels: Record<VisitPlace, MessageDescriptor> = {
  clinic: msg`At the clinic`,
  phone: msg`By phone`,
  other: msg({ message: "Somewhere else", context: "visit place" }),
};

/** Why a visit message or reminder did not go (channel blocks, and the visit's own reasons). */
export const visitSkipLabels: Record<string, MessageDescriptor> = {
  no_consent: msg`no consent on this channel`,
  opted_out: msg`the person opted out`,
  no_address: msg`no usable number or address`,
  country_not_allowed: msg`this site does not text that country`,
  not_textable: msg`this number cannot get texts`,
  paused: msg`texts paused until staff decide`,
  not_configured: msg`channel not set up`,
  closed: msg`inquiry closed`,
  no_approved_template: msg`no approved template`,
  too_late: msg`too close to the visit`,
  superseded: msg`a later reminder went instead`,
  confirmed: msg`already confirmed and reminded`,
  erased: msg`personal data erased`,
};

/** A message or reminder that did not go: its channel and why ("Text message (the person opted out)"). */
export const notSentText = (item: { channel: ContactChannel; reason: string }, i18n: I18n) =>
  `${i18n._(channelLabels[item.channel])} (${i18n._(visitSkipLabels[item.reason] ?? visitSkipLabels.closed!)})`;
