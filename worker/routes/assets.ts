import { Hono } from "hono";
import type { AppEnv } from "../env";

/**
 * Built files under /assets/ have content hashes in their names. One that does not exist (a tab opened
 * before a deploy asks for an old chunk) must be a real, uncached 404: the asset store's single-page
 * fallback would answer index.html with 200 and the folder's year-long immutable cache, and the browser
 * would keep failing to load the chunk. The client then reloads once to pick up the new build.
 */
export const assets = new Hono<AppEnv>().get("/assets/*", async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  const fallback = res.ok && (res.headers.get("Content-Type") ?? "").startsWith("text/html");
  // A copy, because the asset store's headers are immutable and the app's middleware adds its own.
  if (res.status !== 404 && !fallback) return new Response(res.body, res);
  await res.body?.cancel();
  return c.text("Not found", 404, { "Cache-Control": "no-store" });
});
