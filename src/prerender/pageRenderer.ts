import type { Language } from "../../contract/language";
import type { PageData } from "./document";

/** src/prerender/renderPage.tsx as the Worker calls it (worker/pages/renderer.ts); renderPage checks it matches. */
export type RenderPage = (url: string, language: Language, data: PageData) => Promise<{ html: string; status: number }>;
