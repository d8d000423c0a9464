import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FormProblem } from "../../../../contract/contactForm";

/** What the form says beside its Submit button when a message was not sent: in words, never a status code. */
export const problemText: Record<FormProblem, MessageDescriptor> = {
  fields: msg`Please correct the highlighted fields.`,
  rate_limited: msg`Too many messages were sent from your connection. Please wait a minute and try again. What you typed is still here.`,
  storage_unavailable: msg`Our system is busy for a moment. Please try again in a few seconds. What you typed is still here.`,
  study_closed: msg`This study is no longer taking new participants, so we took it off your message. Press Submit to send your message without it.`,
  answers: msg`Some answers to the study's questions are missing. Please answer the questions again.`,
  offline: msg`We could not reach our server. Check your connection and try again. What you typed is still here.`,
  failed: msg`Something went wrong on our side. Please try again later. What you typed is still here.`,
};
