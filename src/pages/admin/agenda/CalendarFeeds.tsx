import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { CalendarFeedDto } from "../../../../contract/visits";
import { describeError } from "../../../api/errorText";
import { createCalendarFeed, fetchCalendarFeeds, revokeCalendarFeed } from "../../../api/visits";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { useAuthFailure, useStaffSession } from "../session";
import { clinicDateTime } from "../timeText";
import { TextInput } from "../../../ui/form/TextInput";

/**
 * Calendar feeds (docs/visits.md): a secret link a calendar program subscribes to, holding only times, study
 * codes, initials and links. The link is shown once; making a new one stops the old one. Admins see and
 * revoke everyone's.
 */
export function CalendarFeeds() {
  const { t, i18n } = useLingui();
  const { token, me } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const [feeds, setFeeds] = useState<CalendarFeedDto[] | null>(null);
  const [url, setUrl] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchCalendarFeeds(token, controller.signal).then(
      ({ feeds }) => setFeeds(feeds),
      (failure: unknown) => {
        if (!controller.signal.aborted && !handleAuthFailure(failure)) setError(describeError(failure, i18n));
      },
    );
    return () => controller.abort();
  }, [token, handleAuthFailure, i18n]);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError("");
    try {
      await action();
    } catch (failure) {
      if (!handleAuthFailure(failure)) setError(describeError(failure, i18n));
    } finally {
      setBusy(false);
    }
  };
  const make = () =>
    run(async () => {
      const made = await createCalendarFeed(token);
      setUrl(made.url);
      setFeeds(made.feeds);
    });
  const revoke = (feed: CalendarFeedDto) =>
    run(async () => {
      await revokeCalendarFeed(token, feed.id);
      setFeeds((current) => (current ?? []).filter((entry) => entry.id !== feed.id));
      if (feed.staff.id === me.id) setUrl("");
    });

  return (
    <section aria-labelledby="feeds-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 print:hidden">
      <h2 id="feeds-title" className="text-lg font-bold text-slate-900">
        <Trans>Calendar feed</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Add your visits to your own calendar program. The feed shows only the time, the study code, the first letter of the person's name
          and a link here: no contact details, no health details. Anyone with the link can read it, so keep it private.
        </Trans>
      </p>
      <button type="button" disabled={busy} onClick={() => void make()} className={`${buttonStyles.secondary} ${compactButton}`}>
        <Trans>Make a new link for my calendar</Trans>
      </button>
      {url ? (
        <TextInput
          label={<Trans>Your calendar link (shown only now; a new one stops this one)</Trans>}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
        />
      ) : null}
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      {feeds && feeds.length > 0 ? (
        <ul className="divide-y divide-slate-200" aria-label={t`Calendar links in use`}>
          {feeds.map((feed) => (
            <li key={feed.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <bdi className="font-semibold">{feed.staff.displayName}</bdi> ·{" "}
                <Trans>
                  made {clinicDateTime(feed.createdAt, i18n)}, last read{" "}
                  {feed.lastUsedAt ? clinicDateTime(feed.lastUsedAt, i18n) : t`never`}
                </Trans>
              </span>
              <button
                type="button"
                disabled={busy}
                onClick={() => void revoke(feed)}
                className={`${buttonStyles.ghost} ${compactButton} text-red-800`}
              >
                <Trans>Revoke</Trans>
                <span className="sr-only">
                  {" "}
                  <bdi>{feed.staff.displayName}</bdi>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
