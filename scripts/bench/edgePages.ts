/**
 * The pages the Worker renders from D1 (docs/studies.md), against the budgets: a page from the edge
 * cache within 1.3× the time of a static page in the same run, and a render (cache miss: D1 read +
 * render) under 50 ms of server time. Run on a fresh server, before anything has asked for these pages.
 */
import { localizedPath } from "../../contract/sitePaths.ts";
import type { PublishedStudiesDto } from "../../contract/studies.ts";
import { median } from "./stats.ts";

const round = (value: number) => Math.round(value * 10) / 10;

export type EdgePageTiming = {
  pages: number;
  /** The first render of the server instance (it loads the renderer). */
  firstRenderServerMs: number;
  /** Later renders: their server times' median and maximum. */
  missServerMedianMs: number;
  missServerMaxMs: number;
  /** Whole requests, client side: Worker pages from the edge cache and a static page, same sizes of sample. */
  cachedMedianMs: number;
  staticMedianMs: number;
  ratio: number;
};

const serverTime = (res: Response) => Number(/dur=([\d.]+)/.exec(res.headers.get("Server-Timing") ?? "")?.[1] ?? Number.NaN);

async function timed(url: string): Promise<{ ms: number; res: Response }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  return { ms: performance.now() - started, res };
}

/** Every Worker-rendered page in both languages: Home, the list, and each published study's page. */
export async function edgePagePaths(origin: string): Promise<string[]> {
  const { studies } = (await (await fetch(`${origin}/api/studies?lang=en`)).json()) as PublishedStudiesDto;
  const paths = ["/", "/studies", ...studies.map((study) => `/studies/${study.slug}`)];
  return paths.flatMap((path) => [path, localizedPath(path, "es")]);
}

export async function measureEdgePages(origin: string, rounds = 10): Promise<EdgePageTiming> {
  const paths = await edgePagePaths(origin);
  const misses: number[] = [];
  for (const path of paths) {
    const { res } = await timed(`${origin}${path}`);
    if (res.headers.get("X-Page-Cache") !== "miss") throw new Error(`${path}: expected a render, got ${res.headers.get("X-Page-Cache")}`);
    misses.push(serverTime(res));
  }
  const cached: number[] = [];
  const statics: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const hit = await timed(`${origin}${path}`);
      if (hit.res.headers.get("X-Page-Cache") !== "hit") throw new Error(`${path}: expected the edge cache`);
      cached.push(hit.ms);
      // A prerendered page of the same kind, served by the asset store.
      statics.push((await timed(`${origin}${localizedPath("/about", path.startsWith("/es") ? "es" : "en")}`)).ms);
    }
  }
  const [first, ...later] = misses;
  const cachedMedianMs = round(median(cached));
  const staticMedianMs = round(median(statics));
  return {
    pages: paths.length,
    firstRenderServerMs: round(first!),
    missServerMedianMs: round(median(later)),
    missServerMaxMs: round(Math.max(...later)),
    cachedMedianMs,
    staticMedianMs,
    ratio: round(cachedMedianMs / staticMedianMs),
  };
}

export function edgePageFailures(timing: EdgePageTiming, budgets: { edgeCacheRatio: number; edgeMissServerMs: number }): string[] {
  return [
    ...(timing.ratio > budgets.edgeCacheRatio
      ? [
          `edge-cached study pages take ${timing.ratio}× a static page (${timing.cachedMedianMs} vs ${timing.staticMedianMs} ms; budget ${budgets.edgeCacheRatio}×)`,
        ]
      : []),
    ...(timing.missServerMedianMs >= budgets.edgeMissServerMs
      ? [`a study page render takes ${timing.missServerMedianMs} ms of server time (budget < ${budgets.edgeMissServerMs})`]
      : []),
  ];
}
