import { Trans, useLingui } from "@lingui/react/macro";
import type { InquiryEventDto } from "../../../../contract/inquiryEvents";
import { describeEvent } from "./eventText";

/** The inquiry's history, oldest first: what happened, when, and who did it. */
export function Timeline({ events }: { events: InquiryEventDto[] }) {
  const { i18n } = useLingui();
  const locale = i18n.locale === "es" ? "es-MX" : "en-US";
  if (events.length === 0) {
    return (
      <p className="mt-3 text-slate-600">
        <Trans>Nothing has happened yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-brand-200 pl-4" data-testid="timeline">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <p className="font-medium text-slate-900">{describeEvent(event, i18n)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{new Date(event.at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}</time>
            {" · "}
            {event.actor ? <bdi>{event.actor.displayName}</bdi> : <Trans>website</Trans>}
          </p>
          {event.reason ? (
            <p dir="auto" className="mt-1 text-slate-800 [unicode-bidi:plaintext]">
              <Trans>Reason:</Trans> {event.reason}
            </p>
          ) : null}
          {event.text ? (
            <p dir="auto" className="mt-1 whitespace-pre-wrap text-slate-800 [unicode-bidi:plaintext]">
              {event.text}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
