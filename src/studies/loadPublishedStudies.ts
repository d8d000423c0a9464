import type { Language } from "../../contract/language";
import type { PublishedStudiesDto } from "../../contract/studies";
import { PAGE_DATA_ID } from "../prerender/document";
import { settled } from "./settled";

/** What a Worker-rendered page carries for the browser (src/prerender/renderPage.tsx). */
export type PageData = { studies?: PublishedStudiesDto };

const loaded = new Map<Language, Promise<PublishedStudiesDto>>();

function embedded(language: Language): PublishedStudiesDto | null {
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const studies = (JSON.parse(element.textContent) as PageData).studies;
    return studies?.language === language ? studies : null;
  } catch {
    return null;
  }
}

/**
 * The published studies in one language: the ones the page arrived with, else from /api/studies (which the
 * Worker answers from the edge cache). A failed request is forgotten, so the next render tries again.
 */
export function loadPublishedStudies(language: Language): Promise<PublishedStudiesDto> {
  let pending = loaded.get(language);
  if (!pending) {
    const onPage = embedded(language);
    pending = onPage
      ? settled(onPage)
      : fetch(`/api/studies?lang=${language}`, { headers: { Accept: "application/json" } }).then((res) => {
          if (!res.ok) throw new Error(`studies: ${res.status}`);
          return res.json() as Promise<PublishedStudiesDto>;
        });
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}
