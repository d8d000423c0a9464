import { Trans } from "@lingui/react/macro";
import { useEffect, type KeyboardEvent, type ReactNode } from "react";
import type { InquirySummaryDto } from "../../../../contract/inbox";
import { focusInquiryActions } from "../inquiry/SkipToActions";
import { QueueRow } from "./QueueRow";

type Props = {
  items: InquirySummaryDto[];
  loading: boolean;
  emptyText: ReactNode;
  openId: number | null;
  hrefFor: (id: number) => string;
  rowLinks: Map<number, HTMLAnchorElement>;
  onHelp: () => void;
};

/** Typing in a field never moves through the list. */
function typing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
}

/**
 * The queue's rows. From anywhere on the page: j / k move to the next / previous inquiry, "/" goes to the
 * search box, "n" to the open inquiry's next steps, "?" lists the shortcuts; in the list the arrow keys move too,
 * and Enter opens the inquiry.
 */
export function QueueList({ items, loading, emptyText, openId, hrefFor, rowLinks, onHelp }: Props) {
  const move = (step: 1 | -1) => {
    const ids = items.map((item) => item.id);
    const focused = ids.findIndex((id) => rowLinks.get(id) === document.activeElement);
    const from = focused >= 0 ? focused : ids.indexOf(openId ?? -1);
    const target = ids[Math.max(0, Math.min(ids.length - 1, from < 0 ? 0 : from + step))];
    if (target !== undefined) rowLinks.get(target)?.focus();
  };

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key === "j") move(1);
      else if (event.key === "k") move(-1);
      else if (event.key === "?") onHelp();
      else if (event.key === "/") document.querySelector<HTMLInputElement>('[data-shortcut="search"]')?.focus();
      else if (event.key === "n" && focusInquiryActions()) return event.preventDefault();
      else return;
      event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  });

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === "ArrowDown") move(1);
    else if (event.key === "ArrowUp") move(-1);
    else return;
    event.preventDefault();
  };

  if (items.length === 0) {
    return (
      <p role="status" className="mt-3 rounded-xl bg-white p-4 text-slate-700">
        {loading ? <Trans>Loading inquiries...</Trans> : emptyText}
      </p>
    );
  }
  return (
    <ul className="mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white" aria-busy={loading} onKeyDown={onListKey}>
      {items.map((inquiry, index) => (
        <QueueRow
          key={inquiry.id}
          ref={(node) => {
            if (node) rowLinks.set(inquiry.id, node);
            else rowLinks.delete(inquiry.id);
          }}
          inquiry={inquiry}
          href={hrefFor(inquiry.id)}
          selected={inquiry.id === openId}
          index={index}
        />
      ))}
    </ul>
  );
}
