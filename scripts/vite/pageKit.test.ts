import { describe, expect, it } from "vitest";
import { pageKit } from "./pageKit.ts";

/** A module graph as rolldown's chunking context shows it, from "module: its static imports". */
function graphOf(imports: Record<string, string[]>, lazy: Record<string, string[]> = {}) {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat()]);
  const records = new Map(
    [...ids].map((id) => [
      id,
      {
        importedIds: imports[id] ?? [],
        importers: [...ids].filter((by) => (imports[by] ?? []).includes(id)),
        dynamicallyImportedIds: lazy[id] ?? [],
      },
    ]),
  );
  return { getModuleInfo: (id: string) => records.get(id) ?? null };
}

const modules = {
  app: "/p/src/startApp.tsx",
  home: "/p/src/home.tsx",
  pages: ["/p/src/about.tsx", "/p/src/contact.tsx", "/p/src/terms.tsx", "/p/src/privacy.tsx"],
  roots: ["/p/src/", "/p/contract/"],
};

const graph = graphOf(
  {
    "/p/src/startApp.tsx": ["/p/src/router.tsx", "/p/contract/language.ts"],
    "/p/src/router.tsx": [],
    "/p/src/staff.tsx": ["/p/contract/language.ts"],
    "/p/src/home.tsx": ["/p/src/card.tsx", "/p/src/homeOnly.tsx", "/p/node_modules/pkg/index.js"],
    "/p/src/about.tsx": ["/p/src/card.tsx", "/p/src/hero.tsx"],
    "/p/src/contact.tsx": ["/p/src/hero.tsx", "/p/src/form.tsx", "/p/src/lazyHelper.ts"],
    "/p/src/terms.tsx": ["/p/src/hero.tsx", "/p/src/form.tsx", "/p/src/lazyHelper.ts"],
    "/p/src/privacy.tsx": ["/p/src/hero.tsx", "/p/src/lazyHelper.ts"],
    "/p/src/lazyHelper.ts": [],
  },
  { "/p/src/lazyHelper.ts": ["/p/src/later.tsx"], "/p/src/router.tsx": ["/p/src/home.tsx"] },
);

describe("pageKit", () => {
  const kitOf = (id: string) => pageKit(modules)(id, graph);

  it("takes what Home shares with another page, and what most pages share", () => {
    expect(kitOf("/p/src/card.tsx")).toBe("page-kit");
    expect(kitOf("/p/src/hero.tsx")).toBe("page-kit");
  });

  it("takes what the app shares with modules outside it", () => {
    expect(kitOf("/p/contract/language.ts")).toBe("page-kit");
  });

  it("leaves what one page or a few use, packages, and anything that loads code lazily", () => {
    expect(kitOf("/p/src/homeOnly.tsx")).toBeNull();
    expect(kitOf("/p/src/form.tsx")).toBeNull();
    expect(kitOf("/p/node_modules/pkg/index.js")).toBeNull();
    expect(kitOf("/p/src/lazyHelper.ts")).toBeNull();
    expect(kitOf("/p/src/router.tsx")).toBeNull();
  });

  it("chooses nothing in a build without the app (the Worker's)", () => {
    expect(pageKit(modules)("/p/src/card.tsx", graphOf({ "/p/src/about.tsx": ["/p/src/card.tsx"] }))).toBeNull();
  });
});
