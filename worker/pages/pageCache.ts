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
