import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef, useState } from "react";
import type { InboxPageDto, InboxQuery, InquirySummaryDto } from "../../../../contract/inbox";
import { appendInquiryEvent, fetchInboxPage } from "../../../api/inbox";
import { resolveInquiry } from "../../../api/inquiries";
import { notify } from "../../../ui/notify";
import { useAuthFailure, useStaffSession } from "../session";
import type { QueueContext } from "./QueueList";

/**
 * The queue's rows as the coordinator works them: the page the loader read, more pages on request, SPEC's
 * "Mark as Resolved" (with Undo in its toast), and the changes an inquiry opened beside the list makes to its
 * row. Focus follows the work: after a resolve, to the next row, never to the top of the page.
 */
export function useQueueRows(page: InboxPageDto, query: InboxQuery, listHref: string) {
  const { t } = useLingui();
  const { token } = useStaffSession();
  const handleAuthFailure = useAuthFailure();
  const [items, setItems] = useState(page.items);
  const [nextCursor, setNextCursor] = useState(page.nextCursor);
  const [total, setTotal] = useState(page.total);
  const [loadingMore, setLoadingMore] = useState(false);
  const [resolving, setResolving] = useState<ReadonlySet<number>>(new Set());
  const rowLinks = useRef(new Map<number, HTMLAnchorElement>());
  const listHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setItems(page.items);
    setNextCursor(page.nextCursor);
    setTotal(page.total);
  }, [page]);

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

  const resolve = async (inquiry: InquirySummaryDto) => {
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
      listHref,
      updateRow: (summary) => setItems((current) => current.map((item) => (item.id === summary.id ? { ...item, ...summary } : item))),
      removeRow: (id) => {
        setItems((current) => current.filter((item) => item.id !== id));
        setTotal((current) => Math.max(0, current - 1));
      },
    }),
    [listHref],
  );

  return { items, total, nextCursor, loadingMore, resolving, rowLinks, listHeading, loadMore, resolve, context };
}
