import { Hono } from "hono";
import { localizedPath, PUBLIC_PATHS } from "../../contract/sitePaths";
import { siteOrigin } from "../config";
import type { AppEnv } from "../env";

// Served by the Worker (see run_worker_first). Absolute URLs come from the configured SITE_ORIGIN, never
// from the request's Host header, which anyone can set (and a cache would then keep their version).
export const seo = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = siteOrigin(c.env);
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  })
  .get("/sitemap.xml", (c) => {
    const origin = siteOrigin(c.env);
    // Every page in both languages, each listing both versions and the default (RFC: hreflang in sitemaps).
    const alternates = (path: string) =>
      `    <xhtml:link rel="alternate" hreflang="en" href="${origin}${localizedPath(path, "en")}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="es" href="${origin}${localizedPath(path, "es")}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${localizedPath(path, "en")}"/>\n`;
    const urls = PUBLIC_PATHS.flatMap((path) =>
      (["en", "es"] as const).map(
        (language) => `  <url>\n    <loc>${origin}${localizedPath(path, language)}</loc>\n${alternates(path)}  </url>`,
      ),
    ).join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    );
  });
