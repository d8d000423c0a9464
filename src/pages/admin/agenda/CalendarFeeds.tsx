import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import type { CalendarFeedDto } from "../../../../contract/visits";
import { describeError } from "../../../api/errorText";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { useStaffSession } from "../session";
import type { Answer } from "../staffActions";
import { clinicDateTime } from "../timeText";
import { TextInput } from "../../../ui/form/TextInput";

/** What a change to the calendar feeds answers: a new link, shown only now. */
export type FeedAnswer = Answer & { url?: string };

/**
 * Calendar feeds (docs/visits.md): a secret link a calendar program subscribes to, holding only times, study
 * codes, initials and links. The link is shown once (the agenda's action answers it); making a new one stops
 * the old one. Admins see and revoke everyone's. The list is the agenda's loader's, read again after a change.
 */
export function CalendarFeeds({ loaded }: { loaded: { feeds: CalendarFeedDto[] } | { failure: unknown } }) {
  const { t, i18n } = useLingui();
  const { me } = useStaffSession();
  const make = useFetcher<FeedAnswer>();
  const revoke = useFetcher<FeedAnswer>();
  const busy = make.state !== "idle" || revoke.state !== "idle";
  const feeds = "feeds" in loaded ? loaded.feeds : null;
  // The new link, until one's own link is revoked.
  const url = make.data?.url && feeds?.some((feed) => feed.staff.id === me.id) ? make.data.url : "";
  const error = ["failure" in loaded ? loaded.failure : undefined, make.data?.failure, revoke.data?.failure]
    .filter((failure) => failure !== undefined)
    .map((failure) => describeError(failure, i18n))
    .join(" ");

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
      <button
        type="button"
        disabled={busy}
        onClick={() => void make.submit({ intent: "make-feed" }, { method: "post" })}
        className={`${buttonStyles.secondary} ${compactButton}`}
      >
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
                onClick={() => void revoke.submit({ intent: "revoke-feed", id: String(feed.id) }, { method: "post" })}
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
