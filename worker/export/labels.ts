/**
 * The CSV export's words, in the exporter's language, from the staff catalog (src/locales/{en,es}/staff.po):
 * the pipeline's codes say what the staff screens say (contract/pipelineLabels.ts), and the columns are
 * named here. A new status, outcome or reason without a label fails the typecheck; without its Spanish,
 * the catalog check.
 */
import { setupI18n, type MessageDescriptor, type Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClosingReason } from "../../contract/closingReasons";
import type { NextStepKind } from "../../contract/followUp";
import type { ContactMethod, ContactTime, HeardFrom, Interest } from "../../contract/inquiryFields";
import type { ContactChannel, ContactOutcome } from "../../contract/inquiryEvents";
import type { InquiryStatus } from "../../contract/inquiryStatus";
import type { Language } from "../../contract/language";
import type { PartnerKind } from "../../contract/partners";
import {
  channelLabels,
  contactMethodLabels,
  contactTimeLabels,
  heardFromLabels,
  interestLabels,
  partnerKindLabels,
  languageNames,
  nextStepLabels,
  outcomeLabels,
  reasonLabels,
  statusLabels,
} from "../../contract/pipelineLabels";

export type ExportLabels = {
  columns: Record<ExportColumn, string>;
  status: Record<InquiryStatus, string>;
  reason: Record<ClosingReason, string>;
  channel: Record<ContactChannel, string>;
  outcome: Record<ContactOutcome, string>;
  nextStep: Record<NextStepKind, string>;
  language: Record<Language, string>;
  interest: Record<Interest, string>;
  contactMethod: Record<ContactMethod, string>;
  contactTime: Record<ContactTime, string>;
  heardFrom: Record<HeardFrom, string>;
  partnerKind: Record<PartnerKind, string>;
};

export const EXPORT_COLUMNS = [
  "id",
  "received",
  "status",
  "status_code",
  "closing_reason",
  "closing_reason_code",
  "owner",
  "language",
  "study",
  "interest",
  "source",
  "heard_from",
  "partner",
  "partner_kind",
  "name",
  "email",
  "phone",
  "preferred_contact",
  "preferred_time",
  "message",
  "first_response_business_minutes",
  "attempts",
  "last_attempt_at",
  "last_attempt",
  "last_attempt_code",
  "next_step_at",
  "next_step",
  "next_step_code",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

const columnLabels: Record<ExportColumn, MessageDescriptor> = {
  id: msg`Inquiry`,
  received: msg`Received (Pacific time)`,
  status: msg`Status`,
  status_code: msg`Status code`,
  closing_reason: msg`Closing reason`,
  closing_reason_code: msg`Closing reason code`,
  owner: msg`Owner`,
  language: msg`Language`,
  study: msg`Study`,
  interest: msg`Area of interest`,
  source: msg`Source`,
  heard_from: msg`Heard about us from`,
  partner: msg`Referral partner`,
  partner_kind: msg`Partner kind`,
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
  preferred_contact: msg`Preferred contact`,
  preferred_time: msg`Preferred time`,
  message: msg`Message`,
  first_response_business_minutes: msg`First response (business minutes)`,
  attempts: msg`Contact attempts`,
  last_attempt_at: msg`Last attempt (Pacific time)`,
  last_attempt: msg`Last attempt`,
  last_attempt_code: msg`Last attempt code`,
  next_step_at: msg`Next step (Pacific time)`,
  next_step: msg`Next step`,
  next_step_code: msg`Next step code`,
};

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../src/locales/en/staff.po"),
  es: () => import("../../src/locales/es/staff.po"),
};
const made = new Map<Language, Promise<ExportLabels>>();

/**
 * The export's words in a language. The staff catalog is loaded with the first export in that language,
 * not when the Worker starts: no other request needs it.
 */
export function exportLabels(language: Language): Promise<ExportLabels> {
  let labels = made.get(language);
  if (!labels) {
    labels = catalogs[language]().then(({ messages }) => labelsIn(language, messages));
    made.set(language, labels);
  }
  return labels;
}

function labelsIn(language: Language, messages: Messages): ExportLabels {
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  const words = <Code extends string>(table: Record<Code, MessageDescriptor>) =>
    Object.fromEntries(Object.entries<MessageDescriptor>(table).map(([code, label]) => [code, i18n._(label)])) as Record<Code, string>;
  return {
    columns: words(columnLabels),
    status: words(statusLabels),
    reason: words(reasonLabels),
    channel: words(channelLabels),
    outcome: words(outcomeLabels),
    nextStep: words(nextStepLabels),
    language: words(languageNames),
    interest: words(interestLabels),
    contactMethod: words(contactMethodLabels),
    contactTime: words(contactTimeLabels),
    heardFrom: words(heardFromLabels),
    partnerKind: words(partnerKindLabels),
  };
}
