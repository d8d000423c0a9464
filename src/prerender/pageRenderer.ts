import type { Language } from "../../contract/language";
import type { PublishedStudiesDto } from "../../contract/studies";

/** src/prerender/renderPage.tsx as the Worker calls it (worker/pages/renderer.ts); renderPage checks it matches. */
export type RenderPage = (
  url: string,
  language: Language,
  data: { studies: PublishedStudiesDto },
) => Promise<{ html: string; status: number }>;
