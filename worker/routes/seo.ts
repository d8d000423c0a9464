import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { openStudies } from "../../contract/studies";
import { readPublishedStudies } from "../studies/store";
import { localizedPath, PUBLIC_PATHS } from "../../contract/sitePaths";
import { siteOrigin, studySettings } from "../config";
import type { AppEnv } from "../env";

// Served by the Worker (see run_worker_first). Absolute URLs come from the configured SITE_ORIGIN, never
// from the request's Host header, which anyone can set (and a cache would then keep their version).
export const seo = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = siteOrigin(c.env);
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`);
  })
  .get("/sitemap.xml", async (c) => {
    const origin = siteOrigin(c.env);
    // Every page in both languages, each listing both versions and the default (RFC: hreflang in sitemaps).
    const alternates = (path: string) =>
      `    <xhtml:link rel="alternate" hreflang="en" href="${origin}${localizedPath(path, "en")}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="es" href="${origin}${localizedPath(path, "es")}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${localizedPath(path, "en")}"/>\n`;
    // The pages of the open studies, as published now (a closed study's page stays, but is not listed).
    const { studies } = await readPublishedStudies(drizzle(c.env.DB), "en", studySettings(c.env));
    const studyPaths = openStudies(studies).map((study) => `/studies/${study.slug}`);
    const urls = [...PUBLIC_PATHS, ...studyPaths]
      .flatMap((path) =>
        (["en", "es"] as const).map(
          (language) => `  <url>\n    <loc>${origin}${localizedPath(path, language)}</loc>\n${alternates(path)}  </url>`,
        ),
      )
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=300");
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    );
  });
