/**
 * Which pages the Worker renders has one owner, contract/pages.ts (`edge`); worker/pages/match.ts reads it and
 * wrangler.toml's run_worker_first must send every such path to the Worker in both languages, or the asset
 * store would answer it with a stale prerendered file or a 404 (issue #38).
 */
import { describe, expect, it } from "vitest";
import wranglerToml from "../../wrangler.toml?raw";
import { EDGE_PATHS, PRIVATE_PATHS } from "../../contract/pages";
import { EDGE_PREFIXES, isEdgePath, matchEdgePage } from "../../worker/pages/match";

const runWorkerFirst = JSON.parse(
  /^run_worker_first = (\[[\s\S]*?\])/m.exec(wranglerToml)![1]!.replace(/\s+/g, " ").replace(/, \]/, "]"),
) as string[];
const withSpanish = (path: string) => [path, path === "/" ? "/es" : `/es${path}`];
const sample = (route: string) => route.replace(":slug", "finality-hf");

describe("the pages the Worker renders", () => {
  it("are every edge page of contract/pages.ts, and match.ts finds each in both languages", () => {
    expect(EDGE_PATHS).toEqual(["/", "/studies", "/studies/:slug", "/studies/:slug/questions"]);
    for (const route of EDGE_PATHS)
      for (const path of withSpanish(sample(route))) {
        expect(isEdgePath(path), path).toBe(true);
        expect(matchEdgePage(path), path).toMatchObject({ route, language: path.startsWith("/es") ? "es" : "en" });
      }
    for (const path of ["/about", "/es/contact", "/studiesx", "/privacy"]) expect(isEdgePath(path), path).toBe(false);
  });

  it("are all sent to the Worker first by wrangler.toml (run_worker_first), in both languages", () => {
    for (const prefix of EDGE_PREFIXES)
      for (const path of withSpanish(prefix.endsWith("/") && prefix !== "/" ? `${prefix}*` : prefix))
        expect(runWorkerFirst, path).toContain(path);
  });

  it("include the private-link pages, a partner's link and a campaign answer's link, in both languages", () => {
    expect(PRIVATE_PATHS).toEqual(["/refer/:link", "/partners/:link"]);
    for (const route of [...PRIVATE_PATHS, "/r/:code", "/a/:study"])
      for (const path of withSpanish(route.replace(/:.*$/, "*"))) expect(runWorkerFirst, path).toContain(path);
  });
});
