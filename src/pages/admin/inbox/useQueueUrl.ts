import { useCallback } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { searchText, type UrlFilter } from "./inboxFilters";

/**
 * The queue's filters, kept in the URL (so they survive opening an inquiry and coming back), and its search
 * text, kept in the tab's session (never in the URL): links that keep the filters, and the ways to change them.
 */
export function useQueueUrl() {
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();

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

  return { params, hrefWith, setFilter, setSearch, clearFilters, revalidator };
}
