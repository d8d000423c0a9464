/**
 * `npm run build`'s last step: writes every public page in both languages as complete HTML into
 * dist/client (/about → about.html, /es/about → es/about.html, + 404.html and es/404.html), from the client
 * build's index.html and the server build of src/prerender/renderPage.tsx. The client build's own
 * index.html is kept as app-shell.html, the client-only shell of the staff screens. Any page that fails to
 * render, renders with the wrong status or carries inline script fails the build.
 */
import { headersFile } from "../contract/securityHeaders.ts";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { PAGES } from "../contract/pages.ts";
import { localizedPath } from "../contract/sitePaths.ts";
import { APP_SHELL, type RoutePreloads } from "./vite/routePreloads.ts";

const CLIENT = "dist/client";
const LANGUAGES = ["en", "es"] as const;
type Language = (typeof LANGUAGES)[number];

type RenderPage = (url: string, language: Language) => Promise<{ html: string; status: number }>;

/** The head tags React hoisted to the start of the markup (title, meta, link), and the rest. */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;
  let rest = html;
  let head = "";
  for (let match = hoisted.exec(rest); match; match = hoisted.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** Script elements that would run inline: the CSP forbids them, so the build does too. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes));
}

/** The page's likely largest image, fetched with the stylesheet; its code, listed for src/main.tsx. */
function pagePreloads(preloads: RoutePreloads[string] | undefined, language: Language) {
  const { modules = [], images = [] } = preloads?.[language] ?? {};
  return {
    head: images.map((src) => `<link rel="preload" as="image" href="${src}">`).join(""),
    modules: modules.map((file) => `/${file}`),
  };
}

export function pageDocument(
  template: string,
  page: { head: string; body: string; language: Language; preloads: { head: string; modules: string[] } },
): string {
  if (!template.includes("<!--shell-->")) throw new Error("prerender: the template has no <!--shell--> root (run `vite build` first)");
  const modules = page.preloads.modules.join(" ");
  const filled = template
    .replace('<html lang="en">', `<html lang="${page.language}">`)
    .replace(/<title>[^<]*<\/title>/, "")
    // Before anything else in <head>: a saved language choice moves the visitor before the first paint.
    .replace('<meta charset="UTF-8" />', '<meta charset="UTF-8" />\n    <script src="/language-redirect.js"></script>')
    .replace("</head>", `    ${page.head}${page.preloads.head}\n  </head>`)
    // The entry only starts the app after the first paint (src/main.tsx): the stylesheet goes first.
    .replace('<script type="module" crossorigin ', '<script type="module" crossorigin fetchpriority="low" ')
    .replace(
      /<div id="root"><!--shell-->[\s\S]*<!--\/shell--><\/div>/,
      () => `<div id="root" data-prerendered data-modules="${modules}">${page.body}</div>`,
    )
    .replace(/<!--noscript-->[\s\S]*<!--\/noscript-->/, "");
  // A template whose markup moved (a formatter, an edit) must fail the build, not ship empty pages.
  if (!filled.includes("data-prerendered"))
    throw new Error('prerender: index.html has no `<div id="root"><!--shell-->...<!--/shell--></div>` to fill');
  return filled;
}

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
  // text) as 404.html, which the asset server answers with status 404.
  const pages = PAGES.flatMap((page) =>
    LANGUAGES.flatMap((language) =>
      page.route === "*"
        ? [
            {
              path: localizedPath("/404", language),
              route: "404",
              language,
              status: 200,
              file: language === "en" ? "404.html" : "es/404.html",
            },
          ]
        : page.paths.map((path) => ({
            path: localizedPath(path, language),
            route: path,
            language,
            status: 200,
            file: fileFor(localizedPath(path, language)),
          })),
    ),
  );
  const started = performance.now();
  for (const page of pages) {
    const rendered = await renderPage(`http://prerender.local${page.path}`, page.language);
    if (rendered.status !== page.status)
      throw new Error(`prerender: ${page.path} rendered with status ${rendered.status}, expected ${page.status}`);
    const { head, body } = splitHoisted(rendered.html);
    const html = pageDocument(template, {
      head,
      body,
      language: page.language,
      preloads: pagePreloads(preloads[page.route], page.language),
    });
    const inline = inlineScripts(html);
    if (inline.length > 0) throw new Error(`prerender: ${page.path} has inline script: ${inline.join(" | ")}`);
    const target = join(CLIENT, page.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
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
