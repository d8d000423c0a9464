import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VisitResultDto } from "../../../../../contract/visits";
import { channelLabels, notSentText, visitStateLabels } from "../../labels";
import { clinicDateTime } from "../../timeText";

/** What a visit's change did, and what was (and was not) sent to the person: announced, and in a notification. */
export function visitAnnouncement(
  { result, what, before }: { result: VisitResultDto; what: "booked" | "moved" | "changed"; before: string },
  i18n: I18n,
): string {
  const state = i18n._(visitStateLabels[result.visit.state]);
  const done =
    what === "booked"
      ? i18n._(msg`Visit booked for ${clinicDateTime(result.visit.startAt, i18n)}.`)
      : what === "moved"
        ? i18n._(msg`Visit moved to ${clinicDateTime(result.visit.startAt, i18n)}.`)
        : i18n._(msg`Visit of ${clinicDateTime(before || result.visit.startAt, i18n)}: ${state}.`);
  return [done, sentLine(result, i18n)].filter(Boolean).join(" ");
}

/** What a visit's change sent to the person, and on which channel it did not go and why. */
function sentLine(result: VisitResultDto, i18n: I18n): string {
  const sent = result.messages.sent.map((channel) => i18n._(channelLabels[channel])).join(", ");
  const notSent = result.messages.notSent.map((item) => notSentText(item, i18n)).join(", ");
  if (sent && notSent) return i18n._(msg`Sent to the person by ${sent}; not by ${notSent}.`);
  if (sent) return i18n._(msg`Sent to the person by ${sent}.`);
  if (notSent) return i18n._(msg`Nothing sent to the person: ${notSent}.`);
  return "";
}
