import { useCallback } from "react";
import { useSearchParamsAhead } from "../searchParamsAhead";
import { useRevalidator } from "react-router";
import { PAGES_PARAM, pagesOf } from "../pagedList";
import { searchText, type UrlFilter } from "./inboxFilters";

/**
 * The queue's filters, kept in the URL (so they survive opening an inquiry and coming back), and its search
 * text, kept in the tab's session (never in the URL): links that keep the filters, and the ways to change them.
 * Each change is a navigation (or, for the search text, a revalidation): the queue's loader reads the list.
 */
export function useQueueUrl() {
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParamsAhead();

  /** A link with these filters changed; any change starts the list from its first page again. */
  const hrefWith = useCallback(
    (changes: Partial<Record<UrlFilter, string>>, path = "/admin") => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (Object.keys(changes).length > 0) next.delete(PAGES_PARAM);
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
    next.delete(PAGES_PARAM);
    setParams(next, { preventScrollReset: true });
  };
  const setSearch = (text: string) => {
    searchText.write(text);
    if (!params.has(PAGES_PARAM)) return void revalidator.revalidate();
    const next = new URLSearchParams(params);
    next.delete(PAGES_PARAM);
    setParams(next, { preventScrollReset: true });
  };
  const clearFilters = () => {
    searchText.write("");
    const next = new URLSearchParams();
    const keepView = params.get("view");
    if (keepView) next.set("view", keepView);
    setParams(next, { preventScrollReset: true });
    revalidator.revalidate();
  };
  /** One more page of the list, in place (the URL is replaced, not added to the history). */
  const showMore = () => {
    const next = new URLSearchParams(params);
    next.set(PAGES_PARAM, String(pagesOf(params) + 1));
    setParams(next, { preventScrollReset: true, replace: true });
  };

  return { params, hrefWith, setFilter, setSearch, clearFilters, showMore, revalidator };
}
