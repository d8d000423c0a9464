import type { I18n, MessageDescriptor } from "@lingui/core";
import type { ChannelBlock, MessageChannel, MessageStatus } from "../../../contract/messaging";
import { msg } from "@lingui/core/macro";
import type { ClosingReason } from "../../../contract/closingReasons";
import type { NextStepKind } from "../../../contract/followUp";
import type { InboxSort, InboxView } from "../../../contract/inbox";
import type { ContactMethod, ContactTime, HeardFrom, Interest } from "../../../contract/inquiryFields";
import type { ContactChannel, ContactOutcome } from "../../../contract/inquiryEvents";
import type { InquiryStatus } from "../../../contract/inquiryStatus";
import type { StaffRole } from "../../../contract/staff";
import type { VisitPlace, VisitState, VisitType } from "../../../contract/visits";

/**
 * Staff-facing names of the pipeline's codes (docs/pipeline.md): statuses, channels, outcomes, reasons, next
 * steps, views, roles and the form's choices. The staff area has its own catalog, so its words live
 * here (the CSV export uses the same words, worker/export/labels.ts).
 */
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
  sent: msg`Sent`,
  other: msg`Other`,
};

export const reasonLabels: Record<ClosingReason, MessageDescriptor> = {
  age: msg`Age`,
  diagnosis: msg`Diagnosis`,
  medication: msg`Medication`,
  lab_values: msg`Lab values`,
  distance: msg`Distance or transport`,
  time: msg`No time`,
  travel: msg`Travel`,
  placebo: msg`Afraid of getting placebo`,
  family: msg`Family`,
  no_answer: msg`Never answered`,
  wrong_number: msg`Wrong number`,
  other: msg`Other`,
};

export const nextStepLabels: Record<NextStepKind, MessageDescriptor> = {
  follow_up: msg`Try again`,
  offer_unreachable: msg`Close as unreachable?`,
  custom: msg({ message: "Set by staff", context: "next step" }),
  reply: msg`Answer the reply`,
  visit_outcome: msg`Record the visit's outcome`,
  reschedule: msg`Find a new visit time`,
};

export const viewLabels: Record<InboxView, MessageDescriptor> = {
  due: msg`Due now`,
  mine: msg`Mine`,
  new: msg({ message: "New", context: "inbox view" }),
  open: msg`All open`,
  unread: msg`Unread replies`,
};

export const sortLabels: Record<InboxSort, MessageDescriptor> = {
  waiting: msg`Oldest waiting first`,
  newest: msg`Newest first`,
  next_step: msg`Next follow-up first`,
};

export const roleLabels: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Admin`,
  coordinator: msg`Coordinator`,
};

export const languageNames: Record<"en" | "es", MessageDescriptor> = {
  en: msg`English`,
  es: msg`Spanish`,
};

export const interestLabels: Record<Interest, MessageDescriptor> = {
  heart: msg`Heart condition`,
  diabetes: msg`Diabetes`,
  hypertension: msg`High blood pressure`,
  "asthma-copd": msg`Asthma/COPD`,
  "weight-management": msg`Weight management`,
  "chronic-pain": msg`Chronic pain`,
  other: msg({ message: "Other", context: "area of interest" }),
};

export const contactMethodLabels: Record<ContactMethod, MessageDescriptor> = {
  phone: msg`Phone call`,
  text: msg`Text message`,
  email: msg`Email`,
};

export const contactTimeLabels: Record<ContactTime, MessageDescriptor> = {
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  evening: msg`Evening`,
  any: msg`Any time`,
};

export const heardFromLabels: Record<HeardFrom, MessageDescriptor> = {
  doctor: msg`Their doctor`,
  friend_family: msg`A friend or family member`,
  social_media: msg`Social media`,
  search: msg`An internet search`,
  flyer_event: msg`A flyer or community event`,
  radio_tv: msg`Radio or TV`,
  other: msg({ message: "Other", context: "heard from" }),
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
  not_configured: msg`Not set up on this site yet.`,
  closed: msg`The inquiry is closed.`,
  erased: msg`The inquiry was erased.`,
  unconfirmed: msg`The provider never confirmed it; it was not sent again.`,
};

export const messageChannelLabels: Record<MessageChannel, MessageDescriptor> = {
  text: msg`Text message`,
  email: msg`E-mail`,
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
