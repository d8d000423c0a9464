import { readFileSync } from "node:fs";

/**
 * The public origin baked into prerendered pages (canonical, hreflang, Open Graph, JSON-LD): the
 * `SITE_ORIGIN` environment variable when set, else wrangler.toml's `[vars] SITE_ORIGIN`, the same value
 * the Worker uses at run time.
 */
export function buildSiteOrigin(): string {
  const fromEnv = process.env.SITE_ORIGIN;
  const fromToml = /^SITE_ORIGIN\s*=\s*"([^"]*)"/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1];
  const value = fromEnv || fromToml;
  if (!value) throw new Error("SITE_ORIGIN is not set (wrangler.toml [vars] or the environment)");
  return new URL(value).origin;
}
