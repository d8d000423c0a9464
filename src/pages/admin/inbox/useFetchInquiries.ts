import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { useRevalidator } from "react-router";
import { compareRows, shownRows, type ShownRows } from "./fetchResult";
import type { InquirySummaryDto } from "../../../../contract/inbox";

/**
 * SPEC's "Fetch Inquiries", saying what it found: the rows on screen before it are compared with those after its
 * read ("Up to date", or how many are new, changed and gone). A read that fails says so in the list instead.
 */
export function useFetchInquiries(
  /** The loader's rows: read, failed (null), or still being read. */
  page: { items: readonly InquirySummaryDto[] } | null | Promise<unknown>,
  revalidator: ReturnType<typeof useRevalidator>,
) {
  const { t } = useLingui();
  const [fetched, setFetched] = useState("");
  const asked = useRef<{ rows: ShownRows; reading: boolean } | null>(null);
  // The rows as read: only turned into comparable rows when a fetch asks (not on every render of the queue).
  const read = page instanceof Promise ? null : page;

  const fetchAgain = () => {
    asked.current = read && { rows: shownRows(read.items), reading: false };
    setFetched("");
    void revalidator.revalidate();
  };

  useEffect(() => {
    const fetch = asked.current;
    if (!fetch) return;
    // Only once its read has started and ended: a render before it starts says nothing yet.
    if (revalidator.state === "loading") fetch.reading = true;
    if (revalidator.state !== "idle" || !fetch.reading) return;
    asked.current = null;
    if (read === null) return;
    const { added, changed, gone } = compareRows(fetch.rows, shownRows(read.items));
    setFetched(
      added + changed + gone === 0
        ? t`Up to date: nothing new since the last read.`
        : t`Read again: ${added} new, ${changed} changed, ${gone} no longer in this list.`,
    );
  }, [revalidator.state, read, t]);

  return { fetched, fetchAgain };
}
