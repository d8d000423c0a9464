import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { parseCategory, studyFilterQuery, type CategoryFilter } from "../../../contract/studyFilter";
import { useRenderedState } from "../../prerender/renderedState";
import { useHydrated } from "../../ui/useHydrated";

/**
 * The list's search and category, kept in the URL: a filtered view can be shared, and Back returns to the
 * previous one. `typed` is what the box shows; `update` changes the filter, `reset` clears it and puts focus
 * back in the box (`searchInput`).
 */
export function useStudyFilter() {
  const params = useFilterParams();
  const [, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const category = parseCategory(params.get("category"));
  // The box shows what was typed at once; the URL follows. A change of the URL from elsewhere (Back, Reset)
  // is copied into the box, but not the echo of our own typing, which can arrive after the next key.
  const [typed, setTyped] = useState(search);
  const pendingEchoes = useRef<string[]>([]);
  useEffect(() => {
    const echo = pendingEchoes.current.indexOf(search);
    if (echo >= 0) pendingEchoes.current.splice(0, echo + 1);
    else {
      pendingEchoes.current = [];
      setTyped(search);
    }
  }, [search]);

  // Filters live in the URL: a filtered view can be shared, and Back returns to the previous one.
  const update = (next: { q?: string; category?: CategoryFilter }) => {
    const merged = new URLSearchParams(params);
    const q = next.q ?? typed;
    if (next.q !== undefined) {
      setTyped(next.q);
      pendingEchoes.current.push(next.q);
    }
    const c = next.category ?? category;
    if (q) merged.set("q", q);
    else merged.delete("q");
    if (c !== "all") merged.set("category", c);
    else merged.delete("category");
    // Typing replaces the entry; choosing a category or resetting adds one.
    setParams(merged, { replace: next.q !== undefined, preventScrollReset: true });
  };
  const searchInput = useRef<HTMLInputElement>(null);
  // The Reset link disappears with the empty result: focus goes back to the search box.
  const reset = () => {
    setTyped("");
    pendingEchoes.current.push("");
    setParams(new URLSearchParams(), { preventScrollReset: true });
    searchInput.current?.focus();
  };
  return { search, category, typed, update, reset, searchInput };
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
