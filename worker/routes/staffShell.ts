import { Hono } from "hono";
import type { AppEnv } from "../env";

/**
 * The staff screens are client-only (never prerendered, never under /es): every /admin* path and
 * /admin-login get the client build's shell (dist/client/app-shell.html, written by scripts/prerender.ts).
 * The asset store's response keeps the headers public/_headers gives HTML (the CSP among them).
 */
export const staffShell = new Hono<AppEnv>().get("/admin-login", serveShell).get("/admin", serveShell).get("/admin/*", serveShell);

async function serveShell(c: { env: Env; req: { url: string } }) {
  const res = await c.env.ASSETS.fetch(new URL("/app-shell", c.req.url));
  const headers = new Headers(res.headers);
  headers.set("Cache-Control", "no-cache");
  return new Response(res.body, { status: res.ok ? 200 : res.status, headers });
}
