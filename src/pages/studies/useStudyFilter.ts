import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { parseCategory, studyFilterQuery, type CategoryFilter } from "../../../contract/studyFilter";
import { useRenderedState } from "../../prerender/renderedState";
import { useHydrated } from "../../ui/useHydrated";

/**
 * The list's search and category, kept in the URL: a filtered view can be shared, and Back returns to the
 * previous one. The search box (`searchInput`) is the browser's own, uncontrolled: what a visitor types
 * before and while the page's code takes over stays in it, and the filter takes it over once hydrated.
 * `update` changes the filter, `reset` clears it and puts focus back in the box.
 */
export function useStudyFilter() {
  const params = useFilterParams();
  const [, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const category = parseCategory(params.get("category"));
  const searchInput = useRef<HTMLInputElement>(null);
  // A change of the URL from elsewhere (Back, Reset) is written into the box, but not the echo of our own
  // typing, which can arrive after the next key.
  const pendingEchoes = useRef<string[]>([]);
  const shownSearch = useRef(search);
  useEffect(() => {
    if (shownSearch.current === search) return; // not a change (the first render: the box holds what was typed)
    shownSearch.current = search;
    const echo = pendingEchoes.current.indexOf(search);
    if (echo >= 0) pendingEchoes.current.splice(0, echo + 1);
    else {
      pendingEchoes.current = [];
      if (searchInput.current && searchInput.current.value !== search) searchInput.current.value = search;
    }
  }, [search]);

  // Filters live in the URL: a filtered view can be shared, and Back returns to the previous one.
  const update = (next: { q?: string; category?: CategoryFilter }) => {
    const merged = new URLSearchParams(params);
    const q = next.q ?? searchInput.current?.value ?? search;
    if (next.q !== undefined) pendingEchoes.current.push(next.q);
    const c = next.category ?? category;
    if (q) merged.set("q", q);
    else merged.delete("q");
    if (c !== "all") merged.set("category", c);
    else merged.delete("category");
    // Typing replaces the entry; choosing a category or resetting adds one.
    setParams(merged, { replace: next.q !== undefined, preventScrollReset: true });
  };

  // Typed into the server's HTML before the page's code arrived: the list follows it now.
  useEffect(() => {
    const typed = searchInput.current?.value ?? "";
    if (typed !== search) update({ q: typed });
    // Once, after hydration; later keys arrive through the box's onChange.
  }, []);

  // The Reset link disappears with the empty result: focus goes back to the search box.
  const reset = () => {
    if (searchInput.current) searchInput.current.value = "";
    pendingEchoes.current.push("");
    setParams(new URLSearchParams(), { preventScrollReset: true });
    searchInput.current?.focus();
  };
  return { search, category, update, reset, searchInput };
}

/**
 * The filter the list shows: the URL's once the page has hydrated; before that, the one the Worker rendered
 * the page with (a filtered URL), else none, so hydration sees exactly the server's markup.
 */
function useFilterParams(): URLSearchParams {
  const hydrated = useHydrated();
  const rendered = useRenderedState("studyFilter");
  const [params] = useSearchParams();
  if (hydrated) return params;
  return new URLSearchParams(rendered ? studyFilterQuery(rendered) : "");
}
