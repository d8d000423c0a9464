/**
 * After a deploy, a tab opened earlier may ask for code chunks that no longer exist (their names carry
 * the old build's hashes). The fix is to load the page again, which fetches the new build, but only once
 * a minute, so a chunk that is really broken cannot start a reload loop. The failure reaches the route's
 * error element (src/shell/RouteError.tsx) after the navigation has moved to the new URL, so the reload
 * lands on the page the visitor asked for. (Vite's own `vite:preloadError` event is left alone: handling
 * it would reload before the navigation, back on the old page.)
 */
const STORAGE_KEY = "chunkReloadAt";
const MIN_INTERVAL_MS = 60_000;

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_FAILURE.test(message);
}

/** Reloads the page unless it already did so in the last minute; true when a reload is under way. */
export function reloadOnce(storage: Storage = window.sessionStorage, reload = () => window.location.reload(), now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(STORAGE_KEY)) || 0;
    if (now - last < MIN_INTERVAL_MS) return false;
    storage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false; // no storage: a reload could not be limited, so do not start one
  }
  reload();
  return true;
}
