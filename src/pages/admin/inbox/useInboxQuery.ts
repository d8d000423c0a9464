import { useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import type { InboxQuery } from "../../../../contract/inbox";

export const FILTER_KEYS = ["status", "q", "language", "studyId", "interest", "assignee", "createdFrom", "createdTo", "overdue"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** Filters that may appear in the address bar: all but the search text. */
const URL_KEYS = FILTER_KEYS.filter((key) => key !== "q");

type SearchState = { q?: string } | null;

/**
 * The inbox's filters live in the URL (?status=closed&language=es...), so Back, reload and a shared link
 * keep them. The search text is the exception: it can be a name or a phone number, and URLs end up in
 * browser history and server logs, so it lives in the history entry's state instead (Back keeps it, a
 * shared link does not carry it). The default view is the open inquiries (SPEC's "Unresolved Inquiries").
 */
export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const search = (location.state as SearchState)?.q ?? "";
  const query = useMemo(() => {
    const value: Partial<Record<FilterKey, string>> = {};
    for (const key of URL_KEYS) {
      const raw = params.get(key);
      if (raw) value[key] = raw;
    }
    if (search) value.q = search;
    return value as InboxQuery & Partial<Record<FilterKey, string>>;
  }, [params, search]);

  const setFilter = (key: FilterKey, value: string) => {
    if (key === "q") {
      setParams(params, { preventScrollReset: true, replace: true, state: value ? { q: value } : null });
      return;
    }
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { preventScrollReset: true, state: search ? { q: search } : null });
  };

  const clearFilters = () => setParams(new URLSearchParams(), { preventScrollReset: true, state: null });
  const filtered = URL_KEYS.some((key) => params.has(key)) || Boolean(search);
  return { query, setFilter, clearFilters, filtered };
}
