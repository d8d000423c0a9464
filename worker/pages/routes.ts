import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import type { PublishedStudiesDto } from "../../contract/studies";
import { studyConfirmationDays, studySettings } from "../config";
import { isStorageUnavailable } from "../db/unavailable";
import type { AppEnv } from "../env";
import { log } from "../observability/log";
import { readPublishedStudies, visibleStudies } from "../studies/store";
import { currentContentVersion } from "../studies/contentVersion";
import { loadPageKit, PAGE_KIT_PATH } from "./kit";
import { localizedPath } from "../../contract/sitePaths";
import { studyFilterOf, studyFilterQuery } from "../../contract/studyFilter";
import { isEdgePath, matchEdgePage, type EdgePage } from "./match";
import { confirmationLapsesAt } from "../../contract/enrollment";
import { enrollmentShown } from "../../contract/enrollmentShown";
import { EDGE_CACHE_CONTROL, FRESH_UNTIL, GONE_FROM, isFresh, pageCacheKey, toVisitor } from "./pageCache";
import { renderPageDocument } from "./document";

/**
 * The public pages that read the published studies (Home, /studies, /studies/<slug>, and /es/...):
 * rendered here with the same renderer as the build's pages, kept in the edge cache under the content
 * version, and served from it until something is published (docs/studies.md).
 */
export const edgePages = new Hono<AppEnv>()
  .get(PAGE_KIT_PATH, (c) => c.text("Not found", 404, { "Cache-Control": "no-store" }))
  .get("*", async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (!isEdgePath(pathname)) return next();
    const page = matchEdgePage(pathname);
    if (page) return servePage(c, page);
    // "/studies/" → "/studies", as the asset store does for its own pages.
    const trimmed = pathname.replace(/\/+$/, "");
    if (trimmed !== pathname && matchEdgePage(trimmed)) return c.redirect(`${trimmed}${search}`, 308);
    return c.env.ASSETS.fetch(c.req.raw);
  });

async function servePage(c: Context<AppEnv>, page: EdgePage): Promise<Response> {
  const started = performance.now();
  const url = new URL(c.req.url);
  const db = drizzle(c.env.DB);
  const kit = await loadPageKit(c.env, url.origin);
  const cache = caches.default;
  // The list of studies narrowed by its URL (a filter sent without JavaScript, or a shared link) is rendered
  // that way; any other query string is served the page without it.
  const filter = page.route === "/studies" ? studyFilterOf(url.searchParams) : null;
  const rendered = filter ? `${url.pathname}${studyFilterQuery(filter)}` : url.pathname;
  // A category's list is kept like the page; a search is not (any text makes a new key).
  const cacheable = !filter?.q;
  // The last page rendered for this path, whatever the version: what a visitor gets while D1 is unreachable.
  const lastKnown = pageCacheKey(url.origin, url.pathname, -1, kit.build);
  let studies: PublishedStudiesDto;
  try {
    const version = await currentContentVersion(db);
    const hit = cacheable ? await cache.match(pageCacheKey(url.origin, rendered, version, kit.build)) : undefined;
    // A copy that says "Now Enrolling" of a study whose confirmation has lapsed since is rendered again.
    if (hit && isFresh(hit)) return toVisitor(hit, "hit", started);
    studies = visibleStudies(await readPublishedStudies(db, page.language, studySettings(c.env)), page.slug);
  } catch (error) {
    if (!isStorageUnavailable(error)) throw error;
    const stale = await cache.match(lastKnown);
    if (!stale) throw error;
    log.warn("page_served_stale", { code: "storage_unavailable", route: page.route });
    return toVisitor(stale, "stale", started);
  }
  // A study that was never published (or a typo): the asset store's 404 page in the visitor's language.
  const own = page.slug ? studies.studies.find((study) => study.slug === page.slug) : undefined;
  if (page.slug && !own) return c.env.ASSETS.fetch(c.req.raw);
  // A study's questions exist while it recruits with approved questions; otherwise its form or its page.
  if (own && page.route === "/studies/:slug/questions" && (own.recruitment !== "recruiting" || !own.prescreen)) {
    const to = own.recruitment === "recruiting" ? `/contact?study=${encodeURIComponent(own.code)}` : `/studies/${own.slug}`;
    return c.redirect(localizedPath(to, page.language), 302);
  }

  const { html } = await renderPageDocument(c.env, new URL(rendered, url.origin), {
    language: page.language,
    route: page.route,
    data: { studies, ...(filter ? { studyFilter: { path: page.route, ...filter } } : {}) },
  });
  const stored = new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": EDGE_CACHE_CONTROL,
      // A closed study's page turns into 410 Gone with time alone: the cached copy says from when.
      ...(own?.goneFrom ? { [GONE_FROM]: own.goneFrom } : {}),
      // So does "Now Enrolling": the copy says until when every study it calls enrolling still counts as confirmed.
      ...freshUntil(studies, studyConfirmationDays(c.env)),
    },
  });
  const puts = [
    ...(cacheable ? [cache.put(pageCacheKey(url.origin, rendered, studies.version, kit.build), stored.clone())] : []),
    // Only the unfiltered page stands in for the path while D1 is unreachable.
    ...(filter ? [] : [cache.put(lastKnown, stored.clone())]),
  ];
  c.executionCtx.waitUntil(Promise.all(puts));
  return toVisitor(stored, "miss", started);
}

/** The header that keeps a cached page from outliving the first "still recruiting" confirmation it relies on. */
function freshUntil(published: PublishedStudiesDto, confirmationDays: number): Record<string, string> {
  const lapses = published.studies
    .filter((study) => enrollmentShown(study) === "enrolling")
    .map((study) => confirmationLapsesAt(study.statusConfirmedOn, confirmationDays).getTime());
  return lapses.length ? { [FRESH_UNTIL]: new Date(Math.min(...lapses)).toISOString() } : {};
}
