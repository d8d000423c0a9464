import type { RenderPage } from "../../src/prerender/document";

/** The React renderer is loaded on the first page render only: API requests never pay for it. */
export async function loadRenderer(): Promise<RenderPage> {
  const module = (await import("virtual:page-renderer")) as { renderPage: RenderPage };
  return module.renderPage;
}
