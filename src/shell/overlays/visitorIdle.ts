import { isSiteMenuOpen } from "../siteMenu";

/** A prompt waits until the visitor has not typed for this long (docs/product.md: never interrupt typing). */
export const TYPING_QUIET_MS = 10_000;
/** ...and, for the learn-more prompt, has not scrolled for this long (someone scrolling is reading). */
export const READING_QUIET_MS = 5_000;

let lastTypedAt = Number.NEGATIVE_INFINITY;
let lastScrolledAt = Number.NEGATIVE_INFINITY;
let listening = false;

function isEditable(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !["button", "submit", "reset", "checkbox", "radio", "image", "range", "color", "file"].includes(element.type)
  );
}

/** A dialog already open (a bio, a photo): a prompt never opens over another layer. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/** Starts noting when the visitor types and scrolls (idempotent); call it early, before a prompt is due. */
export function watchVisitor(): void {
  if (listening) return;
  listening = true;
  const typed = () => (lastTypedAt = performance.now());
  document.addEventListener("input", typed, true);
  document.addEventListener("keydown", (event) => isEditable(event.target as Element) && typed(), true);
  document.addEventListener("scroll", () => (lastScrolledAt = performance.now()), { capture: true, passive: true });
}

/**
 * How long until a prompt may open: 0 when no field has focus, nothing was typed recently, the menu and
 * any dialog are closed, and (`reading`) the visitor has not scrolled for a while.
 */
export function msUntilIdle({ reading }: { reading: boolean }, now = performance.now()): number {
  const sinceTyping = now - lastTypedAt;
  if (sinceTyping < TYPING_QUIET_MS) return TYPING_QUIET_MS - sinceTyping;
  const sinceScrolling = now - lastScrolledAt;
  if (reading && sinceScrolling < READING_QUIET_MS) return READING_QUIET_MS - sinceScrolling;
  // A field with focus may be typed into any moment, an open menu or dialog may be in use: look again shortly.
  if (isEditable(document.activeElement) || isSiteMenuOpen() || dialogOpen()) return 1000;
  return 0;
}

/** Runs `action` once the visitor is idle (checked again until then); returns a cancel function. */
export function whenVisitorIdle(action: () => void, options: { reading: boolean }): () => void {
  watchVisitor();
  let timer: number | undefined;
  const check = () => {
    const wait = msUntilIdle(options);
    if (wait === 0) action();
    else timer = window.setTimeout(check, wait);
  };
  check();
  return () => window.clearTimeout(timer);
}
