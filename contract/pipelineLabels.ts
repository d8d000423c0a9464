import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClosingReason } from "./closingReasons";
import type { NextStepKind } from "./followUp";
import type { ContactMethod, ContactTime, HeardFrom, Interest } from "./inquiryFields";
import type { ContactChannel, ContactOutcome } from "./inquiryEvents";
import type { InquiryStatus } from "./inquiryStatus";
import type { PartnerKind } from "./partners";

/**
 * Staff words for the pipeline's codes (docs/pipeline.md): statuses, channels, outcomes, reasons, next steps,
 * languages and the contact form's choices. One table for the staff screens (src/pages/admin/labels.ts) and
 * the CSV export the Worker writes (worker/export/labels.ts); their Spanish is in the staff catalog.
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

/** What kind of referral partner sent someone (docs/partners.md). */
export const partnerKindLabels: Record<PartnerKind, MessageDescriptor> = {
  physician_office: msg`Doctor's office`,
  promotora: msg`Promotora`,
  community_organization: msg`Community organization`,
  event: msg`Event`,
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
