import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { InboxQuery } from "../../../../contract/inbox";

export const FILTER_KEYS = ["status", "q", "language", "studyId", "interest", "assignee", "createdFrom", "createdTo", "overdue"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The inbox's filters live in the URL (?status=closed&q=lopez...), so Back, reload and a shared link
 * keep them. The default view is the open inquiries (SPEC's "Unresolved Inquiries").
 */
export function useInboxQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const value: Partial<Record<FilterKey, string>> = {};
    for (const key of FILTER_KEYS) {
      const raw = params.get(key);
      if (raw) value[key] = raw;
    }
    return value as InboxQuery & Partial<Record<FilterKey, string>>;
  }, [params]);

  const setFilter = (key: FilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );

  const clearFilters = () => setParams(new URLSearchParams(), { preventScrollReset: true });
  const filtered = FILTER_KEYS.some((key) => params.has(key));
  return { query, setFilter, clearFilters, filtered };
}
