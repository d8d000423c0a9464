import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** The page's h1 (or, without one, its main region), made focusable without entering the Tab order. */
export function pageHeading(): HTMLElement | null {
  const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
  if (target && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

/** Focus on the page's heading: a screen reader reads the new page's name, and Tab continues from there. */
export function focusPageHeading(): void {
  pageHeading()?.focus({ preventScroll: true });
}

/**
 * After moving to another page (not on the first load, not when only the query changes), focus its heading,
 * unless the new page put focus somewhere itself (the contact form opened from "See if you qualify").
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && document.getElementById("main")?.contains(active)) return;
    focusPageHeading();
  }, [pathname]);
}
