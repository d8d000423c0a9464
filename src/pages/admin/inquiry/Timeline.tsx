import { Trans, useLingui } from "@lingui/react/macro";
import type { InquiryEventDto } from "../../../../contract/inquiryEvents";
import { clinicDateTime } from "../timeText";
import { describeEvent, nextStepLine } from "./eventText";
import { MessageDetails } from "./messages/MessageDetails";

/**
 * The inquiry's history, oldest first: what happened, when, and who did it. Each entry can take focus,
 * so after an action focus moves to the entry it added (the page does not jump to the top).
 */
export function Timeline({ events }: { events: InquiryEventDto[] }) {
  const { i18n } = useLingui();
  if (events.length === 0) {
    return (
      <p className="mt-3 text-slate-600">
        <Trans>Nothing has happened yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4" data-testid="timeline">
      {events.map((event) => {
        const next = nextStepLine(event, i18n);
        return (
          <li
            key={event.id}
            id={`event-${event.id}`}
            tabIndex={-1}
            className="relative rounded focus:outline-2 focus:outline-offset-2 focus:outline-brand-500"
          >
            <p className="font-medium text-slate-900">{describeEvent(event, i18n)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={event.at}>{clinicDateTime(event.at, i18n)}</time>
              {" · "}
              {event.actor ? <bdi>{event.actor.displayName}</bdi> : <Trans>website</Trans>}
            </p>
            {next ? <p className="text-sm text-slate-700">{next}</p> : null}
            {event.reason ? (
              <p dir="auto" className="mt-1 text-slate-800 [unicode-bidi:plaintext]">
                <Trans>Reason:</Trans> {event.reason}
              </p>
            ) : null}
            {event.message ? <MessageDetails message={event.message} /> : null}
            {event.text ? (
              <p dir="auto" className="mt-1 whitespace-pre-wrap text-slate-800 [unicode-bidi:plaintext]">
                {event.text}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
