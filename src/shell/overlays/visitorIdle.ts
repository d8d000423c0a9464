/** A prompt waits until the visitor has not typed for this long (docs/product.md: never interrupt typing). */
export const TYPING_QUIET_MS = 10_000;

let lastTypedAt = Number.NEGATIVE_INFINITY;
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

/** Starts noting when the visitor types (idempotent); call it early, before a prompt is due. */
export function watchTyping(): void {
  if (listening) return;
  listening = true;
  const typed = () => (lastTypedAt = performance.now());
  document.addEventListener("input", typed, true);
  document.addEventListener("keydown", (event) => isEditable(event.target as Element) && typed(), true);
}

/** How long until the visitor counts as idle: 0 when no field has focus and nothing was typed recently. */
export function msUntilIdle(now = performance.now()): number {
  const sinceTyping = now - lastTypedAt;
  if (sinceTyping < TYPING_QUIET_MS) return TYPING_QUIET_MS - sinceTyping;
  // A field with focus may be typed into any moment: look again shortly.
  if (isEditable(document.activeElement)) return 1000;
  return 0;
}

/** Runs `action` once the visitor is idle (checked again until then); returns a cancel function. */
export function whenVisitorIdle(action: () => void): () => void {
  watchTyping();
  let timer: number | undefined;
  const check = () => {
    const wait = msUntilIdle();
    if (wait === 0) action();
    else timer = window.setTimeout(check, wait);
  };
  check();
  return () => window.clearTimeout(timer);
}
