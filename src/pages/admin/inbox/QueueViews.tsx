import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { INBOX_VIEWS, type InboxView } from "../../../../contract/inbox";
import { viewLabels } from "../labels";

/** The coordinator's queues as tabs of links (each keeps the other filters); "Due now" and "Unread replies" show their counts. */
export function QueueViews({
  current,
  dueCount,
  unreadCount,
  hrefFor,
}: {
  current: InboxView | null;
  dueCount: number;
  unreadCount: number;
  hrefFor: (view: InboxView) => string;
}) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Queues`}>
      <ul className="flex flex-wrap">
        {INBOX_VIEWS.map((view) => (
          <li key={view}>
            <Link
              to={hrefFor(view)}
              aria-current={current === view ? "page" : undefined}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 forced-colors:aria-[current=page]:border-2"
            >
              {i18n._(viewLabels[view])}
              {view === "due" || view === "unread" ? (
                <span className="rounded-full bg-white px-2 text-brand-900 ring-1 ring-brand-700" data-testid={`${view}-count`}>
                  {view === "due" ? dueCount : unreadCount}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
