/**
 * The edge cache of Worker-rendered pages (Cloudflare's Cache API, per data centre). A page's key holds its
 * path, the published content version and the build: publishing raises the version, so every data centre
 * misses and renders the new text on its next request, and nothing stale can be served after it.
 */
export function pageCacheKey(origin: string, path: string, version: number, build: string): Request {
  const url = new URL(path, origin);
  url.searchParams.set("content", String(version));
  url.searchParams.set("build", build);
  return new Request(url.toString(), { method: "GET" });
}

/** Kept a day at the edge: the key changes with any publication, so age never makes a page wrong. */
export const EDGE_CACHE_CONTROL = "public, max-age=86400";
/** Browsers ask again each time (the HTML is small, the edge answers fast, and it may have changed). */
export const VISITOR_CACHE_CONTROL = "no-cache";

/** On a cached closed study's page: from when it answers 410 Gone. */
export const GONE_FROM = "X-Gone-From";

/**
 * On a cached page that says a study is enrolling: when the first of those confirmations lapses
 * (contract/enrollment.ts). From then the copy is not served: the page is rendered again without the badge.
 */
export const FRESH_UNTIL = "X-Fresh-Until";

/** Whether a cached copy may still be served at `now` (it says nothing that time alone has made wrong). */
export function isFresh(cached: Response, now = Date.now()): boolean {
  const until = cached.headers.get(FRESH_UNTIL);
  return !until || now < Date.parse(until);
}

/**
 * The visitor's copy: revalidated by the browser each time, with how it was served and how long it took;
 * 410 once a closed study's page has said "no longer enrolling" long enough (search engines drop it).
 */
export function toVisitor(res: Response, source: "hit" | "miss" | "stale", started: number): Response {
  const headers = new Headers(res.headers);
  const goneFrom = headers.get(GONE_FROM);
  headers.delete(GONE_FROM);
  headers.delete(FRESH_UNTIL);
  const status = goneFrom && Date.now() >= Date.parse(goneFrom) ? 410 : 200;
  headers.set("Cache-Control", VISITOR_CACHE_CONTROL);
  headers.set("X-Page-Cache", source);
  headers.set("Server-Timing", `page;desc="${source}";dur=${(performance.now() - started).toFixed(1)}`);
  return new Response(res.body, { status, headers });
}
