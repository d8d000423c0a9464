import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, use, useMemo, useRef, useState } from "react";
import {
  Outlet,
  useFetcher,
  useLoaderData,
  useMatch,
  useNavigation,
  useRevalidator,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import {
  effectiveSort,
  type InboxPageDto,
  type InboxQuery,
  type InboxView,
  type InquiryDetailDto,
  type InquirySummaryDto,
} from "../../../../contract/inbox";
import type { InquiryStatus } from "../../../../contract/inquiryStatus";
import { appendInquiryEvent, downloadInquiriesCsv, fetchInboxPage } from "../../../api/inbox";
import { resolveInquiry } from "../../../api/inquiries";
import { PageMeta } from "../../../shell/PageMeta";
import { notify } from "../../../ui/notify";
import { buttonStyles, compactButton } from "../../../ui/styles";
import type { InquiryAnswer } from "../inquiry/inquiryAnswer";
import { INQUIRY_ROUTE_ID, inquiryFetcherKey, newestInquiry, type LoadedInquiry } from "../inquiry/inquiryReads";
import { useStaffSession } from "../session";
import { changedByAction, readSubmission, refused, text, unknownIntent, useAnswered } from "../staffActions";
import { pagesOf, readPages } from "../pagedList";
import { activeFilterCount, inboxQueryOf, searchText, viewOf } from "./inboxFilters";
import { OverdueSummary } from "./OverdueSummary";
import { QueueFilters } from "./QueueFilters";
import type { QueueAnswer } from "./queueAnswer";
import { QueueHeader } from "./QueueHeader";
import { QueueList } from "./QueueList";
import { QueueViews } from "./QueueViews";
import { RegistryMatches } from "./RegistryMatches";
import { ShortcutsDialog } from "./ShortcutsDialog";
import { StudiesToConfirm } from "./StudiesToConfirm";
import { useQueueUrl } from "./useQueueUrl";
import { useFetchInquiries } from "./useFetchInquiries";

/** The queue as shown: the pages asked for, and whether reading a page after the first failed. */
export type QueuePage = InboxPageDto & { moreFailed: boolean };

/** The most rows one request of the inbox may ask for (contract/zod.ts). */

/** The loader's answer: the rows (null if they could not be read), or the rows still being read (see below). */
export type QueueData = { page: QueuePage | null | Promise<QueuePage | null> };

/** Whether this tab has read the queue before: only its first read may come after the screen. */
let queueReadBefore = false;

/**
 * The queue's rows, read before the screen renders. An inquiry opened by its own address (a link, a reload) is
 * the page: it shows as soon as it is read, and the list beside it when its rows are in. Every later read is
 * waited for, so a change or a filter keeps the rows on screen, marked as loading, until the new ones are in.
 * A read that fails is the list's to say, with a way to try again: the inquiry beside it stays (an ended
 * sign-in still goes to the login page).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<QueueData> {
  const first = !queueReadBefore;
  queueReadBefore = true;
  const rows = readRows(request).catch((failure: unknown) => {
    if (failure instanceof Response) throw failure;
    return null;
  });
  if (first && new URL(request.url).pathname.startsWith("/admin/inquiries/")) {
    // Its redirect, if the sign-in ended, is the other loaders' to follow.
    return { page: rows.catch(() => null) };
  }
  return { page: await rows };
}

/** As many pages of rows as the URL says ("Load more"), the search text from the tab's session, not the URL. */
async function readRows(request: Request): Promise<QueuePage> {
  const params = new URL(request.url).searchParams;
  const query = inboxQueryOf(params);
  const { page, moreFailure } = await readPages(
    params,
    (cursor, limit) => fetchInboxPage({ ...query, ...(cursor ? { cursor } : {}), limit }, request.signal),
    request.signal,
  );
  return { ...page, moreFailed: moreFailure !== undefined };
}

/**
 * The queue's changes: SPEC's "Mark as Resolved", its Undo (the status it had), and the admins' export of the
 * current filter (a read, sent as a change because it is audited and answers a file).
 */
export async function action({ request }: ActionFunctionArgs): Promise<QueueAnswer> {
  const fields = await readSubmission(request);
  const intent = text(fields, "intent");
  const id = Number(text(fields, "id"));
  try {
    switch (intent) {
      case "resolve":
        await resolveInquiry(id);
        return {
          intent,
          changed: ["queue", `inquiry:${id}`],
          id,
          index: Number(text(fields, "index")),
          status: text(fields, "status") as InquiryStatus,
        };
      case "reopen":
        await appendInquiryEvent(id, { type: "status", status: text(fields, "status") as InquiryStatus });
        return { intent, changed: ["queue", `inquiry:${id}`], id };
      case "export": {
        const query: InboxQuery = inboxQueryOf(new URL(request.url).searchParams);
        const file = await downloadInquiriesCsv(query, text(fields, "labels") === "es" ? "es" : "en");
        return { intent, changed: [], file };
      }
    }
    throw unknownIntent(intent);
  } catch (failure) {
    return refused(intent, failure);
  }
}

/**
 * Read again after a change to the list's inquiries and when a filter changes (or "Fetch Inquiries"); opening or
 * closing an inquiry beside the list does not read it again.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  const afterChange = changedByAction(args, "queue");
  if (afterChange !== null) return afterChange;
  if (args.currentUrl.search !== args.nextUrl.search) return true;
  if (args.currentUrl.pathname !== args.nextUrl.pathname) return false;
  return args.defaultShouldRevalidate;
}

/** An inquiry's row, from what its page shows of it (the detail holds every field a row shows). */
function rowOf(inquiry: InquiryDetailDto): InquirySummaryDto {
  const { prescreen } = inquiry;
  return {
    ...inquiry,
    excerpt: inquiry.message,
    possibleDuplicate: inquiry.possibleDuplicates.length > 0,
    prescreen: prescreen && { result: prescreen.result, decidedBy: prescreen.decidedBy?.text ?? null },
  };
}

/**
 * /admin: SPEC's dashboard grown into the coordinator's workbench (docs/pipeline.md). The queue ("Due now" by
 * default, oldest waiting first) on the left; the inquiry opened from it beside it on wide screens, in
 * its place on narrow ones. Filters live in the URL, so they survive opening an inquiry and coming back.
 * Its rows are the loader's: a change to an inquiry (here or beside it) reads them again.
 */
export function Component() {
  const { t } = useLingui();
  const { page } = useLoaderData() as QueueData;
  const detail = useMatch("/admin/inquiries/:id");
  const openId = detail ? Number(detail.params.id) : null;
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const openShortcuts = () => setShortcutsOpen(true);
  const revalidator = useRevalidator();
  const { fetched, fetchAgain } = useFetchInquiries(page, revalidator);
  return (
    <div className="mx-auto max-w-screen-2xl px-3 py-3 lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-4">
      <PageMeta title={t`Admin Dashboard`} description={t`The inquiries waiting for the research team, and what is due now.`} noIndex />
      <section
        aria-labelledby="queue-title"
        className={`${openId !== null ? "hidden lg:block" : ""} lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto lg:[scroll-padding-bottom:9rem]`}
      >
        <QueueHeader
          asPageTitle={openId === null}
          loading={revalidator.state === "loading"}
          onFetch={fetchAgain}
          fetched={fetched}
          onShortcuts={openShortcuts}
        />
        <Suspense fallback={<QueueLoading onShortcuts={openShortcuts} />}>
          <Queue page={page} openId={openId} onShortcuts={openShortcuts} />
        </Suspense>
      </section>
      <div className={openId === null ? "hidden lg:block" : ""}>
        <Outlet />
      </div>
      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </div>
  );
}

/** The list's place while its first rows are read beside an inquiry opened by its address. */
function QueueLoading({ onShortcuts }: { onShortcuts: () => void }) {
  return (
    <>
      <h2 id="queue-title" className="mt-2 text-base font-bold text-slate-900">
        <Trans>Inquiries</Trans>
      </h2>
      <QueueList items={[]} loading emptyText={null} openId={null} hrefFor={() => ""} rowLinks={new Map()} onHelp={onShortcuts} />
    </>
  );
}

/** The list, once its rows are read; if they could not be, says so ("Fetch Inquiries" above tries again). */
function Queue({ page: rows, openId, onShortcuts }: { page: QueueData["page"]; openId: number | null; onShortcuts: () => void }) {
  const read = rows instanceof Promise ? use(rows) : rows;
  if (read === null) {
    return (
      <>
        <h2 id="queue-title" className="mt-2 text-base font-bold text-slate-900">
          <Trans>Inquiries</Trans>
        </h2>
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          <Trans>Failed to fetch inquiries.</Trans>
        </p>
      </>
    );
  }
  return <QueueRows page={read} openId={openId} onShortcuts={onShortcuts} />;
}

/** The queue's views, filters and rows, and what its own changes (resolve, Undo) do to them. */
function QueueRows({ page, openId, onShortcuts }: { page: QueuePage; openId: number | null; onShortcuts: () => void }) {
  const { t } = useLingui();
  const { assignees, studyCodes } = useStaffSession();
  const { params, hrefWith, setFilter, setSearch, clearFilters, showMore, revalidator } = useQueueUrl();
  const navigation = useNavigation();
  // The search text is read with the page (it is not in the URL).
  const query = useMemo(() => inboxQueryOf(params), [params, page]);
  const view = viewOf(query);
  const rowLinks = useRef(new Map<number, HTMLAnchorElement>());
  const listHeading = useRef<HTMLHeadingElement>(null);
  const queue = useFetcher<QueueAnswer>({ key: "queue" });
  // The inquiry worked on beside the list keeps its row (at the end) once a change made on its page takes it out
  // of the list's filter (a follow-up set moves it out of "Due now"): the coordinator sees what the change did.
  // A resolve from the list takes it out for good.
  const opened = useRouteLoaderData(INQUIRY_ROUTE_ID) as LoadedInquiry | { gone: true } | undefined;
  const worked = useFetcher<InquiryAnswer>({ key: inquiryFetcherKey(openId ?? 0) }).data;
  const resolvedHere = queue.data?.intent === "resolve" && queue.data.id === openId && queue.data.failure === undefined;
  const kept =
    opened && "inquiry" in opened && worked && !resolvedHere && !page.items.some((item) => item.id === openId)
      ? rowOf(newestInquiry(opened, worked))
      : null;
  const items = kept ? [...page.items, kept] : page.items;

  // Focus follows the work: after a resolve, to the row that came after it (the list itself when none is
  // left), never to the top of the page; after an Undo, to the row that came back.
  const focusRow = (id: number | undefined) =>
    window.requestAnimationFrame(() => {
      const link = id === undefined ? null : rowLinks.current.get(id);
      const target = link ?? listHeading.current;
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: "nearest" });
    });
  useAnswered(queue, (answer) => {
    if (answer.intent === "resolve" && !answer.failure) {
      // SPEC's toast, with the way back in it (it stays until used or dismissed; F8 reaches it).
      notify({
        type: "success",
        title: t`Success`,
        description: t`Inquiry marked as resolved.`,
        action: {
          label: t`Undo`,
          onClick: () => void queue.submit({ intent: "reopen", id: String(answer.id), status: answer.status ?? "new" }, { method: "post" }),
        },
      });
      focusRow(items[Math.min(answer.index ?? 0, items.length - 1)]?.id);
    } else if (answer.intent === "resolve") {
      notify({ type: "error", title: t`Error`, description: t`Failed to mark inquiry as resolved.` });
    } else if (answer.intent === "reopen" && !answer.failure) {
      notify({ type: "success", title: t`Undone`, description: t`The inquiry is open again.` });
      focusRow(answer.id);
    } else if (answer.intent === "reopen") {
      notify({ type: "error", title: t`Error`, description: t`The inquiry could not be reopened.` });
    }
  });

  const loading = revalidator.state === "loading";
  const loadingMore = navigation.state === "loading" && pagesOf(new URLSearchParams(navigation.location.search)) > pagesOf(params);
  const filterCount = activeFilterCount(params);
  const total = page.total;
  return (
    <>
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
          {query.q ? <Trans>Search results</Trans> : view === "open" ? <Trans>Unresolved Inquiries</Trans> : <Trans>Inquiries</Trans>}
        </h2>
        <p className="text-sm text-slate-700" data-testid="inbox-total" aria-live="polite">
          <Trans>{total} in total</Trans>
        </p>
      </div>
      {effectiveSort({ ...query, view: view ?? undefined }) === "attention" ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="queue-order">
          <Trans>Unread replies and people not called yet come first, the longest waiting first. Then the follow-ups that are due.</Trans>
        </p>
      ) : null}
      <OverdueSummary
        overdueCount={page.overdueCount}
        targetMinutes={page.responseTargetMinutes}
        showingOverdue={params.get("overdue") === "true"}
        onShowOverdue={() => setFilter("overdue", "true")}
      />
      <StudiesToConfirm codes={page.studiesToConfirm} />
      <QueueList
        items={items}
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
        rowLinks={rowLinks.current}
        onHelp={onShortcuts}
      />
      {page.moreFailed ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          <Trans>Failed to fetch inquiries.</Trans>
        </p>
      ) : null}
      {page.nextCursor ? (
        <button type="button" disabled={loadingMore} onClick={showMore} className={`${buttonStyles.secondary} ${compactButton} mt-3`}>
          {loadingMore ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
        </button>
      ) : null}
      {query.q ? <RegistryMatches search={query.q} /> : null}
    </>
  );
}
