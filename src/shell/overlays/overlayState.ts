/** What the two overlays remember for this browser session (sessionStorage), and when overlay two is due. */

/** docs/product.md#constants: overlay two appears 10 s after load, counted while overlay one is not open. */
export const LEARN_MORE_DELAY_MS = 10_000;
export const LEARN_MORE_SHOWN_KEY = "learnMorePromptShown";
export const LANGUAGE_DISMISSED_KEY = "languagePromptDismissed";

export function sessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, "1");
  } catch {
    // Without session storage a prompt may show again on a later page load; acceptable.
  }
}

/**
 * Whether this page load asks for the language (overlay one): nobody chose one yet (no saved choice, no
 * `?lang=`), not a staff screen, and not already dismissed in this browser session. Decided once, at start.
 */
export function languagePromptDue(chosen: boolean, staff: boolean): boolean {
  return !chosen && !staff && !sessionFlag(LANGUAGE_DISMISSED_KEY);
}
