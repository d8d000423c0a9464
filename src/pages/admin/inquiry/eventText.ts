import type { I18n } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import type { InquiryEventDto } from "../../../../contract/inquiryEvents";
import { channelLabels, nextStepLabels, outcomeLabels, reasonLabels, statusLabels, visitTypeLabels } from "../labels";
import { clinicDateTime } from "../timeText";

/** One line saying what a timeline event did, in the staff member's language. */
export function describeEvent(event: InquiryEventDto, i18n: I18n): string {
  switch (event.type) {
    case "created":
      return i18n._(msg`Inquiry received from the website`);
    case "note":
      return i18n._(msg`Note`);
    case "contact_attempt": {
      const channel = event.channel ? i18n._(channelLabels[event.channel]) : "";
      const outcome = event.outcome ? i18n._(outcomeLabels[event.outcome]) : "";
      return t(i18n)`Contact attempt by ${channel}: ${outcome}`;
    }
    case "status": {
      const from = event.fromStatus ? i18n._(statusLabels[event.fromStatus]) : "";
      const to = event.toStatus ? i18n._(statusLabels[event.toStatus]) : "";
      if (event.reasonCode) {
        const reason = i18n._(reasonLabels[event.reasonCode]);
        return t(i18n)`Status: ${from} → ${to} (${reason})`;
      }
      return t(i18n)`Status: ${from} → ${to}`;
    }
    case "assign": {
      const name = event.assignee?.displayName ?? "";
      return event.assignee ? t(i18n)`Assigned to ${name}` : i18n._(msg`Owner removed`);
    }
    case "next_step": {
      if (!event.nextStep) return i18n._(msg`Next step cleared`);
      const when = clinicDateTime(event.nextStep.at, i18n);
      return t(i18n)`Next step set for ${when}`;
    }
    case "erased":
      return i18n._(msg`Personal data erased`);
    case "notification_failed":
      return i18n._(msg`Staff notification failed`);
    case "message":
      return messageLine(event, i18n);
    case "consent":
      return consentLine(event, i18n);
    case "visit":
      return visitLine(event, i18n);
    case "possible_opt_out":
      return i18n._(msg`Possible opt-out: this text may ask us to stop texting. Read it before texting again.`);
  }
}

function visitLine(event: InquiryEventDto, i18n: I18n): string {
  const visit = event.visit;
  if (!visit) return i18n._(msg`Visit`);
  const type = i18n._(visitTypeLabels[visit.type]);
  const when = clinicDateTime(visit.startAt, i18n);
  switch (visit.action) {
    case "booked":
      return t(i18n)`${type} booked for ${when}`;
    case "rescheduled":
      return t(i18n)`${type} moved to ${when}`;
    case "confirmed":
      return visit.by === "person" ? t(i18n)`The person confirmed the ${type} of ${when} by reply` : t(i18n)`${type} of ${when} confirmed`;
    case "attended":
      return t(i18n)`Came to the ${type} of ${when}`;
    case "no_show":
      return t(i18n)`Did not come to the ${type} of ${when}`;
    case "cancelled":
      return visit.by === "person"
        ? t(i18n)`${type} of ${when} cancelled by the person`
        : t(i18n)`${type} of ${when} cancelled by the clinic`;
    case "change_requested":
      return t(i18n)`The person asked to change the ${type} of ${when}`;
  }
}

function messageLine(event: InquiryEventDto, i18n: I18n): string {
  const message = event.message;
  if (!message) return i18n._(msg`Message`);
  const text = message.channel === "text";
  if (message.direction === "in") return text ? i18n._(msg`Text received`) : i18n._(msg`E-mail received`);
  switch (message.origin) {
    case "confirmation":
      return text ? i18n._(msg`Confirmation text to the person`) : i18n._(msg`Confirmation e-mail to the person`);
    case "keyword_reply":
    case "visit_reply":
      return text ? i18n._(msg`Automatic answer by text`) : i18n._(msg`Automatic answer by e-mail`);
    case "visit_invitation":
      return text ? i18n._(msg`Visit invitation by text`) : i18n._(msg`Visit invitation by e-mail, with a calendar file`);
    case "visit_update":
      return text ? i18n._(msg`Visit change by text`) : i18n._(msg`Visit change by e-mail, with a calendar file`);
    case "visit_reminder":
      return text ? i18n._(msg`Visit reminder by text`) : i18n._(msg`Visit reminder by e-mail`);
    default: {
      const template = message.templateName;
      if (template)
        return text ? t(i18n)`Text to the person (template “${template}”)` : t(i18n)`E-mail to the person (template “${template}”)`;
      return text ? i18n._(msg`Text to the person`) : i18n._(msg`E-mail to the person`);
    }
  }
}

function consentLine(event: InquiryEventDto, i18n: I18n): string {
  const text = event.channel === "text";
  if (event.consentAction === "granted") return text ? i18n._(msg`Agreed to get texts`) : i18n._(msg`Agreed to get e-mails`);
  if (event.consentAction === "paused") return i18n._(msg`Texts paused: a reply may ask us to stop`);
  return text ? i18n._(msg`Stopped texts (opted out)`) : i18n._(msg`Stopped e-mails (unsubscribed)`);
}

/** What an attempt set up next, as the timeline shows under it. */
export function nextStepLine(event: InquiryEventDto, i18n: I18n): string | null {
  if ((event.type !== "contact_attempt" && event.type !== "message") || !event.nextStep) return null;
  const what = i18n._(nextStepLabels[event.nextStep.kind]);
  const when = clinicDateTime(event.nextStep.at, i18n);
  return t(i18n)`Next: ${what}, ${when}`;
}
