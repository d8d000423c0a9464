import { describe, expect, it } from "vitest";
import { fetchWithBindings } from "./helpers";

/** Responses of the real asset store have immutable headers; this makes a test response behave the same. */
function withImmutableHeaders(res: Response): Response {
  const headers = res.headers;
  const locked = new Proxy(headers, {
    get(target, prop) {
      if (prop === "set" || prop === "append" || prop === "delete") {
        return () => {
          throw new TypeError("Can't modify immutable headers.");
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  Object.defineProperty(res, "headers", { value: locked });
  return res;
}

/** A stand-in for the asset store: one real chunk, and the single-page fallback for anything else. */
const assetStore = {
  fetch: async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === "/assets/index-abc123.js") {
      return withImmutableHeaders(new Response("export {}", { headers: { "Content-Type": "text/javascript" } }));
    }
    return withImmutableHeaders(
      new Response("<!doctype html><title>app</title>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
    );
  },
} as unknown as Fetcher;

const get = (path: string) => fetchWithBindings(path, {}, { ASSETS: assetStore });

describe("/assets/* (security review, finding 7: stale chunks after a deploy)", () => {
  it("passes an existing built file through unchanged", async () => {
    const res = await get("/assets/index-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript");
    expect(await res.text()).toBe("export {}");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff"); // the app's headers could be added
  });

  it("answers a missing chunk with a real 404 that no cache keeps, instead of index.html", async () => {
    const res = await get("/assets/AboutPage-old999.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).not.toContain("<!doctype html>");
  });
});
