import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { Outlet, useLoaderData, useMatch, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router";
import type { InboxPageDto, InboxView } from "../../../../contract/inbox";
import { fetchInboxPage } from "../../../api/inbox";
import { PageMeta } from "../../../shell/PageMeta";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { sessionEnded, useStaffSession, storedToken } from "../session";
import { activeFilterCount, inboxQueryOf, searchText, viewOf } from "./inboxFilters";
import { OverdueSummary } from "./OverdueSummary";
import { QueueFilters } from "./QueueFilters";
import { QueueHeader } from "./QueueHeader";
import { QueueList } from "./QueueList";
import { QueueViews } from "./QueueViews";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { StudiesToConfirm } from "./StudiesToConfirm";
import { useQueueRows } from "./useQueueRows";
import { useQueueUrl } from "./useQueueUrl";

/** The queue's page, read before the screen renders. The search text comes from the tab's session, not the URL. */
export async function loader({ request }: LoaderFunctionArgs): Promise<InboxPageDto> {
  const token = storedToken();
  return fetchInboxPage(token, inboxQueryOf(new URL(request.url).searchParams), request.signal).catch(sessionEnded);
}

/** Opening or closing an inquiry beside the list does not reload it; changing a filter, or "Fetch Inquiries", does. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.search !== nextUrl.search) return true;
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/**
 * /admin: SPEC's dashboard grown into the coordinator's workbench (docs/pipeline.md). The queue ("Due now" by
 * default, oldest waiting first) on the left; the inquiry opened from it beside it on wide screens, in
 * its place on narrow ones. Filters live in the URL, so they survive opening an inquiry and coming back.
 */
export default function InboxRoute() {
  const { t } = useLingui();
  const page = useLoaderData() as InboxPageDto;
  const { assignees, studyCodes } = useStaffSession();
  const { params, hrefWith, setFilter, setSearch, clearFilters, revalidator } = useQueueUrl();
  const detail = useMatch("/admin/inquiries/:id");
  const openId = detail ? Number(detail.params.id) : null;
  const query = useMemo(() => inboxQueryOf(params), [params, page]);
  const view = viewOf(query);
  const rows = useQueueRows(page, query, hrefWith({}));
  const total = rows.total;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);

  const loading = revalidator.state === "loading";
  const filterCount = activeFilterCount(params);
  return (
    <div className="mx-auto max-w-screen-2xl px-3 py-3 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-4">
      <PageMeta title={t`Admin Dashboard`} description={t`The inquiries waiting for the research team, and what is due now.`} noIndex />
      <section
        aria-labelledby="queue-title"
        className={`${openId !== null ? "hidden lg:block" : ""} lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto lg:[scroll-padding-bottom:9rem]`}
      >
        <QueueHeader
          asPageTitle={openId === null}
          loading={loading}
          query={query}
          onFetch={() => revalidator.revalidate()}
          onShortcuts={() => setShortcutsOpen(true)}
        />
        <div className="mt-2">
          <QueueViews
            current={view}
            dueCount={page.dueCount}
            unreadCount={page.unreadCount}
            hrefFor={(next: InboxView) => hrefWith({ view: next, status: "", overdue: "" })}
          />
        </div>
        <div className="mt-2">
          <QueueFilters
            key={searchText.read()}
            params={params}
            search={query.q ?? ""}
            activeFilters={filterCount}
            assignees={assignees}
            studyCodes={studyCodes}
            onFilter={setFilter}
            onSearch={setSearch}
            onClear={clearFilters}
          />
        </div>
        <div className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id="queue-title" ref={rows.listHeading} tabIndex={-1} className="text-base font-bold text-slate-900 focus:outline-none">
            {query.q ? <Trans>Search results</Trans> : view === "open" ? <Trans>Unresolved Inquiries</Trans> : <Trans>Inquiries</Trans>}
          </h2>
          <p className="text-sm text-slate-700" data-testid="inbox-total" aria-live="polite">
            <Trans>{total} in total</Trans>
          </p>
        </div>
        <OverdueSummary
          overdueCount={page.overdueCount}
          targetMinutes={page.responseTargetMinutes}
          showingOverdue={params.get("overdue") === "true"}
          onShowOverdue={() => setFilter("overdue", "true")}
        />
        <StudiesToConfirm codes={page.studiesToConfirm} />
        <QueueList
          items={rows.items}
          loading={loading}
          emptyText={
            query.q || filterCount > 0 ? (
              <Trans>No inquiries match these filters.</Trans>
            ) : view === "due" ? (
              <Trans>Nothing is due now. A new inquiry appears here as soon as it arrives, and a follow-up when its time comes.</Trans>
            ) : (
              <Trans>No unresolved inquiries found</Trans>
            )
          }
          openId={openId}
          hrefFor={(id) => hrefWith({}, `/admin/inquiries/${id}`)}
          resolving={rows.resolving}
          onResolve={(inquiry) => void rows.resolve(inquiry)}
          rowLinks={rows.rowLinks.current}
          onHelp={() => setShortcutsOpen(true)}
        />
        {rows.nextCursor ? (
          <button
            type="button"
            disabled={rows.loadingMore}
            onClick={() => void rows.loadMore()}
            className={`${buttonStyles.secondary} ${compactButton} mt-3`}
          >
            {rows.loadingMore ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        ) : null}
      </section>
      <div className={openId === null ? "hidden lg:block" : ""}>
        <Outlet context={rows.context} />
      </div>
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </div>
  );
}
