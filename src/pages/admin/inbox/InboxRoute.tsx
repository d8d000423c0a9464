import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  Outlet,
  useLoaderData,
  useMatch,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { InboxPageDto, InboxView, InquirySummaryDto } from "../../../../contract/inbox";
import { appendInquiryEvent, fetchInboxPage } from "../../../api/inbox";
import { resolveInquiry } from "../../../api/inquiries";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import { sessionEnded, useAuthFailure, useStaffSession, storedToken } from "../session";
import { ExportButton } from "./ExportButton";
import { activeFilterCount, inboxQueryOf, searchText, viewOf, type UrlFilter } from "./inboxFilters";
import { OverdueSummary } from "./OverdueSummary";
import { QueueFilters } from "./QueueFilters";
import { QueueList, type QueueContext } from "./QueueList";
import { QueueViews } from "./QueueViews";
import { ShortcutsDialog } from "./ShortcutsDialog";

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
  const { token, me, assignees, studyCodes } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const detail = useMatch("/admin/inquiries/:id");
  const openId = detail ? Number(detail.params.id) : null;
  const query = useMemo(() => inboxQueryOf(params), [params, page]);
  const view = viewOf(query);
  const [items, setItems] = useState(page.items);
  const [nextCursor, setNextCursor] = useState(page.nextCursor);
  const [total, setTotal] = useState(page.total);
  const [loadingMore, setLoadingMore] = useState(false);
  const [resolving, setResolving] = useState<ReadonlySet<number>>(new Set());
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const rowLinks = useRef(new Map<number, HTMLAnchorElement>());
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setItems(page.items);
    setNextCursor(page.nextCursor);
    setTotal(page.total);
  }, [page]);

  const hrefWith = useCallback(
    (changes: Partial<Record<UrlFilter, string>>, path = "/admin") => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete("cursor");
      const search = next.toString();
      return `${path}${search ? `?${search}` : ""}`;
    },
    [params],
  );

  const setFilter = (key: UrlFilter, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { preventScrollReset: true });
  };
  const setSearch = (text: string) => {
    searchText.write(text);
    revalidator.revalidate();
  };
  const clearFilters = () => {
    searchText.write("");
    const next = new URLSearchParams();
    const keepView = params.get("view");
    if (keepView) next.set("view", keepView);
    setParams(next, { preventScrollReset: true });
    revalidator.revalidate();
  };

  const loadMore = async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const more = await fetchInboxPage(token, { ...query, cursor: nextCursor });
      setItems((current) => [...current, ...more.items]);
      setNextCursor(more.nextCursor);
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: t`Failed to fetch inquiries.` });
    } finally {
      setLoadingMore(false);
    }
  };

  const focusRow = (id: number | undefined) =>
    window.requestAnimationFrame(() => {
      const link = id === undefined ? null : rowLinks.current.get(id);
      const target = link ?? listHeading.current;
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: "nearest" });
    });

  const reopen = async (inquiry: InquirySummaryDto, index: number) => {
    try {
      await appendInquiryEvent(token, inquiry.id, { type: "status", status: inquiry.status });
      setItems((current) => {
        const next = [...current];
        next.splice(Math.min(index, next.length), 0, inquiry);
        return next;
      });
      setTotal((n) => n + 1);
      notify({ type: "success", title: t`Undone`, description: t`The inquiry is open again.` });
      focusRow(inquiry.id);
    } catch (failure) {
      if (!handleAuthFailure(failure)) notify({ type: "error", title: t`Error`, description: t`The inquiry could not be reopened.` });
    }
  };

  const onResolve = async (inquiry: InquirySummaryDto) => {
    const index = items.findIndex((item) => item.id === inquiry.id);
    setResolving((current) => new Set(current).add(inquiry.id));
    try {
      await resolveInquiry(token, inquiry.id);
      const remaining = items.filter((item) => item.id !== inquiry.id);
      setItems(remaining);
      setTotal((n) => Math.max(0, n - 1));
      // SPEC's toast, with the way back in it (it stays until used or dismissed; F8 reaches it).
      notify({
        type: "success",
        title: t`Success`,
        description: t`Inquiry marked as resolved.`,
        action: { label: t`Undo`, onClick: () => void reopen(inquiry, index) },
      });
      // Focus moves to the next inquiry (or the list itself when none is left), not to the top of the page.
      focusRow(remaining[Math.min(index, remaining.length - 1)]?.id);
    } catch (failure) {
      if (handleAuthFailure(failure)) return;
      notify({ type: "error", title: t`Error`, description: t`Failed to mark inquiry as resolved.` });
    } finally {
      setResolving((current) => {
        const next = new Set(current);
        next.delete(inquiry.id);
        return next;
      });
    }
  };

  // An action on the inquiry beside the list updates its row without reloading the list.
  const context: QueueContext = useMemo(
    () => ({
      listHref: hrefWith({}),
      updateRow: (summary) => setItems((current) => current.map((item) => (item.id === summary.id ? { ...item, ...summary } : item))),
      removeRow: (id) => {
        setItems((current) => current.filter((item) => item.id !== id));
        setTotal((current) => Math.max(0, current - 1));
      },
    }),
    [hrefWith],
  );

  const loading = revalidator.state === "loading";
  const Title = openId === null ? "h1" : "h2";
  const openView = view === "open";
  const filterCount = activeFilterCount(params);
  return (
    <div className="mx-auto max-w-screen-2xl px-3 py-3 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-4">
      <PageMeta title={t`Admin Dashboard`} description={t`The inquiries waiting for the research team, and what is due now.`} noIndex />
      <section
        aria-labelledby="queue-title"
        className={`${openId !== null ? "hidden lg:block" : ""} lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto lg:[scroll-padding-bottom:9rem]`}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {/* With an inquiry open, the inquiry is the page's subject (its h1); the dashboard's title steps down. */}
          <Title className="mr-auto text-lg font-bold text-brand-900">
            <Trans>Admin Dashboard</Trans>
          </Title>
          <button
            type="button"
            className={`${buttonStyles.primary} ${compactButton} px-3`}
            disabled={loading}
            onClick={() => revalidator.revalidate()}
          >
            {loading ? <Trans>Loading...</Trans> : <Trans>Fetch Inquiries</Trans>}
          </button>
          {me.role === "admin" ? <ExportButton token={token} query={query} onAuthFailure={handleAuthFailure} /> : null}
          {/* Phones have no keyboard to use the shortcuts with; "?" still opens the list anywhere. */}
          <button
            type="button"
            className={`${buttonStyles.ghost} ${compactButton} px-3 max-sm:hidden`}
            onClick={() => setShortcutsOpen(true)}
            aria-keyshortcuts="?"
          >
            <Trans>Keyboard shortcuts</Trans>
          </button>
        </div>
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
          <h2 id="queue-title" ref={listHeading} tabIndex={-1} className="text-base font-bold text-slate-900 focus:outline-none">
            {query.q ? <Trans>Search results</Trans> : openView ? <Trans>Unresolved Inquiries</Trans> : <Trans>Inquiries</Trans>}
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
        <QueueList
          items={items}
          loading={loading}
          emptyText={
            query.q || filterCount > 0 ? (
              <Trans>No inquiries match these filters.</Trans>
            ) : view === "due" ? (
              <Trans>Nothing is due now. New inquiries and follow-ups appear here when their time comes.</Trans>
            ) : (
              <Trans>No unresolved inquiries found</Trans>
            )
          }
          openId={openId}
          hrefFor={(id) => hrefWith({}, `/admin/inquiries/${id}`)}
          resolving={resolving}
          onResolve={(inquiry) => void onResolve(inquiry)}
          rowLinks={rowLinks.current}
          onHelp={() => setShortcutsOpen(true)}
        />
        {nextCursor ? (
          <button
            type="button"
            disabled={loadingMore}
            onClick={() => void loadMore()}
            className={`${buttonStyles.secondary} ${compactButton} mt-3`}
          >
            {loadingMore ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
          </button>
        ) : null}
      </section>
      <div className={openId === null ? "hidden lg:block" : ""}>
        <Outlet context={context} />
      </div>
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </div>
  );
}
