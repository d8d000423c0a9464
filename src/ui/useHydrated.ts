import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML, true afterwards (and
 * from the start when there was no server HTML). Whatever differs between the prerendered page and this
 * visit (the query string, widgets that need the DOM) renders only once this is true, so hydration
 * always sees exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const NONE = new URLSearchParams();

/** The URL's query once hydrated (prerendered HTML was made without one). */
export function useHydratedSearchParams() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  return [hydrated ? params : NONE, setParams] as const;
}
