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

const VISIT_STARTED_KEY = "visitStartedAt";
/** On a study's page the learn-more prompt waits for this much of the visit: the visitor came to read it. */
export const STUDY_PAGE_QUIET_MS = 30_000;

/** When this browser session's visit began (noted on its first page), in ms since the epoch. */
export function visitStartedAt(now = Date.now()): number {
  try {
    const stored = Number(window.sessionStorage.getItem(VISIT_STARTED_KEY));
    if (stored > 0 && stored <= now) return stored;
    window.sessionStorage.setItem(VISIT_STARTED_KEY, String(now));
  } catch {
    // Without session storage, the visit starts with this page.
  }
  return now;
}

/** A study's own page (not the list, not its questions). */
export function isStudyPage(pathname: string): boolean {
  return /^\/studies\/[^/]+$/.test(pathname);
}

/** How much longer the learn-more prompt waits on this page: on a study's page, until 30 s of the visit. */
export function studyPageWaitMs(pathname: string, now = Date.now()): number {
  return isStudyPage(pathname) ? Math.max(0, STUDY_PAGE_QUIET_MS - (now - visitStartedAt(now))) : 0;
}
