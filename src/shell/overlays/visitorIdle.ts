import { isSiteMenuOpen } from "../siteMenu";
import { activity, isEditable, watchVisitor } from "./visitorActivity";

/** A prompt waits until the visitor has not typed for this long (docs/product.md: never interrupt typing). */
export const TYPING_QUIET_MS = 10_000;
/** ...and, for the learn-more prompt, has not scrolled for this long (someone scrolling is reading). */
export const READING_QUIET_MS = 5_000;

/** A dialog already open (a bio, a photo): a prompt never opens over another layer. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/**
 * How long until a prompt may open: 0 when no field has focus, nothing was typed recently, the menu and
 * any dialog are closed, and (`reading`) the visitor has not scrolled for a while.
 */
export function msUntilIdle({ reading }: { reading: boolean }, now = performance.now()): number {
  const sinceTyping = now - activity.lastTypedAt;
  if (sinceTyping < TYPING_QUIET_MS) return TYPING_QUIET_MS - sinceTyping;
  const sinceScrolling = now - activity.lastScrolledAt;
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
