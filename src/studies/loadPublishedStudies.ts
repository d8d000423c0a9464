import type { Language } from "../../contract/language";
import type { PublishedStudiesDto } from "../../contract/studies";
import { embeddedPageData } from "../prerender/pageData";
import { settled } from "./settled";

const loaded = new Map<Language, Promise<PublishedStudiesDto>>();

function embedded(language: Language): PublishedStudiesDto | null {
  const studies = embeddedPageData().studies;
  return studies?.language === language ? studies : null;
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
