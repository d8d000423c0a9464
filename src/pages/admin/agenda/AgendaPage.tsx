import { Trans, useLingui } from "@lingui/react/macro";
import { OptionSelect } from "../../../ui/form/OptionSelect";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  Link,
  useLoaderData,
  useNavigate,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { AGENDA_RANGES, type AgendaDto, type AgendaRange, type CalendarFeedDto } from "../../../../contract/visits";
import { createCalendarFeed, fetchAgenda, fetchCalendarFeeds, revokeCalendarFeed } from "../../../api/visits";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { useStaffSession } from "../session";
import { changedByAction, readSubmission, refused, text, unknownIntent } from "../staffActions";
import { AgendaDay, byDay } from "./AgendaTable";
import { CalendarFeeds, type FeedAnswer } from "./CalendarFeeds";

const rangeLabels: Record<AgendaRange, MessageDescriptor> = { today: msg`Today`, tomorrow: msg`Tomorrow`, week: msg`Next 7 days` };

function queryOf(url: URL): { range: AgendaRange; staffId?: number } {
  const range = (AGENDA_RANGES as readonly string[]).includes(url.searchParams.get("range") ?? "")
    ? (url.searchParams.get("range") as AgendaRange)
    : "today";
  const staff = Number(url.searchParams.get("staff"));
  return { range, staffId: Number.isInteger(staff) && staff > 0 ? staff : undefined };
}

/** The agenda and the calendar feeds, read before the page renders (feeds that cannot be read are said in their section). */
type Loaded = { agenda: AgendaDto; feeds: { feeds: CalendarFeedDto[] } | { failure: unknown } };

export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const feeds = fetchCalendarFeeds(request.signal).catch((failure: unknown) => {
    if (failure instanceof Response) throw failure;
    return { failure };
  });
  const [agenda, feedList] = await Promise.all([fetchAgenda(queryOf(new URL(request.url)), request.signal), feeds]);
  return { agenda, feeds: feedList };
}

/** The calendar feeds' changes: a new link for one's own calendar (it stops the old one), revoking one. */
export async function action({ request }: ActionFunctionArgs): Promise<FeedAnswer> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  try {
    switch (intent) {
      case "make-feed":
        return { intent, changed: ["feeds"], url: (await createCalendarFeed()).url };
      case "revoke-feed":
        await revokeCalendarFeed(Number(text(fields, "id")));
        return { intent, changed: ["feeds"] };
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}

export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) => changedByAction(args, "feeds") ?? args.defaultShouldRevalidate;

/**
 * /admin/agenda: who is coming today, tomorrow or this week, everyone's or one staff member's (docs/visits.md),
 * each visit one click from its inquiry; printable as the day sheet; and the staff calendar feeds.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { agenda, feeds } = useLoaderData() as Loaded;
  const { assignees } = useStaffSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { range, staffId } = queryOf(new URL(`?${params}`, "https://x"));
  const href = (next: { range?: AgendaRange; staff?: number | undefined }) => {
    const query = new URLSearchParams();
    query.set("range", next.range ?? range);
    const staff = "staff" in next ? next.staff : staffId;
    if (staff) query.set("staff", String(staff));
    return `/admin/agenda?${query}`;
  };
  const days = byDay(agenda.rows);
  return (
    <div className="mx-auto max-w-screen-xl space-y-4 px-4 py-6">
      <PageMeta title={t`Agenda`} description={t`Screening visits: who is coming and when.`} noIndex />
      <h1 className="text-2xl font-bold text-brand-900">
        <Trans>Agenda</Trans>
      </h1>
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <nav aria-label={t`Days`} className="flex flex-wrap gap-2">
          {AGENDA_RANGES.map((option) => (
            <Link
              key={option}
              to={href({ range: option })}
              aria-current={option === range ? "page" : undefined}
              className={`${option === range ? buttonStyles.primary : buttonStyles.secondary} ${compactButton}`}
            >
              {i18n._(rangeLabels[option])}
            </Link>
          ))}
        </nav>
        <OptionSelect
          label={<Trans>Whose visits</Trans>}
          value={staffId ? String(staffId) : ""}
          onChange={(value) => navigate(href({ staff: value ? Number(value) : undefined }))}
          options={assignees.map((staff) => [String(staff.id), staff.displayName] as const)}
          empty={t`Everyone`}
        />
        <button type="button" onClick={() => window.print()} className={`${buttonStyles.ghost} ${compactButton}`}>
          <Trans>Print the day sheet</Trans>
        </button>
      </div>
      {days.length === 0 ? (
        <p className="text-slate-700" data-testid="agenda-empty">
          <Trans>No visits in these days.</Trans>
        </p>
      ) : (
        <div className="space-y-4" data-testid="agenda">
          {days.map(([day, rows]) => (
            <AgendaDay key={day} day={day} rows={rows} />
          ))}
        </div>
      )}
      {agenda.truncated ? (
        <p className="text-sm text-amber-900">
          <Trans>Only the first 500 visits are listed. Choose fewer days or one staff member.</Trans>
        </p>
      ) : null}
      <CalendarFeeds loaded={feeds} />
    </div>
  );
}
