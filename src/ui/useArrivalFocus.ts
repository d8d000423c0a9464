import { useEffect, useRef } from "react";

/**
 * What the Worker's answer to a posted form shows first (a confirmation, or what to fix): in view and focused when
 * the page opens (issue #52). The router's scroll restoration would otherwise put a page the browser loads again at
 * the same address back where the Send button was, often the footer, and people think it failed and send again.
 * Runs after the router's restoration (an effect after its layout effect), so it wins.
 */
export function useArrivalFocus<T extends HTMLElement>(active = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active || !ref.current) return;
    ref.current.scrollIntoView({ block: "start" });
    ref.current.focus({ preventScroll: true });
  }, [active]);
  return ref;
}
