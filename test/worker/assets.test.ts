import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/index";

/** A stand-in for the asset store: one real chunk, and the single-page fallback for anything else. */
const assetStore = {
  fetch: async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === "/assets/index-abc123.js") {
      return new Response("export {}", { headers: { "Content-Type": "text/javascript", "Cache-Control": "public, max-age=31536000, immutable" } });
    }
    return new Response("<!doctype html><title>app</title>", { headers: { "Content-Type": "text/html; charset=utf-8" } });
  },
} as unknown as Fetcher;

async function get(path: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://clinic.test${path}`), { ...env, ASSETS: assetStore }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("/assets/* (security review, finding 7: stale chunks after a deploy)", () => {
  it("passes an existing built file through unchanged", async () => {
    const res = await get("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript");
    expect(await res.text()).toBe("export {}");
  });

  it("answers a missing chunk with a real 404 that no cache keeps, instead of index.html", async () => {
    const res = await get("/assets/AboutPage-old999.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).not.toContain("<!doctype html>");
  });
});
