/**
 * What the prompts must know about the visitor from the first moment, kept small because it loads with
 * every page: when they last typed or scrolled, and which page the browser loaded. The rules that read it are in visitorIdle.ts, loaded with
 * the prompts.
 */

export const activity = { lastTypedAt: Number.NEGATIVE_INFINITY, lastScrolledAt: Number.NEGATIVE_INFINITY, loadedPath: "" };
let listening = false;

export function isEditable(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !["button", "submit", "reset", "checkbox", "radio", "image", "range", "color", "file"].includes(element.type)
  );
}

/** Starts noting when the visitor types and scrolls (idempotent); call it early, before a prompt is due. */
export function watchVisitor(): void {
  if (listening) return;
  listening = true;
  // Called once the page has hydrated: no move inside the app can have happened before.
  activity.loadedPath = location.pathname;
  const typed = () => (activity.lastTypedAt = performance.now());
  document.addEventListener("input", typed, true);
  document.addEventListener("keydown", (event) => isEditable(event.target as Element) && typed(), true);
  document.addEventListener("scroll", () => (activity.lastScrolledAt = performance.now()), { capture: true, passive: true });
}
