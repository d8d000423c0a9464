/** On a study's page the learn-more prompt waits at least this long: the visitor came to read it. */
export const STUDY_PAGE_QUIET_MS = 30_000;

/** A study's own page (not the list, not its questions). */
export function isStudyPage(pathname: string): boolean {
  return /^\/studies\/[^/]+$/.test(pathname);
}

/**
 * How much longer the learn-more prompt waits on this page: on a study's page, until it has been open 30 s
 * (`openedAt`, on the clock of performance.now(): the page load, or the navigation to it).
 */
export function studyPageWaitMs(pathname: string, openedAt: number, now = performance.now()): number {
  return isStudyPage(pathname) ? Math.max(0, STUDY_PAGE_QUIET_MS - (now - openedAt)) : 0;
}

/**
 * When the page shown as the prompts' code starts was opened, on performance.now()'s clock: 0 (the load) for
 * the page the browser loaded (`loadedPath`); otherwise `now`. A page reached inside the app before then was
 * opened at some earlier moment nobody noted, and counting from now never opens the prompt early.
 */
export function pageOpenedAt(loadedPath: string, pathname: string, now = performance.now()): number {
  return loadedPath === pathname ? 0 : now;
}

/**
 * The contact page (and its confirmation) already offer every way to reach us; a study's questions are a
 * form in progress. (Paths inside the public router: the staff screens have their own and no overlays.)
 */
export function learnMoreAllowedOn(pathname: string): boolean {
  return !pathname.startsWith("/contact") && !/^\/studies\/[^/]+\/questions$/.test(pathname);
}
