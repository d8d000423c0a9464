import type { PageKit } from "../../src/prerender/document";

/** Where the kit sits in the asset store; the Worker answers this path with 404 for anyone else. */
export const PAGE_KIT_PATH = "/_edge/page-kit.json";

let loaded: Promise<PageKit> | null = null;

/** Read once per isolate: the kit only changes with a deploy, which starts new isolates. */
export function loadPageKit(env: Env, origin: string): Promise<PageKit> {
  loaded ??= env.ASSETS.fetch(new URL(PAGE_KIT_PATH, origin)).then(async (res) => {
    if (!res.ok) throw new Error(`page kit: ${res.status} (run \`npm run build\`)`);
    return (await res.json()) as PageKit;
  });
  loaded.catch(() => (loaded = null));
  return loaded;
}

/** For tests that share an isolate and serve each file's pages from an asset store of its own. */
export function forgetPageKit(): void {
  loaded = null;
}
