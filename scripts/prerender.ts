/**
 * `npm run build`'s last step: writes every public page without data in both languages as complete HTML
 * into dist/client (/about → about.html, /es/about → es/about.html, + 404.html and es/404.html), from the
 * client build's index.html and the server build of src/renderPage.tsx. The pages that read the
 * studies are the Worker's (worker/pages): for it, the template and the preloads go into the page kit
 * (dist/client/_edge/page-kit.json); for the page text check, those pages are rendered with the studies a
 * new database starts with into dist/seed-pages (not served). The client build's own index.html is kept as
 * app-shell.html, the client-only shell of the staff screens. Any page that fails to render, renders with
 * the wrong status or carries inline script fails the build.
 */
import { headersFile } from "../contract/securityHeaders.ts";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { pagePath, PAGES } from "../contract/pages.ts";
import { localizedPath } from "../contract/sitePaths.ts";
import type { PublishedStudiesDto } from "../contract/studies.ts";
import { pagePreloads, renderDocument, type PageKit, type RenderPage, type RoutePreloads } from "../src/prerender/document.ts";
import { seedStudies } from "./lib/seedStudies.ts";
import { buildSiteOrigin } from "./vite/buildVars.ts";
import { APP_SHELL } from "./vite/routePreloads.ts";

const CLIENT = "dist/client";
/** The Worker's pages as a new database would show them: read by `npm run content:check -- --pages`, never served. */
export const SEED_PAGES = "dist/seed-pages";
const LANGUAGES = ["en", "es"] as const;

function fileFor(path: string): string {
  if (path === "/") return "index.html";
  if (path === "/es") return "es/index.html";
  return `${path.slice(1)}.html`;
}

async function main() {
  const { renderPage } = (await import(pathToFileURL(join(process.cwd(), "dist/prerender/renderPage.js")).href)) as {
    renderPage: RenderPage;
  };
  const template = readFileSync(join(CLIENT, "index.html"), "utf8");
  const preloads = JSON.parse(readFileSync("dist/route-preloads.json", "utf8")) as RoutePreloads;
  // The staff screens' client-only shell; the Worker serves it for /admin and /admin-login.
  renameSync(join(CLIENT, "index.html"), join(CLIENT, "app-shell.html"));
  const appModules = pagePreloads(preloads[APP_SHELL], "en").modules.join(" ");
  writeFileSync(
    join(CLIENT, "app-shell.html"),
    template
      .replace("</head>", `  <meta name="robots" content="noindex" />\n  </head>`)
      .replace('<div id="root">', `<div id="root" data-modules="${appModules}">`),
  );

  // Every page of contract/pages.ts at each of its URLs, in both languages; the router's catch-all (the 404
  // text) as 404.html, which the asset server answers with status 404. The Worker's pages, with the seeded
  // studies, into SEED_PAGES.
  const studies = { en: seedStudies("en"), es: seedStudies("es") };
  // Private-link pages are the Worker's alone: each holds what its link opens.
  const pages = PAGES.filter((page) => !page.private).flatMap((page) =>
    LANGUAGES.flatMap((language) => {
      if (page.route === "*")
        return [
          {
            path: localizedPath("/404", language),
            route: "404",
            language,
            data: undefined as { studies: PublishedStudiesDto } | undefined,
            file: join(CLIENT, language === "en" ? "404.html" : "es/404.html"),
          },
        ];
      // A study's pages, for each seeded study (its questions only where its published version has them).
      const paths = [pagePath(page)].flatMap((path) =>
        path.includes(":slug")
          ? studies[language].studies
              .filter((study) => !path.endsWith("/questions") || study.prescreen)
              .map((study) => ({ path: path.replace(":slug", study.slug), route: path }))
          : [{ path, route: path }],
      );
      return paths.map(({ path, route }) => ({
        path: localizedPath(path, language),
        route,
        language,
        data: page.edge ? { studies: studies[language] } : undefined,
        file: join(page.edge ? SEED_PAGES : CLIENT, fileFor(localizedPath(path, language))),
      }));
    }),
  );
  const origin = buildSiteOrigin();
  const started = performance.now();
  for (const page of pages) {
    const html = await renderDocument(
      renderPage,
      { template, preloads },
      { url: `http://prerender.local${page.path}`, route: page.route, language: page.language, origin, data: page.data },
    );
    mkdirSync(dirname(page.file), { recursive: true });
    writeFileSync(page.file, html);
  }
  // What the Worker needs to render its pages the same way; the build's name is its template's digest.
  const kit: PageKit = { build: createHash("sha256").update(template).digest("hex").slice(0, 16), template, preloads };
  mkdirSync(join(CLIENT, "_edge"), { recursive: true });
  writeFileSync(join(CLIENT, "_edge", "page-kit.json"), JSON.stringify(kit));
  // The one header policy, for every static file the asset store serves.
  writeFileSync(join(CLIENT, "_headers"), headersFile());
  console.log(`prerendered ${pages.length} pages in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
